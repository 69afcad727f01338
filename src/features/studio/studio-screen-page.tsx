// One screen in the studio (/system/studioScreen?id=…, opened from the list): its JSON in the
// editor, checked by the server as the author types (the same check a write runs, every error at
// its path), saved as a draft or published with a message, and its history, where any version can
// be published again (rollback). A publish over a version someone else published meanwhile is
// refused (409) and the text kept, so nothing typed is lost.
import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Input, Modal, Result, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-error';
import { formatDateTime } from '../../lib/date-time';
import { message } from '../../lib/feedback';
import { KeyboardPopconfirm } from '../../lib/keyboard-popconfirm';
import { useAllowed } from '../../lib/permission';
import {
  checkScreenText,
  fetchStudioScreen,
  publishScreen,
  refusedErrors,
  rollbackScreen,
  saveDraft,
  type StudioCheckError,
  type StudioScreenDetail,
  type StudioVersionSummary,
} from './api';
import { ScreenEditor } from './screen-editor';

/** The check runs once typing pauses this long. */
const CHECK_AFTER_MS = 600;

type Loaded =
  { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; detail: StudioScreenDetail };

/** What the editor starts with: the newest draft, else what is served, else the file. */
const startingText = (detail: StudioScreenDetail) => detail.draft?.text ?? detail.text ?? detail.baseline ?? '';

export default function StudioScreenPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  const load = useCallback(async (): Promise<StudioScreenDetail | null> => {
    if (!id) return null;
    try {
      const detail = await fetchStudioScreen(id);
      setLoaded({ state: 'ready', detail });
      return detail;
    } catch (error) {
      setLoaded({ state: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' });
      return null;
    }
  }, [id]);
  useEffect(() => void load(), [load]);

  const backToList = (
    <Link to="/system/studio">
      <Button>{t('studio.screen.backToList')}</Button>
    </Link>
  );
  if (!id) return <Empty description={t('studio.screen.noneChosen')}>{backToList}</Empty>;
  if (loaded.state === 'loading') return <Spin />;
  if (loaded.state === 'missing')
    return <Result status="404" title={t('studio.screen.missing', { id })} extra={backToList} />;
  if (loaded.state === 'failed')
    return (
      <Result
        status="error"
        title={t('studio.screen.loadFailed')}
        extra={<Button onClick={() => void load()}>{t('studio.screen.retry')}</Button>}
      />
    );
  return <ScreenStudio key={id} id={id} detail={loaded.detail} reload={load} />;
}

function ScreenStudio(props: {
  id: string;
  detail: StudioScreenDetail;
  reload: () => Promise<StudioScreenDetail | null>;
}) {
  const { id, detail, reload } = props;
  const { t } = useTranslation();
  const mayEdit = useAllowed('studio:edit');
  const mayPublish = useAllowed('studio:publish');
  const [text, setText] = useState(() => startingText(detail));
  const [errors, setErrors] = useState<StudioCheckError[]>([]);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [publishMessage, setPublishMessage] = useState('');
  const baseVersion = detail.publishedVersion ?? 0;

  // The server's check as the author types (the writes run the same check).
  useEffect(() => {
    if (!mayEdit) return;
    let current = true;
    const timer = setTimeout(() => {
      setChecking(true);
      checkScreenText(id, text)
        .then(
          () => current && setErrors([]),
          (error: unknown) => current && setErrors(refusedErrors(error) ?? []),
        )
        .finally(() => current && setChecking(false));
    }, CHECK_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [id, text, mayEdit]);

  /**
   * Runs a write; a refused text shows its errors. After a stale base (409) the history is read
   * again, so the author sees the other version and may publish over it knowingly; the text stays.
   */
  async function write(
    run: () => Promise<StudioVersionSummary>,
    done: (written: StudioVersionSummary) => string,
    after?: (fresh: StudioScreenDetail) => void,
  ) {
    setBusy(true);
    try {
      const written = await run();
      setErrors([]);
      message.success(done(written));
      const fresh = await reload();
      if (fresh) after?.(fresh);
      return true;
    } catch (error) {
      const refused = refusedErrors(error);
      if (refused) setErrors(refused);
      message.error(error instanceof ApiError ? error.message : t('request.failed'));
      if (error instanceof ApiError && error.status === 409) await reload();
      return false;
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    write(
      () => saveDraft(id, { text, baseVersion }),
      (written) => t('studio.screen.saved', { version: written.version }),
    );
  const publish = async () => {
    const published = await write(
      () => publishScreen(id, { text, baseVersion, message: publishMessage.trim() }),
      (written) => t('studio.screen.published', { version: written.version }),
    );
    if (published) {
      setPublishing(false);
      setPublishMessage('');
    }
  };
  const rollback = (version: number) =>
    write(
      () => rollbackScreen(id, { version, baseVersion, message: t('studio.screen.rollbackMessage', { version }) }),
      (written) => t('studio.screen.rolledBack', { version, written: written.version }),
      (fresh) => setText(startingText(fresh)),
    );

  const status = checking
    ? t('studio.screen.checking')
    : errors.length
      ? t('studio.screen.errors', { count: errors.length })
      : t('studio.screen.noErrors');

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card
        size="small"
        title={
          <Space wrap>
            {t(detail.title)}
            <Typography.Text code>{id}</Typography.Text>
            <Tag>{t(`studio.origin.${detail.origin}`)}</Tag>
            <Tag>{t(`studio.state.${detail.state}`)}</Tag>
          </Space>
        }
        extra={
          <Space wrap>
            <Typography.Text type={errors.length ? 'danger' : 'secondary'} role="status">
              {status}
            </Typography.Text>
            {mayEdit && (
              <Button onClick={save} loading={busy}>
                {t('studio.screen.saveDraft')}
              </Button>
            )}
            {mayPublish && (
              <Button type="primary" onClick={() => setPublishing(true)} disabled={busy}>
                {t('studio.screen.publish')}
              </Button>
            )}
          </Space>
        }
      >
        <ScreenEditor
          text={text}
          onChange={setText}
          errors={errors}
          notJson={t('studio.screen.notJson')}
          label={t('studio.screen.editorLabel', { id })}
        />
        {errors.length > 0 && (
          <Alert
            type="error"
            style={{ marginTop: 12 }}
            message={t('studio.screen.errors', { count: errors.length })}
            description={
              <ul className="studio-errors">
                {errors.map((error) => (
                  <li key={`${error.path} ${error.message}`}>
                    <Typography.Text code>{error.path}</Typography.Text> {error.message}
                  </li>
                ))}
              </ul>
            }
          />
        )}
      </Card>
      <History
        versions={detail.versions}
        published={detail.publishedVersion}
        mayPublish={mayPublish}
        busy={busy}
        rollback={rollback}
      />
      <Modal
        open={publishing}
        title={t('studio.screen.publishTitle', { id })}
        okText={t('studio.screen.publish')}
        confirmLoading={busy}
        onOk={publish}
        onCancel={() => setPublishing(false)}
      >
        <Input.TextArea
          aria-label={t('studio.screen.publishMessage')}
          placeholder={t('studio.screen.publishMessage')}
          maxLength={500}
          showCount
          value={publishMessage}
          onChange={(event) => setPublishMessage(event.target.value)}
        />
      </Modal>
    </Space>
  );
}

function History(props: {
  versions: StudioVersionSummary[];
  published: number | null;
  mayPublish: boolean;
  busy: boolean;
  rollback: (version: number) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('studio.screen.history')}>
      <Table<StudioVersionSummary>
        rowKey="id"
        size="small"
        dataSource={props.versions}
        pagination={{ pageSize: 10 }}
        locale={{ emptyText: t('studio.screen.noVersions') }}
        columns={[
          {
            key: 'version',
            title: t('studio.list.version'),
            render: (_: unknown, item) => t('studio.list.versionNumber', { version: item.version }),
          },
          {
            key: 'state',
            title: t('studio.list.state'),
            render: (_: unknown, item) =>
              item.version === props.published ? (
                <Tag color="green">{t('studio.screen.served')}</Tag>
              ) : (
                <Tag>{t(`studio.state.${item.state}`)}</Tag>
              ),
          },
          { key: 'author', title: t('studio.screen.author'), dataIndex: 'authorName' },
          { key: 'time', title: t('studio.screen.time'), render: (_: unknown, item) => formatDateTime(item.createdAt) },
          { key: 'message', title: t('studio.list.message'), render: (_: unknown, item) => item.message || '-' },
          {
            key: 'actions',
            title: t('studio.screen.actions'),
            render: (_: unknown, item) =>
              props.mayPublish && item.version !== props.published ? (
                <KeyboardPopconfirm
                  title={t('studio.screen.rollbackConfirm', { version: item.version })}
                  onConfirm={() => props.rollback(item.version)}
                >
                  <Button size="small" disabled={props.busy}>
                    {t('studio.screen.rollback')}
                  </Button>
                </KeyboardPopconfirm>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
