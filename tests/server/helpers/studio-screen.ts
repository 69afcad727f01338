// A screen a tenant makes in the studio, for the studio's server and e2e tests: collection storage,
// the seeded catalogue permissions and texts, a required `name`, and any further required fields.
import type { Screen } from '../../../server/screens/types';

export function studioScreen(id: string, listApi: string, fields: Record<string, object> = {}): Screen {
  return {
    id,
    title: 'menu.tools.catalogue',
    storage: 'collection',
    api: { list: listApi },
    permissions: { list: 'catalogue:list', add: 'catalogue:add', edit: 'catalogue:edit', del: 'catalogue:del' },
    columns: [{ key: 'name', title: 'tools.catalogue.name' }],
    form: {
      type: 'object',
      required: ['name', ...Object.keys(fields)],
      properties: {
        name: {
          type: 'string',
          title: 'tools.catalogue.name',
          maxLength: 60,
          'x-decorator': 'FormItem',
          'x-component': 'Input',
        },
        ...fields,
      },
    },
  } as Screen;
}
