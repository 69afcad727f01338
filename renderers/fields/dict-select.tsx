import { Select } from '@formily/antd-v5/esm/select';
import type { Field } from '@formily/core';
import { useField, useForm } from '@formily/react';
import { useEffect, useMemo, type ComponentProps } from 'react';
import { useDict } from '../dict/use-dict';

interface Props extends ComponentProps<typeof Select> {
  dict: string;
  /**
   * A state that moves along a server-side flow (an order's status): offer only the value the row
   * was opened with and those its `nextValues[<field>]` lists, which the server sends with each
   * row. A new row has none, so it is offered only its starting value.
   */
  flow?: boolean;
}

/** A Select whose options are a dictionary (`"x-component-props": { "dict": "user_status" }`). */
export function DictSelect({ dict, flow, ...props }: Props) {
  const field = useField<Field>();
  const form = useForm();
  const items = useDict(dict);
  const opened: unknown = field.initialValue;
  const next = (form.initialValues as { nextValues?: Record<string, unknown[]> }).nextValues?.[
    String(field.props.name)
  ];
  const offered = useMemo(() => {
    if (!flow) return items;
    const allowed = new Set([opened, ...(next ?? [])]);
    return items.filter((item) => allowed.has(item.value));
  }, [flow, items, opened, next]);
  // Through the field's dataSource, so Formily's read-pretty view shows the label too.
  useEffect(() => field.setDataSource(offered), [field, offered]);
  return <Select {...props} />;
}
