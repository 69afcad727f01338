// The screen the new-screen wizard makes from its request (studio-wizard.ts): a collection screen
// whose labels are its own texts, its fields in the form and as columns, the text and dictionary
// fields marked searchable in the search bar, and one permission per action. A pure function: what
// it makes is checked like any screen the studio writes.
import {
  SCREEN_TEXT_LANGUAGES,
  screenTextPrefix,
  type Screen,
  type ScreenTexts,
} from '../../schemas/wire/screen-schema';
import { fieldColumn, fieldNode, searchNode } from '../../schemas/wire/field-nodes';
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
  const node = (field: WizardField) => [field.key, fieldNode(field, fieldKey(field))] as const;
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
            return [key, searchNode(shown)];
          }),
        ),
      },
    }),
    columns: [
      ...request.fields.map((field) => fieldColumn(field, fieldKey(field))),
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
