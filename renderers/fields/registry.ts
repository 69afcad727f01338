import { Checkbox } from '@formily/antd-v5/esm/checkbox';
import { FormGrid } from '@formily/antd-v5/esm/form-grid';
import { Input } from '@formily/antd-v5/esm/input';
import { Password } from '@formily/antd-v5/esm/password';
import { Select } from '@formily/antd-v5/esm/select';
import { Switch } from '@formily/antd-v5/esm/switch';
import type { JSXComponent } from '@formily/react';
import { fieldFallback, lazyWidget } from '../lazy-widget';
import { DictSelect } from './dict-select';
import { FormItem } from './form-item';
import { UploadField } from './upload-field';

/**
 * Form components by the name "x-component" / "x-decorator" gives. Formily's own adapters are
 * used as they are (deep imports: the package root pulls in every antd component). The
 * meta-schema's widget enum is these keys.
 *
 * An entry is either a component imported here (the light ones every screen shares: their antd
 * parts are on the page anyway) or `lazyWidget(() => import(…).then((m) => m.X), fieldFallback)`
 * for a heavy one, whose chunk loads only when a schema names it (docs/performance.md).
 */
export const fields = {
  FormItem,
  /** Layout (a "void" node): its children in responsive columns; the search bar uses it. */
  FormGrid,
  Input,
  TextArea: Input.TextArea,
  Password,
  NumberPicker: lazyWidget(() => import('./number-picker').then((m) => m.NumberPicker), fieldFallback),
  Select,
  DictSelect,
  TreeSelect: lazyWidget(() => import('@formily/antd-v5/esm/tree-select').then((m) => m.TreeSelect), fieldFallback),
  ResourceTreeSelect: lazyWidget(
    () => import('./resource-tree-select').then((m) => m.ResourceTreeSelect),
    fieldFallback,
  ),
  DatePicker: lazyWidget(() => import('@formily/antd-v5/esm/date-picker').then((m) => m.DatePicker), fieldFallback),
  DateRangePicker: lazyWidget(
    () => import('@formily/antd-v5/esm/date-picker').then((m) => m.DatePicker.RangePicker),
    fieldFallback,
  ),
  Switch,
  RadioGroup: lazyWidget(() => import('@formily/antd-v5/esm/radio').then((m) => m.Radio.Group), fieldFallback),
  CheckboxGroup: Checkbox.Group,
  Upload: UploadField,
  /** Read-only: a copyable code block from a template and the form's values (an embed code). */
  CodeBlock: lazyWidget(() => import('./code-block').then((m) => m.CodeBlock), fieldFallback),
} satisfies Record<string, JSXComponent>;

export type FieldName = keyof typeof fields;
