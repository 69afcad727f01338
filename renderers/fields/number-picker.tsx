import { NumberPicker as FormilyNumberPicker } from '@formily/antd-v5/esm/number-picker';
import type { ComponentProps } from 'react';

/**
 * Formily's NumberPicker without antd's clamping: antd replaces a typed value beyond `min`/`max`
 * by the bound when the field is left, so 99999 in a port became 65535 unseen. Here the value
 * stays as typed and the schema's `minimum`/`maximum` say it is out of range, as the server does.
 */
export function NumberPicker({ min: _min, max: _max, ...props }: ComponentProps<typeof FormilyNumberPicker>) {
  return <FormilyNumberPicker {...props} />;
}
