// The screen as the real renderer draws it, beside the editor: the last text that passed the
// check, so a half-typed edit never breaks it (a text with errors keeps the last good one, and
// says so). Reads go to the screen's API, or to sample rows for a screen not served yet
// (preview-data.ts); nothing is written from here.
import { useMemo } from 'react';
import { Alert, Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScreenSchema } from '../../../renderers/screen-schema';
import { SchemaScreen } from '../../../renderers/screen/schema-screen';
import { encryptPassword } from '../../lib/crypto';
import { dataProvider } from '../../lib/data-provider';
import { addScreenTexts } from '../../lib/i18n';
import { message } from '../../lib/feedback';
import { can } from '../../lib/permission';
import { loadScreen } from '../../lib/screens';
import { previewDataProvider, sampleOf } from './preview-data';

export interface PreviewedScreen {
  /** The parsed text; each new one is drawn afresh. */
  screen: ScreenSchema & { id: string };
  /** Counts the texts previewed, so each one mounts a new renderer. */
  serial: number;
}

interface Props {
  previewed: PreviewedScreen | null;
  /** The text in the editor has errors now: what is shown is the last text without. */
  stale: boolean;
  /** False for a screen the tenant is not served yet: it has no API, so it shows sample rows. */
  served: boolean;
}

export function ScreenPreview({ previewed, stale, served }: Props) {
  const { t } = useTranslation();
  // The edited texts replace the published ones in this page's texts until it reloads: their keys
  // are this screen's only (the check refuses others).
  useMemo(() => previewed?.screen.texts && addScreenTexts(previewed.screen.texts), [previewed]);
  const services = useMemo(() => {
    const sample =
      !served && previewed ? sampleOf(previewed.screen, (n) => t('studio.preview.sampleText', { n })) : undefined;
    const refused = () => void message.warning(t('studio.preview.notSaved'));
    return { dataProvider: previewDataProvider(dataProvider, refused, sample), can, encrypt: encryptPassword };
  }, [previewed, served, t]);

  return (
    <Card
      size="small"
      title={t('studio.preview.title')}
      extra={!served && <Tag color="blue">{t('studio.preview.sampleRows')}</Tag>}
      data-testid="studio-preview"
    >
      {stale && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('studio.preview.stale')} />}
      {previewed ? (
        <SchemaScreen key={previewed.serial} screen={previewed.screen} services={services} loadScreen={loadScreen} />
      ) : (
        <Alert type="info" message={t('studio.preview.none')} />
      )}
    </Card>
  );
}
