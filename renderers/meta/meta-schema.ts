import { rowActions } from '../actions/registry';
import { cells } from '../cells/registry';
import { fields } from '../fields/registry';
import { namedValidators } from '../form/validators';
import { searchWidgets } from '../table/search-widgets';
import { buildMetaSchema } from './build-meta-schema';

/** The committed text of schemas/_meta/screen.schema.json, derived from the registries. */
export function metaSchemaText(): string {
  const schema = buildMetaSchema({
    fields: Object.keys(fields),
    searchWidgets: Object.keys(searchWidgets),
    cells: Object.keys(cells),
    actions: Object.keys(rowActions),
    validators: namedValidators,
  });
  return `${JSON.stringify(schema, null, 2)}\n`;
}
