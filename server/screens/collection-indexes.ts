// The indexes a `"storage": "collection"` screen's rows need, decided by what its list lets a
// caller ask: each sortable column and each search field gets an index over its JSON key (or the
// row's own timestamp), partial on the screen and led by the tenant, written with the very
// expression and type the list SQL compares (repositories/collections.ts collectionField), so the
// planner can use it. Substring search gets a trigram index. server/services/collection-indexes.ts
// creates and drops them.
import { createHash } from 'node:crypto';
import { COLLECTION_INDEX_PREFIX, type CollectionIndex } from '../repositories/collection-indexes';
import type { FieldType, SearchMatch } from '../repositories/collections';
import { searchedColumns, searchFieldOf, sortableFields } from './list-query';
import type { Screen } from './types';

const WORD_SEARCH = new Set(['Input', 'TextArea']);
const RANGES = new Set(['DateRangePicker']);
const NUMBERS = new Set(['number', 'integer']);
/** API fields that are the row's own timestamp columns, not keys of its document. */
export const ROW_TIMESTAMPS: Record<string, string> = { createTime: 'created_at', updateTime: 'updated_at' };

/**
 * How a column filters, by the widget of the search field that matches it (`x-search-fields`, else
 * the field of its name): a word box searches substrings, a range picker two values.
 */
export function searchMatch(screen: Screen, field: string): SearchMatch {
  const searchField = searchFieldOf(screen, field) ?? field;
  const widget = String(screen.search?.properties?.[searchField]?.['x-component'] ?? '');
  return RANGES.has(widget) ? 'range' : WORD_SEARCH.has(widget) ? 'like' : 'eq';
}

/** The type a field's JSON value holds: its form property's. */
export const fieldType = (screen: Screen, field: string): FieldType =>
  NUMBERS.has(String(screen.form?.properties?.[field]?.type)) ? 'number' : 'text';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A deterministic name from the screen, the field and the definition: a changed definition is a new index. */
function indexName(screenId: string, field: string, definition: string): string {
  const readable = `${screenId}_${field}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 40);
  return `${COLLECTION_INDEX_PREFIX}${readable}_${createHash('sha1').update(definition).digest('hex').slice(0, 10)}`;
}

/** The indexed expressions of one field, as the list SQL writes its sort and comparisons. */
function fieldIndexes(screen: Screen, field: string, sortable: boolean): string[] {
  const column = ROW_TIMESTAMPS[field];
  if (column) return [`(tenant_id, ${column}, id)`];
  const key = literal(field);
  const number = fieldType(screen, field) === 'number';
  const match = searchFieldOf(screen, field) ? searchMatch(screen, field) : null;
  const indexes: string[] = [];
  // Every sort reads the JSON value, and a number compares as one: a btree over data->key.
  if (sortable || (number && match !== 'like')) indexes.push(`(tenant_id, (data -> ${key}), id)`);
  if (match === 'like') indexes.push(`USING gin ((data ->> ${key}) gin_trgm_ops)`);
  else if (match && !number) indexes.push(`(tenant_id, (data ->> ${key}), id)`);
  return indexes;
}

/** Every index one collection screen's list needs (none for other screens). */
export function collectionIndexes(screen: Screen): CollectionIndex[] {
  if (screen.storage !== 'collection') return [];
  const sortable = sortableFields(screen);
  const where = `WHERE screen_id = ${literal(screen.id)}`;
  const searched = Object.keys(screen.search?.properties ?? {}).flatMap((field) => searchedColumns(screen, field));
  return [...new Set([...sortable, ...searched])].flatMap((field) =>
    fieldIndexes(screen, field, sortable.has(field)).map((columns) => {
      const definition = `${columns} ${where}`;
      return { name: indexName(screen.id, field, definition), definition, trigram: columns.includes('gin_trgm_ops') };
    }),
  );
}
