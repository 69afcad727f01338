import { Form as FormilyForm } from '@formily/antd-v5/esm/form';
import { setValidateLanguage, type Form } from '@formily/core';
import type { ISchema } from '@formily/react';
import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { fields } from '../fields/registry';
import { toBrowserSchema } from './browser-schema';
import { withConditionalRules } from './conditional-rules';
import { SchemaField } from './schema-field';

interface Props extends Omit<ComponentProps<typeof FormilyForm>, 'form'> {
  form: Form;
  schema: ISchema;
  /** Where the schema sits in its screen file, shown by the unknown-widget box. */
  path: string;
}

/** Renders a stored form schema with the shared SchemaField, in the current language. */
export function SchemaForm({ form, schema, path, ...layout }: Props) {
  const { t, i18n } = useTranslation();
  // Formily's built-in messages (required, minLength…) follow the interface language.
  setValidateLanguage(i18n.language.replace('_', '-'));
  const browserSchema = useMemo(
    () => toBrowserSchema(withConditionalRules(schema), t, fields, path),
    [schema, t, path],
  );
  return (
    <FormilyForm form={form} {...layout}>
      <SchemaField schema={browserSchema} />
    </FormilyForm>
  );
}
