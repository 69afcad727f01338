import { Checkbox } from '@formily/antd-v5/esm/checkbox';
import { DatePicker } from '@formily/antd-v5/esm/date-picker';
import { FormGrid } from '@formily/antd-v5/esm/form-grid';
import { Input } from '@formily/antd-v5/esm/input';
import { NumberPicker } from '@formily/antd-v5/esm/number-picker';
import { Password } from '@formily/antd-v5/esm/password';
import { Radio } from '@formily/antd-v5/esm/radio';
import { Select } from '@formily/antd-v5/esm/select';
import { Switch } from '@formily/antd-v5/esm/switch';
import { TreeSelect } from '@formily/antd-v5/esm/tree-select';
import type { JSXComponent } from '@formily/react';
import { DictSelect } from './dict-select';
import { FormItem } from './form-item';
import { ResourceTreeSelect } from './resource-tree-select';
import { UploadField } from './upload-field';

/**
 * Form components by the name "x-component" / "x-decorator" gives. Formily's own adapters are
 * used as they are (deep imports: the package root pulls in every antd component). The
 * meta-schema's widget enum is these keys.
 */
export const fields = {
  FormItem,
  /** Layout (a "void" node): its children in responsive columns; the search bar uses it. */
  FormGrid,
  Input,
  TextArea: Input.TextArea,
  Password,
  NumberPicker,
  Select,
  DictSelect,
  TreeSelect,
  ResourceTreeSelect,
  DatePicker,
  DateRangePicker: DatePicker.RangePicker,
  Switch,
  RadioGroup: Radio.Group,
  CheckboxGroup: Checkbox.Group,
  Upload: UploadField,
} satisfies Record<string, JSXComponent>;

export type FieldName = keyof typeof fields;
