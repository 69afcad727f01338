// Fields shared by the news, product and navigation-content editors: a cover image uploaded to
// the site's materials, and the rich-text editor in its own lazy chunk.
import { lazy, Suspense } from 'react';
import { Button, Image, Skeleton, Space, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { uploadMaterial } from './api';

const RichTextEditor = lazy(() => import('./rich-text-editor'));
export const uploadImage = async (file: File) => (await uploadMaterial('image', file, () => undefined)).url;
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

export function CoverField({
  value,
  onChange,
  testId,
}: {
  value?: string;
  onChange(url: string): void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Space align="start">
      {value && <Image src={value} alt={t('news.news.cover')} width={120} data-testid={testId} />}
      <Upload
        accept={IMAGE_TYPES}
        showUploadList={false}
        customRequest={({ file }) => void uploadImage(file as File).then(onChange, () => undefined)}
      >
        <Button icon={<UploadOutlined />} data-testid={`${testId}-upload`}>
          {t('news.news.uploadCover')}
        </Button>
      </Upload>
    </Space>
  );
}

/** `label` names the editable area to assistive technology (its form label is not bound to it). */
export function RichTextField({
  value,
  onChange,
  label,
}: {
  value?: string;
  onChange(html: string): void;
  label: string;
}) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <RichTextEditor value={value ?? ''} onChange={onChange} uploadImage={uploadImage} label={label} />
    </Suspense>
  );
}
