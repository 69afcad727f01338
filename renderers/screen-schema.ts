import type { ISchema } from '@formily/react';
import type { RouteLink } from './links/route-links';
import type { Permission } from './permissions';

/** The actions a screen can gate by permission; see docs/schemas.md. */
export type ScreenAction = 'list' | 'add' | 'edit' | 'del' | 'detail' | 'export';

export interface ColumnSchema {
  key: string;
  /** i18n key. */
  title: string;
  /** A cell registry name (renderers/cells/registry.ts); defaults to "text". */
  cell?: string;
  props?: Record<string, unknown>;
  sortable?: boolean;
  /** Hidden at first; the user can show it from the column settings. */
  hidden?: boolean;
  width?: number;
  fixed?: 'left' | 'right';
}

export interface FormContainer {
  type: 'modal' | 'drawer';
  width?: number;
}

/** One screen, as stored in schemas/<area>/<id>.json and validated by schemas/_meta/screen.schema.json. */
export interface ScreenSchema {
  id: string;
  /** i18n key. */
  title: string;
  api: { list: string; get?: string; create?: string; update?: string; remove?: string };
  permissions?: Partial<Record<ScreenAction, Permission>>;
  rowKey?: string;
  search?: ISchema;
  columns: ColumnSchema[];
  /** Toolbar buttons that open another app page (e.g. a full-page editor). */
  links?: RouteLink[];
  /** Formily ISchema that is also plain JSON Schema: the server validates bodies against it. */
  form?: ISchema;
  formContainer?: FormContainer;
  /** Read-only view; the form is shown read-only when absent. */
  detail?: ISchema;
  tree?: { parentKey: string; childrenKey?: string };
  /** Server paging; false loads every row (tree screens). Defaults to true. */
  pagination?: boolean;
  /** "collection": the server stores rows generically; the browser treats it like any screen. */
  storage?: 'collection';
}
