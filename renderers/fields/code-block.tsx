// A read-only, copyable code block built from a template and the form's values, e.g. a widget's
// embed code: `"x-component": "CodeBlock", "x-component-props": { "template": "<iframe
// src=\"{$origin}/chat/visitor?siteKey={siteKey}\">" }` on a "void" node. `{$origin}` is the
// page's origin; other placeholders name form values (actions/template.ts). Shows nothing until
// every named value is there. `{$query}` is the optional query parameters: `"query": { "language":
// "embedLanguage" }` adds `&language=<value>` while the form value embedLanguage is not empty.
import { Typography } from 'antd';
import { observer, useForm } from '@formily/react';
import { fillText } from '../actions/template';

interface Props {
  template: string;
  /** Query parameter name → the form value it carries, left out while that value is empty. */
  query?: Record<string, string>;
  'data-testid'?: string;
}

const NAMES = /\{(\$?[A-Za-z0-9_]+)\}/g;

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

export const CodeBlock = observer(({ template, query = {}, ...rest }: Props) => {
  const form = useForm();
  const formValues = form.values as Record<string, unknown>;
  const values: Record<string, unknown> = {
    ...formValues,
    $origin: window.location.origin,
    $query: Object.entries(query)
      .filter(([, field]) => !isEmpty(formValues[field]))
      .map(([name, field]) => `&${encodeURIComponent(name)}=${encodeURIComponent(String(formValues[field]))}`)
      .join(''),
  };
  const complete = [...template.matchAll(NAMES)].every(([, name]) => name === '$query' || !isEmpty(values[name!]));
  if (!complete) return null;
  return (
    <Typography.Paragraph copyable code data-testid={rest['data-testid']}>
      {fillText(template, values)}
    </Typography.Paragraph>
  );
});
