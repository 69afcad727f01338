// The resource behind every `"storage": "collection"` screen: rows are the screen's form fields
// stored as one JSON document, filtered and sorted on the fields the screen declares.
import type { FieldMap } from '../repositories/list-sql';
import { collectionField, type CollectionRow } from '../repositories/collections';
import { encryptedFields, secretFields } from '../screens/form-body';
import { filterableFields } from '../screens/list-query';
import type { Resource, Row } from '../screens/resource';
import type { Screen } from '../screens/types';

const WORD_SEARCH = new Set(['Input', 'TextArea']);
const RANGES = new Set(['DateRangePicker']);

function fieldsOf(screen: Screen): FieldMap {
  const search = screen.search?.properties ?? {};
  return Object.fromEntries(
    [...filterableFields(screen)].map((field) => {
      const widget = String(search[field]?.['x-component'] ?? '');
      return [field, collectionField(field, RANGES.has(widget) ? 'range' : WORD_SEARCH.has(widget) ? 'like' : 'eq')];
    }),
  );
}

/** A stored row as the list shows it; password hashes and secrets (`x-secret`) stay on the server. */
function toRow(screen: Screen, row: CollectionRow): Row {
  const data = { ...row.data };
  for (const name of [...encryptedFields(screen), ...secretFields(screen)]) delete data[name];
  return { ...data, id: row.id, createTime: row.createdAt.toISOString(), updateTime: row.updatedAt.toISOString() };
}

export const collectionResource: Resource = {
  async list({ repos, tenantId, screen }, query) {
    const page = await repos.collections.list(tenantId, screen.id, query, fieldsOf(screen));
    return { content: page.content.map((row) => toRow(screen, row)), totalElements: page.totalElements };
  },
  async get({ repos, tenantId, screen }, id) {
    const row = await repos.collections.get(tenantId, screen.id, id);
    return row && toRow(screen, row);
  },
  async create({ repos, tenantId, screen }, body) {
    return toRow(screen, await repos.collections.insert(tenantId, screen.id, body));
  },
  async update({ repos, tenantId, screen }, id, body) {
    const row = await repos.collections.update(tenantId, screen.id, id, body);
    return row && toRow(screen, row);
  },
  remove: ({ repos, tenantId, screen }, ids) => repos.collections.remove(tenantId, screen.id, ids),
};
