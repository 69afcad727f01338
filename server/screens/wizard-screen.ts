// The screen the new-screen wizard makes from its request (studio-wizard.ts): a collection screen
// whose labels are its own texts, its fields in the form and as columns, the text and dictionary
// fields marked searchable in the search bar, and one permission per action. A pure function: what
// it makes is checked like any screen the studio writes.
import {
  SCREEN_TEXT_LANGUAGES,
  screenTextPrefix,
  type Screen,
  type ScreenColumn,
  type ScreenTexts,
} from '../../schemas/wire/screen-schema';
import type { WizardField, WizardRequest } from '../../schemas/wire/studio';
import type { FormNode } from './types';

/** The five buttons of a made screen, each a permission `<name>:<action>`. */
export const WIZARD_ACTIONS = ['list', 'add', 'edit', 'del', 'export'] as const;

/** Where a made screen lives, from its id: `crm/my-suppliers` → route name and API path
 * `crmMySuppliers`, menu path `my-suppliers` (in its folder), permissions `crmMySuppliers:list` …. */
export function wizardRoute(id: string) {
  const name = id.replace(/[/_-]+([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
  return {
    name,
    path: id.split('/').at(-1)!,
    permissions: Object.fromEntries(WIZARD_ACTIONS.map((action) => [action, `${name}:${action}`])) as Record<
      (typeof WIZARD_ACTIONS)[number],
      string
    >,
  };
}

const TEXT_LIMITS = { Input: 100, TextArea: 2000 } as const;
const DATE = '\\d{4}-\\d{2}-\\d{2}';

function formNode(field: WizardField, title: string): FormNode {
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
      return { type: 'string', ...shown, maxLength: 100, 'x-component-props': { dict: field.dict ?? '' } };
  }
}

function column(field: WizardField, title: string): ScreenColumn {
  if (field.widget === 'DictSelect') return { key: field.key, title, cell: 'dict', props: { dict: field.dict ?? '' } };
  if (field.widget === 'DatePicker') return { key: field.key, title, cell: 'date' };
  if (field.widget === 'Switch') return { key: field.key, title, cell: 'switch' };
  return { key: field.key, title };
}

const searchable = (field: WizardField) =>
  field.searchable === true && (field.widget === 'Input' || field.widget === 'DictSelect');

export function wizardScreen(request: WizardRequest): Screen<FormNode> {
  const prefix = screenTextPrefix(request.id);
  const { name, permissions } = wizardRoute(request.id);
  const titleKey = `${prefix}title`;
  const fieldKey = (field: WizardField) => `${prefix}field.${field.key}`;
  const texts = Object.fromEntries(
    SCREEN_TEXT_LANGUAGES.map((language) => [
      language,
      Object.fromEntries([
        [titleKey, request.titles[language]],
        ...request.fields.map((field) => [fieldKey(field), field.titles[language]]),
      ]),
    ]),
  ) as ScreenTexts;
  const node = (field: WizardField) => [field.key, formNode(field, fieldKey(field))] as const;
  const searched = request.fields.filter(searchable);
  return {
    id: request.id,
    title: titleKey,
    texts,
    storage: 'collection',
    api: { list: `api/${name}` },
    permissions: { ...permissions, detail: permissions.list },
    ...(searched.length > 0 && {
      search: {
        type: 'object',
        properties: Object.fromEntries(
          searched.map((field) => {
            const [key, shown] = node(field);
            // A search field is a bare control: none of the form's limits.
            const { minLength: _min, maxLength: _max, pattern: _pattern, default: _default, ...bare } = shown;
            return [key, bare];
          }),
        ),
      },
    }),
    columns: [
      ...request.fields.map((field) => column(field, fieldKey(field))),
      { key: 'createTime', title: 'tools.common.createTime', cell: 'date' },
      { key: 'action', title: 'tools.common.action', cell: 'actions', fixed: 'right' },
    ],
    form: {
      type: 'object',
      required: request.fields.filter((field) => field.required).map((field) => field.key),
      properties: Object.fromEntries(request.fields.map(node)),
    },
  };
}
