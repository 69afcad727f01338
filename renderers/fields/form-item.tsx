import { FormItem as FormilyFormItem } from '@formily/antd-v5/esm/form-item';
import { isField } from '@formily/core';
import { observer, useField } from '@formily/react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Formily's FormItem with translated messages: named validators and schema rules carry i18n
 * keys, Formily's built-in messages are already text (they follow setValidateLanguage).
 */
export const FormItem = observer((props: ComponentProps<typeof FormilyFormItem>) => {
  const field = useField();
  const { t, i18n } = useTranslation();
  const errors = isField(field) ? field.selfErrors : [];
  const feedbackText = errors.length
    ? errors.map((message) => (i18n.exists(message) ? t(message) : message)).join(', ')
    : undefined;
  return <FormilyFormItem {...props} feedbackText={feedbackText} />;
});
