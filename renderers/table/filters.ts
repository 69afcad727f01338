import type { Filter, Row } from '../data-provider';

/** Search-form values as provider filters: empty values are dropped, two-item arrays are ranges. */
export function toFilters(values: Row): Filter[] {
  return Object.entries(values)
    .filter(
      ([, value]) =>
        value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
    )
    .map(([field, value]) =>
      Array.isArray(value) && value.length === 2
        ? { field, operator: 'between', value }
        : { field, operator: 'eq', value },
    );
}
