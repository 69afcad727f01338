// The parts of a screen schema (docs/schemas.md) the server reads. The browser has its own,
// richer type in renderers/; the JSON file is what both share, never code.

export type ScreenAction = 'list' | 'add' | 'edit' | 'del' | 'detail' | 'export';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call a screen declares itself (docs/schemas.md "Call objects"), for servers whose calls do not
 * follow the standard list/get/create/update/delete: `{name}` in `path` and in `body` strings is
 * filled in the browser from the row or the form (`{$values}`, `{$ids}`, `{$value}` name the
 * submitted values, the ids of a delete, a switch's new value).
 */
export interface ApiCall {
  method: HttpMethod;
  path: string;
  body?: unknown;
}

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

/** A table screen: rows listed, added, edited and deleted. */
export interface Screen {
  kind?: 'table';
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
  /** Declared calls that replace the standard create/update/delete of `api`; an action without one is off. */
  calls?: { create?: ApiCall; update?: ApiCall; remove?: ApiCall };
}

/** A toolbar button of a document section: one call, then the section's embedded screen reloads. */
export interface SectionCall extends ApiCall {
  title: string;
  /** The screen permission the button needs (default edit). */
  action?: ScreenAction;
  confirm?: string;
}

/** One part of a document screen: a form saved by its own call, or another screen embedded. */
export interface DocumentSection {
  key: string;
  title: string;
  form?: FormNode;
  save?: ApiCall;
  /** A language picker whose value goes out as the Language header of the section's load and save. */
  languageHeader?: boolean;
  /** The id of a table screen shown in this section. */
  screen?: string;
  calls?: SectionCall[];
}

/** A document screen: one object loaded by one call and shown in sections (docs/schemas.md). */
export interface DocumentScreen {
  kind: 'document';
  id: string;
  title: string;
  permissions?: Partial<Record<ScreenAction, string | string[]>>;
  load: ApiCall;
  sections: DocumentSection[];
}

export type AnyScreen = Screen | DocumentScreen;

export const isDocument = (screen: AnyScreen): screen is DocumentScreen => screen.kind === 'document';

/** Whether the screen's calls are the standard ones that generic handlers, checks and walkers assume. */
export const isStandardScreen = (screen: AnyScreen): screen is Screen => !isDocument(screen) && screen.calls === undefined;
