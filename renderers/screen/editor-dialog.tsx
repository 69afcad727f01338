import type { ISchema } from '@formily/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../src/lib/feedback';
import { useFocusReturn } from '../../src/lib/focus-return';
import { useRenderer } from '../context';
import type { Row } from '../data-provider';
import { fields } from '../fields/registry';
import { preloadWidgets } from '../lazy-widget';
import { createScreenForm } from '../form/create-screen-form';
import { FormContainer } from '../form/form-container';
import { SchemaForm } from '../form/schema-form';
import { toSubmitValues } from '../form/submit-values';
import { widgetNames } from '../form/widget-names';
import type { ScreenSchema } from '../screen-schema';
import type { Editing } from './use-editor';

interface Props {
  screen: ScreenSchema;
  editing: Editing;
  onSave: (body: Row) => Promise<void>;
  onClose: () => void;
}

/** Fetches the lazy field widgets (date pickers, uploads…) the screen's forms name. */
export function preloadFormWidgets(screen: ScreenSchema): Promise<unknown> {
  return preloadWidgets(fields, widgetNames(screen.detail, widgetNames(screen.form)));
}

/** The add, edit or read-only detail form of a screen, in its modal or drawer. */
export function EditorDialog({ screen, editing, onSave, onClose }: Props) {
  const { t } = useTranslation();
  const { encrypt } = useRenderer();
  const [saving, setSaving] = useState(false);
  useFocusReturn();
  const readOnly = editing.mode === 'detail';
  const schema: ISchema = (readOnly ? (screen.detail ?? screen.form) : screen.form) ?? {};
  const initialValues = editing.mode === 'add' ? undefined : editing.record;
  const form = useMemo(() => createScreenForm({ initialValues, readPretty: readOnly }), [initialValues, readOnly]);

  const submit = () => {
    setSaving(true);
    form
      .submit(async (values: Row) => onSave(await toSubmitValues(values, schema, encrypt)))
      // Validation failures are shown on the fields; provider errors by the app's API client.
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  // Esc, the × and 取消 alike: what was typed is not thrown away without asking.
  const close = () => {
    if (!form.modified) return onClose();
    void confirmDialog({
      title: t('renderer.discardChanges'),
      okText: t('renderer.ok'),
      cancelText: t('renderer.cancel'),
      onOk: onClose,
    });
  };

  return (
    <FormContainer
      container={screen.formContainer}
      title={t(`renderer.${editing.mode}`)}
      open
      saving={saving}
      onOk={readOnly ? undefined : submit}
      onClose={close}
    >
      <SchemaForm form={form} schema={schema} path={readOnly && screen.detail ? 'detail' : 'form'} layout="vertical" />
    </FormContainer>
  );
}
