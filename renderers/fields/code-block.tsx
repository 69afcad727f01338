// A read-only, copyable code block built from a template and the form's values, e.g. a widget's
// embed code: `"x-component": "CodeBlock", "x-component-props": { "template": "<iframe
// src=\"{$origin}/chat/visitor?siteKey={siteKey}\">" }` on a "void" node. `{$origin}` is the
// page's origin; other placeholders name form values (actions/template.ts). Shows nothing until
// every named value is there.
import { Typography } from 'antd';
import { observer, useForm } from '@formily/react';
import { fillText } from '../actions/template';

interface Props {
  template: string;
  'data-testid'?: string;
}

const NAMES = /\{(\$?[A-Za-z0-9_]+)\}/g;

export const CodeBlock = observer(({ template, ...rest }: Props) => {
  const form = useForm();
  const values: Record<string, unknown> = {
    ...(form.values as Record<string, unknown>),
    $origin: window.location.origin,
  };
  const complete = [...template.matchAll(NAMES)].every(
    ([, name]) => values[name!] !== undefined && values[name!] !== '',
  );
  if (!complete) return null;
  return (
    <Typography.Paragraph copyable code data-testid={rest['data-testid']}>
      {fillText(template, values)}
    </Typography.Paragraph>
  );
});
