// The screen studio's list (docs/api.md "Screen studio"): what GET api/studio/screens answers,
// and a screen's file (its name, the id it names), read alike by the browser and the server.
// `Time` is a Date on the server and the JSON string the browser receives.
import type { ScreenTextLanguage } from './screen-schema';

/** A version without its text: who wrote it, when, and why. */
export interface StudioVersionSummary<Time = string> {
  id: number;
  screenId: string;
  version: number;
  state: 'draft' | 'published';
  authorId: number | null;
  authorName: string;
  message: string;
  createdAt: Time;
}

export type StudioOrigin = 'builtin' | 'custom' | 'overridden';

export interface StudioListItem<Time = string> {
  id: string;
  /** The i18n key of the served screen's title. */
  title: string;
  /** The title in each language when it is one of the screen's own texts (a screen made in the studio). */
  titleTexts: Record<ScreenTextLanguage, string> | null;
  origin: StudioOrigin;
  /** `file`: the tenant has no version; else the state of its newest version. */
  state: 'file' | 'draft' | 'published';
  /** The version served (null: the file). */
  publishedVersion: number | null;
  /** A draft newer than the version served. */
  draftVersion: number | null;
  /** Who wrote the newest version, when, and its message (null: the file). */
  latest: StudioVersionSummary<Time> | null;
}

/** A version with the screen's JSON exactly as written. */
export interface StudioVersion<Time = string> extends StudioVersionSummary<Time> {
  text: string;
}

/** What GET api/studio/screen/<id> answers: the list's item, the texts and the history. */
export interface StudioScreenDetail<Time = string> extends StudioListItem<Time> {
  /** What the tenant is served now: the published version, else the file. */
  text: string | null;
  /** The file's text; null for a screen only the tenant has. */
  baseline: string | null;
  published: StudioVersion<Time> | null;
  /** A draft newer than the published version. */
  draft: StudioVersion<Time> | null;
  /** Newest first. */
  versions: StudioVersionSummary<Time>[];
}

/** One problem of a refused text (400): a JSON pointer into it and the translated message. */
export interface StudioCheckError {
  path: string;
  message: string;
}

/** A screen's JSON file name, the form teams keep in git: its id with `/` as `-`. */
/**
 * A field a new version of a collection screen makes required, and how many stored rows have no
 * value for it (POST api/studio/shape/<id>); a publish may give them one (`fill`).
 */
export interface StudioLackingRows {
  field: string;
  /** The field's title: an i18n key, or one of the screen's own texts. */
  title: string;
  /** The field's JSON type (string, number, integer, boolean …), which the value must have. */
  type?: string;
  lacking: number;
}

export const screenFileName = (id: string) => `${id.replaceAll('/', '-')}.json`;

/** The id a screen file's text names, or null when it is not JSON or names none (the check then says why). */
export function screenIdInText(text: string): string | null {
  try {
    const id = (JSON.parse(text) as { id?: unknown } | null)?.id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/** The widgets a field made by the new-screen wizard may take. */
export const WIZARD_WIDGETS = ['Input', 'TextArea', 'NumberPicker', 'DatePicker', 'Switch', 'DictSelect'] as const;
export type WizardWidget = (typeof WIZARD_WIDGETS)[number];

/** A text in the three interface languages. */
export type WizardTitles = Record<ScreenTextLanguage, string>;

/** A made screen's id: exactly "folder/name", lower case (the server's body schema and the wizard's form). */
export const WIZARD_ID_PATTERN = '^[a-z0-9][a-z0-9_-]*/[a-z0-9][a-z0-9_-]*$';
/** A made field's name: lower camel case. */
export const WIZARD_FIELD_KEY_PATTERN = '^[a-z][a-zA-Z0-9]*$';

/** One field of a screen made by the wizard: a form field and a column of the list. */
export interface WizardField {
  key: string;
  titles: WizardTitles;
  widget: WizardWidget;
  required: boolean;
  /** A text's longest length (Input, TextArea). */
  maxLength?: number;
  /** The dictionary of a DictSelect. */
  dict?: string;
  /** Shown in the search bar (Input and DictSelect fields). */
  searchable?: boolean;
}

/** What POST api/studio/wizard takes: one call makes the screen, its texts, menu, buttons and grants. */
export interface WizardRequest {
  /** "folder/name", lower case: the screen id. */
  id: string;
  titles: WizardTitles;
  /** The menu folder (a directory menu) the screen's item goes under. */
  parentId: number;
  fields: WizardField[];
  /** Roles given the screen's menu item and its buttons. */
  roleIds: number[];
}

/** What the wizard made: the screen's route (its folder's path and its own) and its menu item. */
export interface WizardResult {
  screenId: string;
  menuId: number;
  path: string;
}

/** What GET api/studio/wizard offers the author: only what they may give. */
export interface WizardChoices {
  /** Directories among the author's own menus (`title` an i18n key). */
  folders: { id: number; pid: number | null; title: string }[];
  /** The tenant's dictionary names. */
  dicts: string[];
  /** Roles the author may edit (none granting more than they hold). */
  roles: { id: number; name: string; code: string }[];
  /** Which of those the author holds: picked at first, so the author sees what they make. */
  mine: number[];
}
