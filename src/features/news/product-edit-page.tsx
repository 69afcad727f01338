// /news/product/editProduct/:id and /news/product/copyProduct/:id (spec §2): a product of the
// current site language with its cover and rich-text description. A copy starts from the
// product's fields and is saved as a new product, then opens in the edit route.
import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, InputNumber, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { getProduct, saveProduct, type Product } from './api';
import { CoverField, RichTextField } from './editor-fields';
import { message } from '../../lib/feedback';

/** Only the form's fields: the row also carries ids and times the server does not take back. */
const formFields = ({ name, price, cover, description, published }: Product): Product => ({
  name,
  price,
  cover,
  description,
  published,
});

export default function ProductEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const copying = useLocation().pathname.startsWith('/news/product/copyProduct/');
  const [item, setItem] = useState<Product | null>(null);

  useEffect(() => {
    getProduct(id).then(
      (row) =>
        setItem(
          copying
            ? { ...formFields(row), name: t('news.product.copyOf', { name: row.name }).slice(0, 200), published: false }
            : formFields(row),
        ),
      () => undefined,
    );
  }, [id, copying, t]);
  if (!item) return <Skeleton active />;

  const change = (patch: Partial<Product>) => setItem({ ...item, ...patch });
  const save = async () => {
    const saved = await saveProduct(copying ? item : { ...item, id });
    message.success(t('news.news.saved'));
    if (copying) navigate(`/news/product/editProduct/${saved.id}`, { replace: true });
    else setItem(formFields(saved));
  };

  return (
    <Card title={t(copying ? 'menu.news.copyProduct' : 'menu.news.editProduct')}>
      <Form layout="vertical" onFinish={() => void save().catch(() => undefined)}>
        <Form.Item label={t('news.product.name')} required>
          <Input
            aria-label={t('news.product.name')}
            value={item.name}
            maxLength={200}
            onChange={(event) => change({ name: event.target.value })}
            data-testid="product-name"
          />
        </Form.Item>
        <Form.Item label={t('news.product.price')}>
          <InputNumber
            aria-label={t('news.product.price')}
            value={item.price}
            min={0}
            max={9999999999}
            onChange={(price) => change({ price: price ?? undefined })}
            data-testid="product-price"
          />
        </Form.Item>
        <Form.Item label={t('news.product.cover')}>
          <CoverField value={item.cover} onChange={(cover) => change({ cover })} testId="product-cover" />
        </Form.Item>
        <Form.Item label={t('news.product.description')}>
          <RichTextField
            label={t('news.product.description')}
            value={item.description}
            onChange={(description) => change({ description })}
          />
        </Form.Item>
        <Form.Item label={t('news.product.published')}>
          <Switch
            aria-label={t('news.product.published')}
            checked={item.published}
            onChange={(published) => change({ published })}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" disabled={!item.name.trim()} data-testid="product-save">
          {t('news.news.save')}
        </Button>
      </Form>
    </Card>
  );
}
