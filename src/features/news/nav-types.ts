// What each navigation content type (spec §2 /news/navinfo/{type}/...) edits of an entry. The
// server stores every type as the same entry (title, body, image, link, sort); the type decides
// the fields, their labels and whether the item is one page or a list.
export type EntryField = 'title' | 'body' | 'image' | 'link';

export interface NavTypeView {
  fields: readonly EntryField[];
  /** One entry edited in place (a single page) instead of a list. */
  single?: boolean;
  /** The body is rich text (else plain text). */
  richBody?: boolean;
  /** Label keys that differ from the defaults. */
  labels?: Partial<Record<EntryField, string>>;
}

export const FIELD_LABELS: Record<EntryField, string> = {
  title: 'news.content.titleField',
  body: 'news.content.body',
  image: 'news.content.image',
  link: 'news.content.link',
};

const article: NavTypeView = { fields: ['title', 'image', 'body', 'link'], richBody: true };

export const NAV_TYPES: Readonly<Record<string, NavTypeView>> = {
  multiText: { fields: ['title', 'image', 'body'], richBody: true },
  news: { fields: ['title', 'body'], single: true, richBody: true },
  swipers: { fields: ['image', 'title', 'link'] },
  history: { fields: ['title', 'body'], labels: { title: 'news.content.year' } },
  honor: { fields: ['image', 'title'] },
  download: { fields: ['title', 'link'], labels: { link: 'news.content.fileLink' } },
  case: article,
  assemble: article,
  exhibition: article,
};

/** The generic {navType} route: every field. */
export const GENERIC_NAV_TYPE: NavTypeView = { fields: ['title', 'image', 'body', 'link'] };

export const navTypeView = (navType: string): NavTypeView =>
  Object.hasOwn(NAV_TYPES, navType) ? NAV_TYPES[navType]! : GENERIC_NAV_TYPE;
export const fieldLabel = (view: NavTypeView, field: EntryField) => view.labels?.[field] ?? FIELD_LABELS[field];
