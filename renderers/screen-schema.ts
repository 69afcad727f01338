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

/**
 * A call a screen declares itself, for servers whose calls are not the standard ones: `{name}` in
 * `path` and in `body` strings is filled from the row or form values (actions/template.ts).
 */
export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/** One table screen, as stored in schemas/<area>/<id>.json and validated by schemas/_meta/screen.schema.json. */
export interface ScreenSchema {
  kind?: 'table';
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
  /** Declared calls replacing the standard create/update/delete of `api`; an action without one is off. */
  calls?: { create?: ApiCall; update?: ApiCall; remove?: ApiCall };
}

/** A document section's button: one call, then the embedded screen reloads. */
export interface SectionCall extends ApiCall {
  /** i18n key. */
  title: string;
  /** The screen permission it needs; edit unless said. */
  action?: ScreenAction;
  /** i18n key of a confirmation question. */
  confirm?: string;
}

/** One part of a document screen: a form saved by its own call, or another (table) screen embedded. */
export interface DocumentSection {
  key: string;
  /** i18n key. */
  title: string;
  form?: ISchema;
  /** Without it the section is read-only. */
  save?: ApiCall;
  /** A language picker whose value goes out as the Language header of the section's load and save. */
  languageHeader?: boolean;
  /** The id of a table screen shown in this section. */
  screen?: string;
  calls?: SectionCall[];
}

/** A document screen: one object loaded by one call, shown and saved in sections (docs/schemas.md). */
export interface DocumentSchema {
  kind: 'document';
  id: string;
  /** i18n key. */
  title: string;
  permissions?: Partial<Record<ScreenAction, Permission>>;
  load: ApiCall;
  sections: DocumentSection[];
}
