// The schema's Upload widget. The value is what the server stores: one URL (a "string" field) or
// a list of URLs (an "array" field); the antd file list is derived from it plus the files still
// on their way. Files go through the data provider, so they carry the app's auth headers.
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { Field } from '@formily/core';
import { useField, useFieldSchema } from '@formily/react';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderer } from '../context';

interface Props extends Pick<UploadProps, 'accept' | 'listType' | 'maxCount' | 'disabled'> {
  value?: string | string[] | null;
  onChange?: (value: string | string[]) => void;
  /** Upload path (default api/upload); it answers `{ url }`. */
  action?: string;
}

/** The URLs a value holds, whatever its shape ("" and null hold none). */
export function urlsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

const nameOf = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() || url);

/** A stored URL as an antd list entry; its uid is the URL, which is how a removal finds it. */
const storedFile = (url: string): UploadFile => ({ uid: url, name: nameOf(url), status: 'done', url, thumbUrl: url });

export function UploadField({
  value,
  onChange,
  action = 'api/upload',
  accept,
  listType = 'picture-card',
  maxCount,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const { dataProvider } = useRenderer();
  const many = useFieldSchema()?.type === 'array';
  const readPretty = useField<Field>()?.pattern === 'readPretty';
  const urls = urlsOf(value);
  // Files being sent or that failed; done ones live in the value only.
  const [pending, setPending] = useState<UploadFile[]>([]);
  const emit = (next: string[]) => onChange?.(many ? next : (next[next.length - 1] ?? ''));

  const handleChange: UploadProps['onChange'] = ({ file }) => {
    if (file.status === 'removed') {
      if (urls.includes(file.uid)) emit(urls.filter((url) => url !== file.uid));
      setPending((list) => list.filter((item) => item.uid !== file.uid));
      return;
    }
    if (file.status === 'done' && typeof file.response === 'string') {
      setPending((list) => list.filter((item) => item.uid !== file.uid));
      emit(many ? [...urls, file.response] : [file.response]);
      return;
    }
    setPending((list) => [...list.filter((item) => item.uid !== file.uid), file]);
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onProgress, onSuccess, onError }) => {
    dataProvider
      .upload({ resource: action, file: file as File, onProgress: (percent) => onProgress?.({ percent }) })
      .then(
        (url) => onSuccess?.(url),
        (error: Error) => onError?.(error),
      );
  };

  const fileList = [...urls.map(storedFile), ...pending];
  const limit = many ? maxCount : 1;
  const full = limit !== undefined && urls.length >= limit;
  const trigger =
    listType === 'picture-card' ? (
      <button type="button" style={{ border: 0, background: 'none' }}>
        <PlusOutlined />
        <div>{t('renderer.upload')}</div>
      </button>
    ) : (
      <Button icon={<UploadOutlined />}>{t('renderer.upload')}</Button>
    );
  return (
    <Upload
      accept={accept}
      listType={listType}
      multiple={many}
      fileList={fileList}
      customRequest={customRequest}
      onChange={handleChange}
      disabled={disabled || readPretty}
      showUploadList={{ showRemoveIcon: !disabled && !readPretty }}
    >
      {readPretty || (full && many) ? null : trigger}
    </Upload>
  );
}
