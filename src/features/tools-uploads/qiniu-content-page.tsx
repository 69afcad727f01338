// The Qiniu bucket's files (/tools/storage/qiniuContent, api/qiNiuContent): upload to the
// bucket, open or copy a file's public address, delete from the bucket, and re-read the bucket
// (files added or removed outside the back-office). Permissions are the Qiniu storage screen's.
import { Button } from 'antd';
import { CopyOutlined, SyncOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllowed } from '../../lib/permission';
import { synchronizeQiniu, type UploadedFile } from './api';
import { FileListPage } from './file-list-page';
import { message } from '../../lib/feedback';

function SyncButton({ reload }: { reload: () => Promise<void> }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const sync = async () => {
    setBusy(true);
    try {
      const result = await synchronizeQiniu();
      void message.success(t('tools.uploads.synchronized', result));
      await reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<SyncOutlined />} loading={busy} onClick={() => void sync().catch(() => undefined)}>
      {t('tools.uploads.synchronize')}
    </Button>
  );
}

function LinkButtons({ row }: { row: UploadedFile }) {
  const { t } = useTranslation();
  if (!row.url || !/^https?:\/\//.test(row.url)) return null;
  const copy = async () => {
    await navigator.clipboard.writeText(row.url!);
    void message.success(t('tools.uploads.copied'));
  };
  return (
    <>
      <Button type="link" size="small" href={row.url} target="_blank" rel="noopener noreferrer">
        {t('tools.uploads.open')}
      </Button>
      <Button
        type="link"
        size="small"
        icon={<CopyOutlined />}
        title={t('tools.uploads.copyLink')}
        aria-label={t('tools.uploads.copyLink')}
        onClick={() => void copy().catch(() => undefined)}
      />
    </>
  );
}

export default function QiniuContentPage() {
  const mayAdd = useAllowed('storageQiniu:add');
  return (
    <FileListPage
      path="api/qiNiuContent"
      title="tools.uploads.qiniuTitle"
      permissions={{ add: 'storageQiniu:add', del: 'storageQiniu:del' }}
      accept=""
      hint="tools.uploads.qiniuHint"
      testId="qiniu-content"
      searchable
      toolbar={(reload) => (mayAdd ? <SyncButton reload={reload} /> : null)}
      rowActions={(row) => <LinkButtons row={row} />}
    />
  );
}
