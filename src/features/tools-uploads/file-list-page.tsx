// The shared page of the tools' upload lists (deployment packages, database scripts, Qiniu files):
// an upload button, a paged table of the stored files, delete after a confirmation, and room for
// a page's own columns, row buttons and toolbar. Buttons show only with their permission; the
// server refuses the calls anyway.
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Input, Space, Table, Typography, Upload, type TableColumnsType } from 'antd';
import { KeyboardPopconfirm } from '../../lib/keyboard-popconfirm';
import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAllowed } from '../../lib/permission';
import { listFiles, removeFiles, uploadFile, type UploadedFile } from './api';
import { message } from '../../lib/feedback';
import { formatDateTime } from '../../lib/date-time';

const PAGE_SIZE = 10;

/** 1.5 KB, 2.0 MB: enough precision to tell files apart in a list. */
export const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const dateTime = (iso?: string) => formatDateTime(iso);

export interface FileListPageProps {
  /** The list, upload and delete call (GET, POST multipart, DELETE with ids). */
  path: string;
  permissions: { add: string; del: string };
  title: string;
  /** File picker filter and the hint beside the button (i18n key). */
  accept: string;
  hint: string;
  testId: string;
  /** Columns between the file's own and the actions. */
  columns?: TableColumnsType<UploadedFile>;
  rowActions?: (row: UploadedFile, reload: () => Promise<void>) => ReactNode;
  toolbar?: (reload: () => Promise<void>) => ReactNode;
  /** Offer a name search (the call filters by `name`). */
  searchable?: boolean;
}

export function FileListPage(props: FileListPageProps) {
  const { t } = useTranslation();
  const mayAdd = useAllowed(props.permissions.add);
  const mayDelete = useAllowed(props.permissions.del);
  const [page, setPage] = useState(1);
  const [name, setName] = useState('');
  const [data, setData] = useState<{ rows: UploadedFile[]; total: number } | null>(null);
  const [uploading, setUploading] = useState(false);

  const reload = useCallback(async () => {
    const result = await listFiles(props.path, page - 1, PAGE_SIZE, name);
    setData({ rows: result.content, total: result.totalElements });
  }, [props.path, page, name]);
  useEffect(() => {
    reload().catch(() => setData((current) => current ?? { rows: [], total: 0 }));
  }, [reload]);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const stored = await uploadFile(props.path, file);
      void message.success(t('tools.uploads.uploaded', { name: stored.name }));
      await reload();
    } finally {
      setUploading(false);
    }
  };
  const remove = async (row: UploadedFile) => {
    await removeFiles(props.path, [row.id]);
    void message.success(t('tools.uploads.deleted', { name: row.name }));
    await reload();
  };

  const columns: TableColumnsType<UploadedFile> = [
    { dataIndex: 'name', title: t('tools.uploads.name'), ellipsis: true },
    { dataIndex: 'size', title: t('tools.uploads.size'), width: 110, render: (size: number) => fileSize(size) },
    { dataIndex: 'type', title: t('tools.uploads.type'), width: 160, ellipsis: true },
    ...(props.columns ?? []),
    { dataIndex: 'createTime', title: t('tools.uploads.createTime'), width: 180, render: (at: string) => dateTime(at) },
    {
      key: 'actions',
      title: t('tools.uploads.actions'),
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          {props.rowActions?.(row, reload)}
          {mayDelete && (
            <KeyboardPopconfirm
              title={t('tools.uploads.deleteConfirm', { name: row.name })}
              okText={t('renderer.ok')}
              cancelText={t('renderer.cancel')}
              onConfirm={() => remove(row)}
            >
              <Button type="link" size="small" danger>
                {t('tools.uploads.delete')}
              </Button>
            </KeyboardPopconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card size="small" title={t(props.title)} data-testid={props.testId}>
      <Space wrap style={{ marginBottom: 16 }}>
        {mayAdd && (
          <Upload
            accept={props.accept}
            showUploadList={false}
            customRequest={({ file }) => void upload(file as File).catch(() => undefined)}
          >
            <Button type="primary" icon={<UploadOutlined />} loading={uploading} data-testid={`${props.testId}-upload`}>
              {t('tools.uploads.upload')}
            </Button>
          </Upload>
        )}
        {props.toolbar?.(reload)}
        <Button icon={<ReloadOutlined />} onClick={() => void reload().catch(() => undefined)}>
          {t('tools.uploads.refresh')}
        </Button>
        {props.searchable && (
          <Input.Search
            allowClear
            placeholder={t('tools.uploads.searchName')}
            onSearch={(value) => (setPage(1), setName(value.trim()))}
            style={{ width: 220 }}
          />
        )}
        <Typography.Text type="secondary">{t(props.hint)}</Typography.Text>
      </Space>
      <Table<UploadedFile>
        rowKey="id"
        size="small"
        loading={!data}
        dataSource={data?.rows ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
        }}
      />
    </Card>
  );
}
