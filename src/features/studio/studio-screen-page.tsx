// One screen in the studio (/system/studioScreen?id=…, opened from the list): its JSON in the
// editor, or its fields in the form panel (form-panel.tsx), beside a preview drawn by the real
// renderer (screen-preview.tsx), checked by the server
// as the author types (the same check a write runs, every error at its path), saved as a draft or
// published with a message, and its history, where any version can be published again (rollback)
// or compared with another; what is served downloads as its JSON file. A publish over a version
// someone else published meanwhile is refused (409) and the text kept, so nothing typed is lost.
import { useCallback, useEffect, useState } from 'react';
import { Button, Card, Col, Empty, Result, Row, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../lib/api-error';
import { message } from '../../lib/feedback';
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
import { CheckErrors } from './check-errors';
import { FormPanel } from './form-panel';
import { downloadScreenFile } from './screen-file';
import { ScreenEditor } from './screen-editor';
import { ScreenHistory } from './screen-history';
import { PublishDialog } from './publish-dialog';
import { ScreenPreview, type PreviewedScreen } from './screen-preview';

/** The check runs once typing pauses this long. */
const CHECK_AFTER_MS = 600;

type Loaded =
  { state: 'loading' } | { state: 'missing' } | { state: 'failed' } | { state: 'ready'; detail: StudioScreenDetail };

/** A text to preview: it parses (the check has passed it), numbered so each one draws afresh. */
function previewOf(text: string, serial: number): PreviewedScreen | null {
  try {
    return { screen: JSON.parse(text) as PreviewedScreen['screen'], serial };
  } catch {
    return null;
  }
}

/** What the editor starts with: the newest draft, else what is served, else the file. */
const startingText = (detail: StudioScreenDetail) => detail.draft?.text ?? detail.text ?? detail.baseline ?? '';

export default function StudioScreenPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id');
  const diffOf = Number(search.get('diff')) || undefined;
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
  return <ScreenStudio key={id} id={id} detail={loaded.detail} reload={load} diffOf={diffOf} />;
}

function ScreenStudio(props: {
  id: string;
  detail: StudioScreenDetail;
  reload: () => Promise<StudioScreenDetail | null>;
  /** A version whose changes are shown on opening (`?diff=`, the audit log's link). */
  diffOf?: number;
}) {
  const { id, detail, reload, diffOf } = props;
  const { t } = useTranslation();
  const mayEdit = useAllowed('studio:edit');
  const mayPublish = useAllowed('studio:publish');
  const [text, setText] = useState(() => startingText(detail));
  const [errors, setErrors] = useState<StudioCheckError[]>([]);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [publishing, setPublishing] = useState(false);
  // What a stored version holds passed the check when it was written.
  const [previewed, setPreviewed] = useState(() => previewOf(startingText(detail), 0));
  const baseVersion = detail.publishedVersion ?? 0;

  // The server's check as the author types (the writes run the same check).
  useEffect(() => {
    if (!mayEdit) return;
    let current = true;
    const timer = setTimeout(() => {
      setChecking(true);
      checkScreenText(id, text)
        .then(
          () => {
            if (!current) return;
            setErrors([]);
            setPreviewed((last) => previewOf(text, (last?.serial ?? 0) + 1) ?? last);
          },
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
  const publish = async (publishMessage: string, fill: Record<string, unknown>) => {
    const published = await write(
      () => publishScreen(id, { text, baseVersion, message: publishMessage, fill }),
      (written) => t('studio.screen.published', { version: written.version }),
    );
    if (published) setPublishing(false);
    return published;
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
            {detail.text !== null && (
              <Button onClick={() => downloadScreenFile(id, detail.text!)}>{t('studio.screen.export')}</Button>
            )}
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
        <Row gutter={[16, 16]}>
          <Col xs={24} xxl={12}>
            <Tabs
              size="small"
              items={[
                {
                  key: 'json',
                  label: t('studio.panel.tabJson'),
                  children: (
                    <ScreenEditor
                      text={text}
                      onChange={setText}
                      errors={errors}
                      notJson={t('studio.screen.notJson')}
                      label={t('studio.screen.editorLabel', { id })}
                    />
                  ),
                },
                {
                  key: 'panel',
                  label: t('studio.panel.tabPanel'),
                  children: <FormPanel text={text} onChange={setText} editable={mayEdit} />,
                },
              ]}
            />
            <CheckErrors errors={errors} />
          </Col>
          <Col xs={24} xxl={12}>
            <ScreenPreview
              previewed={previewed}
              stale={errors.length > 0}
              served={detail.origin !== 'custom' || detail.publishedVersion !== null}
            />
          </Col>
        </Row>
      </Card>
      <ScreenHistory
        id={id}
        versions={detail.versions}
        published={detail.publishedVersion}
        editorText={text}
        mayPublish={mayPublish}
        busy={busy}
        rollback={rollback}
        diffOf={diffOf}
      />
      <PublishDialog
        id={id}
        text={text}
        open={publishing}
        busy={busy}
        onCancel={() => setPublishing(false)}
        onPublish={publish}
      />
    </Space>
  );
}
