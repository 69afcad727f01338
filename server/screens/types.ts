// The parts of a screen schema (docs/schemas.md) the server reads. The browser has its own,
// richer type in renderers/; the JSON file is what both share, never code.

export type ScreenAction = 'list' | 'add' | 'edit' | 'del' | 'detail' | 'export';

/** A Formily schema node that is also JSON Schema once its x-* keys are dropped. */
export interface FormNode {
  type?: string;
  title?: string;
  description?: string;
  required?: string[];
  properties?: Record<string, FormNode>;
  items?: FormNode;
  [key: string]: unknown;
}

export interface ScreenColumn {
  key: string;
  title: string;
  cell?: string;
  props?: Record<string, unknown>;
  sortable?: boolean;
}

export interface Screen {
  id: string;
  title: string;
  api: { list: string; get?: string; create?: string; update?: string; remove?: string };
  permissions?: Partial<Record<ScreenAction, string | string[]>>;
  rowKey?: string;
  search?: FormNode;
  columns: ScreenColumn[];
  links?: { to: string; title: string; permission?: string | string[] }[];
  form?: FormNode;
  detail?: FormNode;
  tree?: { parentKey: string; childrenKey?: string };
  pagination?: boolean;
  storage?: 'collection';
}
