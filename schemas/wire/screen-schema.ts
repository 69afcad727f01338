// The screen schema (schemas/<area>/<id>.json, docs/schemas.md) as both sides read it, shaped after
// its meta-schema (schemas/_meta/screen.schema.json, which CI validates every file against).
// Forms are a type parameter: the server reads them as plain `FormNode`s (the default), the
// renderer as Formily's ISchema, which describes the same JSON but whose recursive types do not
// accept FormNode, and the server must not depend on Formily.

/** The actions a screen can gate by permission. */
export type ScreenAction = 'list' | 'add' | 'edit' | 'del' | 'detail' | 'export';

/** A role or authority name, or a list of which any one suffices. */
export type Permission = string | string[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A call a screen declares itself (docs/schemas.md "Call objects"), for servers whose calls do not
 * follow the standard list/get/create/update/delete: `{name}` in `path` and in `body` strings is
 * filled in the browser from the row or the form (`{$values}`, `{$ids}`, `{$value}` name the
 * submitted values, the ids of a delete, a switch's new value).
 */
export interface ApiCall {
  method: HttpMethod;
  /** Relative to the API base: no leading slash. */
  path: string;
  body?: unknown;
}

/** A Formily schema node that is also JSON Schema once its x-* keys are dropped. */
export interface FormNode {
  type?: 'object' | 'array' | 'string' | 'number' | 'integer' | 'boolean' | 'void';
  /** i18n key. */
  title?: string;
  /** i18n key. */
  description?: string;
  required?: string[];
  properties?: Record<string, FormNode>;
  items?: FormNode;
  [key: string]: unknown;
}

export interface ScreenColumn {
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

/** A button that opens another app page (e.g. a full-page editor). */
export interface RouteLink {
  /** An app path; `{field}` is replaced by the row's value, URL-encoded. */
  to: string;
  /** i18n key. */
  title: string;
  permission?: Permission;
}

/** Where the form opens: the spec's modal of 420 or 500 px, or its 300 px drawer. */
export interface FormContainer {
  type: 'modal' | 'drawer';
  width?: 420 | 500 | 300;
}

/** The languages a screen's own texts come in (the interface's three). */
export const SCREEN_TEXT_LANGUAGES = ['zh_CN', 'zh_TW', 'en'] as const;
export type ScreenTextLanguage = (typeof SCREEN_TEXT_LANGUAGES)[number];

/**
 * A screen's own labels, so a screen made in the studio needs no locale file: per language, i18n
 * key → text. Keys start with the screen's id, its slashes as dots (screenTextPrefix).
 */
export type ScreenTexts = Record<ScreenTextLanguage, Record<string, string>>;

/** What every key of a screen's texts starts with: `custom/suppliers` → `custom.suppliers.`. */
export const screenTextPrefix = (screenId: string): string => `${screenId.replaceAll('/', '.')}.`;

/** A table screen: rows listed, added, edited and deleted. */
export interface Screen<Form = FormNode> {
  kind?: 'table';
  id: string;
  /** i18n key. */
  title: string;
  texts?: ScreenTexts;
  api: { list: string; get?: string; create?: string; update?: string; remove?: string };
  permissions?: Partial<Record<ScreenAction, Permission>>;
  rowKey?: string;
  search?: Form;
  columns: ScreenColumn[];
  /** Toolbar buttons that open another app page. */
  links?: RouteLink[];
  /** Also plain JSON Schema: the server validates POST and PUT bodies against it. */
  form?: Form;
  formContainer?: FormContainer;
  /** Read-only view; the form is shown read-only when absent. */
  detail?: Form;
  tree?: { parentKey: string; childrenKey?: string };
  /** Server paging; false loads every row (tree screens). Defaults to true. */
  pagination?: boolean;
  /** "collection": the server stores rows generically; the browser treats it like any screen. */
  storage?: 'collection';
  /** Declared calls that replace the standard create/update/delete of `api`; an action without one is off. */
  calls?: { create?: ApiCall; update?: ApiCall; remove?: ApiCall };
}

/** A toolbar button of a document section: one call, then the section's embedded screen reloads. */
export interface SectionCall extends ApiCall {
  /** The meta-schema has no GET here: a section button acts, then the embedded screen lists again. */
  method: Exclude<HttpMethod, 'GET'>;
  /** i18n key. */
  title: string;
  /** The screen permission the button needs (default edit). */
  action?: ScreenAction;
  /** i18n key of a confirmation question. */
  confirm?: string;
}

/** One part of a document screen: a form saved by its own call, or another (table) screen embedded. */
export interface DocumentSection<Form = FormNode> {
  key: string;
  /** i18n key. */
  title: string;
  form?: Form;
  /** Without it the section is read-only. */
  save?: ApiCall;
  /** A language picker whose value goes out as the Language header of the section's load and save. */
  languageHeader?: boolean;
  /** The id of a table screen shown in this section. */
  screen?: string;
  calls?: SectionCall[];
}

/** A document screen: one object loaded by one call and shown in sections. */
export interface DocumentScreen<Form = FormNode> {
  kind: 'document';
  id: string;
  /** i18n key. */
  title: string;
  texts?: ScreenTexts;
  permissions?: Partial<Record<ScreenAction, Permission>>;
  load: ApiCall;
  sections: DocumentSection<Form>[];
}

export type AnyScreen<Form = FormNode> = Screen<Form> | DocumentScreen<Form>;
