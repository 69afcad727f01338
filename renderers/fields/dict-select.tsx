import { Select } from '@formily/antd-v5/esm/select';
import type { Field } from '@formily/core';
import { useField } from '@formily/react';
import { useEffect, type ComponentProps } from 'react';
import { useDict } from '../dict/use-dict';

/** A Select whose options are a dictionary (`"x-component-props": { "dict": "user_status" }`). */
export function DictSelect({ dict, ...props }: ComponentProps<typeof Select> & { dict: string }) {
  const field = useField<Field>();
  const items = useDict(dict);
  // Through the field's dataSource, so Formily's read-pretty view shows the label too.
  useEffect(() => field.setDataSource(items), [field, items]);
  return <Select {...props} />;
}
