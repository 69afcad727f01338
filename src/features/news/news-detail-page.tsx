// /news/addNewsDetail and /news/editNewsDetail/:id: a news item of the current site language,
// with title, summary, cover image, rich text and publish state.
import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, Skeleton, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { getNews, saveNews, type NewsItem } from './api';
import { CoverField, RichTextField } from './editor-fields';
import { SafeHtml } from './safe-html';
import { message } from '../../lib/feedback';

export default function NewsDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id) || undefined;
  const [item, setItem] = useState<NewsItem | null>(
    id ? null : { title: '', summary: '', cover: '', content: '', published: false },
  );
  const [preview, setPreview] = useState(false);

  useEffect(() => {
    if (id) getNews(id).then(setItem, () => undefined);
  }, [id]);
  if (!item) return <Skeleton active />;

  const change = (patch: Partial<NewsItem>) => setItem({ ...item, ...patch });
  const save = async () => {
    // Only the form's fields: the row also carries ids and times the server does not accept back.
    const { title, summary, cover, content, published } = item;
    const saved = await saveNews({ id, title, summary, cover, content, published });
    message.success(t('news.news.saved'));
    if (!id) navigate(`/news/editNewsDetail/${saved.id}`, { replace: true });
    else setItem(saved);
  };

  return (
    <Card title={t(id ? 'menu.news.editNewsDetail' : 'menu.news.addNewsDetail')}>
      <Form layout="vertical" onFinish={() => void save().catch(() => undefined)}>
        <Form.Item label={t('news.news.title')} required>
          <Input
            aria-label={t('news.news.title')}
            value={item.title}
            maxLength={200}
            onChange={(event) => change({ title: event.target.value })}
            data-testid="news-title"
          />
        </Form.Item>
        <Form.Item label={t('news.news.summary')}>
          <Input.TextArea
            aria-label={t('news.news.summary')}
            value={item.summary}
            maxLength={500}
            onChange={(event) => change({ summary: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('news.news.cover')}>
          <CoverField value={item.cover} onChange={(cover) => change({ cover })} testId="news-cover" />
        </Form.Item>
        <Form.Item label={t('news.news.content')}>
          <RichTextField
            label={t('news.news.content')}
            value={item.content}
            onChange={(content) => change({ content })}
          />
        </Form.Item>
        <Form.Item label={t('news.news.published')}>
          <Switch
            aria-label={t('news.news.published')}
            checked={item.published}
            onChange={(published) => change({ published })}
            data-testid="news-published"
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" disabled={!item.title.trim()} data-testid="news-save">
            {t('news.news.save')}
          </Button>
          <Button onClick={() => setPreview(!preview)}>{t('news.news.preview')}</Button>
        </Space>
      </Form>
      {preview && <SafeHtml html={item.content ?? ''} />}
    </Card>
  );
}
