// /news/addNewsDetail and /news/editNewsDetail/:id: a news item of the current site language,
// with title, summary, cover image, rich text and publish state.
import { lazy, Suspense, useEffect, useState } from 'react';
import { App, Button, Card, Form, Image, Input, Skeleton, Space, Switch, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { getNews, saveNews, uploadMaterial, type NewsItem } from './api';
import { SafeHtml } from './safe-html';

const RichTextEditor = lazy(() => import('./rich-text-editor'));
const uploadImage = async (file: File) => (await uploadMaterial('image', file, () => undefined)).url;

export default function NewsDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const id = Number(useParams().id) || undefined;
  const [item, setItem] = useState<NewsItem | null>(id ? null : { title: '', summary: '', cover: '', content: '', published: false });
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
          <Input value={item.title} maxLength={200} onChange={(event) => change({ title: event.target.value })} data-testid="news-title" />
        </Form.Item>
        <Form.Item label={t('news.news.summary')}>
          <Input.TextArea value={item.summary} maxLength={500} onChange={(event) => change({ summary: event.target.value })} />
        </Form.Item>
        <Form.Item label={t('news.news.cover')}>
          <Space align="start">
            {item.cover && <Image src={item.cover} width={120} data-testid="news-cover" />}
            <Upload accept="image/png,image/jpeg,image/gif,image/webp" showUploadList={false} customRequest={({ file }) => void uploadImage(file as File).then((cover) => change({ cover }), () => undefined)}>
              <Button icon={<UploadOutlined />} data-testid="news-cover-upload">
                {t('news.news.uploadCover')}
              </Button>
            </Upload>
          </Space>
        </Form.Item>
        <Form.Item label={t('news.news.content')}>
          <Suspense fallback={<Skeleton active />}>
            <RichTextEditor value={item.content ?? ''} onChange={(content) => change({ content })} uploadImage={uploadImage} />
          </Suspense>
        </Form.Item>
        <Form.Item label={t('news.news.published')}>
          <Switch checked={item.published} onChange={(published) => change({ published })} data-testid="news-published" />
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
