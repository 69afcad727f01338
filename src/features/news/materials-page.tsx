// Materials of the current site (spec §2 /hierpuni/materia/index and /video): upload with
// progress, a grid, preview, copy link and delete.
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Empty, Image, Pagination, Progress, Typography, Upload } from 'antd';
import { KeyboardPopconfirm } from '../../lib/keyboard-popconfirm';
import { CopyOutlined, DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { deleteMaterial, listMaterials, uploadMaterial, type Material, type MaterialKind } from './api';
import SiteRequired from './site-required';
import { message } from '../../lib/feedback';

const PAGE_SIZE = 20;
const ACCEPT = { image: 'image/png,image/jpeg,image/gif,image/webp', video: 'video/mp4,video/webm,video/ogg' } as const;

/** Copy link gives the absolute address, usable outside the back-office. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

function Preview({ material }: { material: Material }) {
  return material.kind === 'image' ? (
    <Image src={material.url} alt={material.originalName} height={120} style={{ objectFit: 'cover' }} />
  ) : (
    <video src={material.url} controls preload="metadata" style={{ width: '100%', height: 120 }} />
  );
}

function SiteMaterials({ kind }: { kind: MaterialKind }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Material[]>([]);
  const [total, setTotal] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);

  const load = useCallback(
    () =>
      listMaterials(kind, page - 1, PAGE_SIZE).then(
        (result) => (setRows(result.content), setTotal(result.totalElements)),
      ),
    [kind, page],
  );
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);

  const upload = async (file: File) => {
    setProgress(0);
    try {
      await uploadMaterial(kind, file, setProgress);
      await load();
    } finally {
      setProgress(null);
    }
  };
  const copy = async (material: Material) => {
    await navigator.clipboard.writeText(absolute(material.url));
    message.success(t('news.materials.copied'));
  };
  const remove = async (material: Material) => {
    await deleteMaterial(material.id);
    await load();
  };

  return (
    <Card>
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', marginBottom: 16 }}>
        <Upload
          accept={ACCEPT[kind]}
          showUploadList={false}
          customRequest={({ file }) => void upload(file as File).catch(() => undefined)}
        >
          <Button type="primary" icon={<UploadOutlined />} loading={progress !== null} data-testid="material-upload">
            {t('news.materials.upload')}
          </Button>
        </Upload>
        <Typography.Text type="secondary">
          {t(kind === 'image' ? 'news.materials.imageHint' : 'news.materials.videoHint')}
        </Typography.Text>
        {progress !== null && (
          <Progress percent={progress} size="small" style={{ width: 200 }} data-testid="material-progress" />
        )}
      </div>
      {rows.length === 0 ? (
        <Empty description={t('news.materials.empty')} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12 }}>
          {rows.map((material) => (
            <Card
              key={material.id}
              size="small"
              data-testid="material-card"
              cover={<Preview material={material} />}
              actions={[
                <CopyOutlined key="copy" title={t('news.materials.copyLink')} onClick={() => void copy(material)} />,
                <KeyboardPopconfirm
                  key="del"
                  title={t('news.materials.deleteConfirm')}
                  onConfirm={() => remove(material)}
                >
                  <DeleteOutlined title={t('news.materials.delete')} data-testid="material-delete" />
                </KeyboardPopconfirm>,
              ]}
            >
              <Typography.Text ellipsis title={material.originalName}>
                {material.originalName}
              </Typography.Text>
            </Card>
          ))}
        </div>
      )}
      <Pagination
        style={{ marginTop: 16 }}
        current={page}
        pageSize={PAGE_SIZE}
        total={total}
        onChange={setPage}
        hideOnSinglePage
      />
    </Card>
  );
}

/** The materials are the current site's: without a site there is nothing to list or upload to. */
export function MaterialsPage({ kind }: { kind: MaterialKind }) {
  return (
    <SiteRequired>
      <SiteMaterials kind={kind} />
    </SiteRequired>
  );
}
