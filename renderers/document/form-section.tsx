// A document section with a form: its values come from the document (with `languageHeader`, until
// another language is picked: then from the screen's load call again in the language picked), and
// its own `save` call sends them, in the section's language. Only with the screen's edit permission
// and a `save` are the fields editable and the save button there.
import { Button, Card, Segmented, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCall } from '../actions/screen-calls';
import { useRenderer } from '../context';
import type { Row } from '../data-provider';
import { createScreenForm } from '../form/create-screen-form';
import { SchemaForm } from '../form/schema-form';
import { toSubmitValues } from '../form/submit-values';
import type { DocumentSchema, DocumentSection } from '../screen-schema';
import { DOCUMENT_LANGUAGES, type DocumentLanguage } from './languages';
import { message } from '../../src/lib/feedback';

interface Props {
  screen: DocumentSchema;
  section: DocumentSection;
  /** The loaded document; undefined while loading. */
  document: Row | undefined;
  /** The language the document was loaded in, where a language section starts. */
  documentLanguage: DocumentLanguage;
  editable: boolean;
}

export function FormSection({ screen, section, document, documentLanguage, editable }: Props) {
  const { t } = useTranslation();
  const { dataProvider, encrypt } = useRenderer();
  // Undefined until the user picks a language: the section shows the document as loaded.
  const [picked, setPicked] = useState<DocumentLanguage>();
  const [own, setOwn] = useState<Row>();
  const [saving, setSaving] = useState(false);
  const form = useMemo(() => createScreenForm(), []);
  const language = picked ?? documentLanguage;
  const headers = section.languageHeader ? { Language: language } : undefined;
  const values = section.languageHeader && picked ? own : document;
  const canSave = editable && section.save !== undefined;

  // After a pick a language section loads the document itself, in that language; the latest pick wins.
  useEffect(() => {
    if (!section.languageHeader || !picked) return;
    let latest = true;
    setOwn(undefined);
    sendCall(dataProvider, screen.load, {}, { Language: picked })
      .then((loaded) => latest && setOwn(loaded as Row))
      // A failed load is reported by the app's API client; the fields stay disabled.
      .catch(() => undefined);
    return () => {
      latest = false;
    };
  }, [dataProvider, screen.load, section.languageHeader, picked]);

  useEffect(() => {
    if (values) form.setValues(values, 'overwrite');
    form.setPattern(canSave && values ? 'editable' : 'disabled');
  }, [form, values, canSave]);

  const save = () => {
    const call = section.save!;
    setSaving(true);
    form
      .submit(async (submitted: Row) => {
        const body = await toSubmitValues(submitted, section.form ?? {}, encrypt);
        await sendCall(
          dataProvider,
          call.body === undefined ? { ...call, body: '{$values}' } : call,
          { ...body, $values: body },
          headers,
        );
        void message.success(t('renderer.saved'));
      })
      // Validation failures are shown on the fields; HTTP failures by the app's API client.
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  return (
    <Card size="small" title={t(section.title)} data-testid={`section-${section.key}`}>
      {section.languageHeader && (
        <Space style={{ marginBottom: 16 }}>
          <span>{t('renderer.language')}</span>
          <Segmented<DocumentLanguage>
            value={language}
            onChange={setPicked}
            options={DOCUMENT_LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
            aria-label={t('renderer.language')}
          />
        </Space>
      )}
      <SchemaForm
        form={form}
        schema={section.form ?? {}}
        path={`sections.${section.key}.form`}
        layout="vertical"
        style={{ maxWidth: 640 }}
      />
      {canSave && (
        <Button type="primary" loading={saving} onClick={save}>
          {t('renderer.save')}
        </Button>
      )}
    </Card>
  );
}
