// Import of a screen's JSON file (kept in git, exported from another back-office): the file names
// the screen by its id; it becomes that screen's newest version, a draft or, for an author who may
// publish, the version served. A refused file lists every error by path; nothing is written then.
import { useRef, useState } from 'react';
import { Button, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../lib/api-error';
import { message } from '../../lib/feedback';
import { useAllowed } from '../../lib/permission';
import { fetchStudioScreen, importScreen, refusedErrors, type StudioCheckError } from './api';
import { screenIdInText } from '../../../schemas/wire/studio';
import { CheckErrors } from './check-errors';

/** A chosen file, read: its text, the screen it names and the version it will follow (0: none yet). */
interface Chosen {
  fileName: string;
  text: string;
  id: string;
  baseVersion: number;
  exists: boolean;
}

async function versionServed(id: string): Promise<{ baseVersion: number; exists: boolean }> {
  try {
    return { baseVersion: (await fetchStudioScreen(id)).publishedVersion ?? 0, exists: true };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { baseVersion: 0, exists: false };
    throw error;
  }
}

export function ImportScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mayPublish = useAllowed('studio:publish');
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<StudioCheckError[]>([]);
  const [busy, setBusy] = useState(false);

  async function read(file: File) {
    const text = await file.text();
    const id = screenIdInText(text);
    if (!id) {
      message.error(t('studio.import.noId', { file: file.name }));
      return;
    }
    setErrors([]);
    setNote('');
    setChosen({ fileName: file.name, text, id, ...(await versionServed(id)) });
  }

  async function write(publish: boolean) {
    if (!chosen) return;
    setBusy(true);
    try {
      const written = await importScreen({
        text: chosen.text,
        baseVersion: chosen.baseVersion,
        message: note.trim() || t('studio.import.defaultMessage', { file: chosen.fileName }),
        publish,
      });
      message.success(
        t(publish ? 'studio.import.published' : 'studio.import.saved', { id: chosen.id, version: written.version }),
      );
      setChosen(null);
      navigate(`/system/studioScreen?id=${encodeURIComponent(chosen.id)}`);
    } catch (error) {
      setErrors(refusedErrors(error) ?? []);
      message.error(error instanceof ApiError ? error.message : t('request.failed'));
      // Someone published meanwhile: the import now follows their version, knowingly.
      if (error instanceof ApiError && error.status === 409)
        setChosen({ ...chosen, ...(await versionServed(chosen.id)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button onClick={() => input.current?.click()}>{t('studio.import.button')}</Button>
      <input
        ref={input}
        type="file"
        accept=".json,application/json"
        aria-label={t('studio.import.button')}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <Modal
        open={chosen !== null}
        title={t('studio.import.title', { id: chosen?.id })}
        onCancel={() => setChosen(null)}
        footer={[
          <Button key="cancel" onClick={() => setChosen(null)}>
            {t('renderer.cancel')}
          </Button>,
          <Button key="draft" loading={busy} onClick={() => void write(false)}>
            {t('studio.import.asDraft')}
          </Button>,
          mayPublish && (
            <Button key="publish" type="primary" loading={busy} onClick={() => void write(true)}>
              {t('studio.import.andPublish')}
            </Button>
          ),
        ]}
      >
        {chosen && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text>
              {chosen.exists
                ? t('studio.import.replaces', { file: chosen.fileName, id: chosen.id })
                : t('studio.import.creates', { file: chosen.fileName, id: chosen.id })}
            </Typography.Text>
            <Input.TextArea
              aria-label={t('studio.screen.publishMessage')}
              placeholder={t('studio.screen.publishMessage')}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <CheckErrors errors={errors} />
          </Space>
        )}
      </Modal>
    </>
  );
}
