// How a field of a collection screen is written in its schema, from the few choices an author
// makes (a widget, required, a length, a dictionary): its form node, its column and its search
// node. The new-screen wizard (server/screens/wizard-screen.ts) and the studio's form panel
// (src/features/studio/form-panel.tsx) both write fields this way, so a field looks the same
// whichever made it.
import type { FormNode, ScreenColumn } from './screen-schema';
import type { WizardWidget } from './studio';

export interface FieldChoices {
  widget: WizardWidget;
  required: boolean;
  /** A text's longest length (Input, TextArea); a default limit otherwise. */
  maxLength?: number;
  /** The dictionary of a DictSelect. */
  dict?: string;
}

/** The longest text a field takes when the author names no limit. */
export const TEXT_LIMITS = { Input: 100, TextArea: 2000, DictSelect: 100 } as const;
const DATE = '\\d{4}-\\d{2}-\\d{2}';

/** The JSON type a widget's value has. */
export const widgetType = (widget: string): FormNode['type'] =>
  widget === 'NumberPicker' ? 'number' : widget === 'Switch' ? 'boolean' : 'string';

/** A form field: its type, its control and the limits its value keeps on both sides. */
export function fieldNode(field: FieldChoices, title: string): FormNode {
  const shown = { title, 'x-decorator': 'FormItem', 'x-component': field.widget };
  switch (field.widget) {
    case 'Input':
    case 'TextArea':
      return {
        type: 'string',
        ...shown,
        ...(field.required ? { minLength: 1 } : {}),
        maxLength: field.maxLength ?? TEXT_LIMITS[field.widget],
      };
    case 'NumberPicker':
      return { type: 'number', ...shown };
    case 'DatePicker':
      return {
        type: 'string',
        ...shown,
        pattern: field.required ? `^${DATE}$` : `^$|^${DATE}$`,
        'x-component-props': { format: 'YYYY-MM-DD' },
      };
    case 'Switch':
      return { type: 'boolean', default: false, ...shown };
    case 'DictSelect':
      return {
        type: 'string',
        ...shown,
        maxLength: TEXT_LIMITS.DictSelect,
        'x-component-props': { dict: field.dict ?? '' },
      };
  }
}

/** The list's column of a field: a dictionary's label, a date or a switch shown as such. */
export function fieldColumn(
  field: Pick<FieldChoices, 'widget' | 'dict'> & { key: string },
  title: string,
): ScreenColumn {
  if (field.widget === 'DictSelect') return { key: field.key, title, cell: 'dict', props: { dict: field.dict ?? '' } };
  if (field.widget === 'DatePicker') return { key: field.key, title, cell: 'date' };
  if (field.widget === 'Switch') return { key: field.key, title, cell: 'switch' };
  return { key: field.key, title };
}

/** A search bar field: the form node's control without the form's limits (a search asks, it does not store). */
export function searchNode(node: FormNode): FormNode {
  const { minLength: _min, maxLength: _max, pattern: _pattern, default: _default, ...bare } = node;
  return bare;
}
