// What the studio's form panel does to a screen (form-panel.tsx), as pure functions of the parsed
// screen: the entries of its three parts (list columns, search fields, form fields), moving,
// removing and writing one. A field's title in three languages goes into the screen's own texts
// under a key of its part (`<screen>.column.<key>`, `.search.`, `.field.`, as the wizard names
// form fields); a title left as it was keeps its key, and a text of those parts no title uses
// any more is dropped. The server checks the result like any text the author types.
import { fieldColumn, fieldNode, searchNode, widgetType } from '../../../schemas/wire/field-nodes';
import {
  SCREEN_TEXT_LANGUAGES,
  screenTextPrefix,
  type FormNode,
  type Screen,
  type ScreenColumn,
  type ScreenTextLanguage,
  type ScreenTexts,
} from '../../../schemas/wire/screen-schema';
import { WIZARD_WIDGETS, type WizardWidget } from '../../../schemas/wire/studio';
import type { ConditionalRule } from '../../../schemas/wire/form-conditions';
import {
  isRequiredWhileShown,
  linkageOf,
  requiredWhileShown,
  visibleWhenReaction,
  type VisibleWhen,
} from './field-linkage';

export type PanelPart = 'columns' | 'search' | 'form';
export type Titles = Record<ScreenTextLanguage, string>;

/** One line of a part: a column or a field. */
export interface PanelEntry {
  key: string;
  /** i18n key. */
  title: string;
  /** The column's cell or the field's widget. */
  kind: string;
  required: boolean;
}

/** What the panel's editor shows and takes for one entry. */
export interface FieldDraft {
  key: string;
  /** The column's cell or the field's widget. */
  kind: string;
  dict: string;
  // A column's
  sortable: boolean;
  hidden: boolean;
  width: number | null;
  // A form field's
  required: boolean;
  minLength: number | null;
  maxLength: number | null;
  pattern: string;
  /** A named check (`x-validator`), '' for none; null when its rules are only edited in the JSON. */
  check: string | null;
  /** null for none; 'other' when its reactions are only edited in the JSON. */
  visibleWhen: VisibleWhen | null | 'other';
  // A new form field's
  alsoColumn: boolean;
  alsoSearch: boolean;
}

const rulesOf = (form: FormNode | undefined) => (Array.isArray(form?.allOf) ? (form.allOf as ConditionalRule[]) : []);

/** The form with `key`'s rule requiring it while shown replaced by `rule` (none: removed). */
function withRequiredWhileShown(form: FormNode, key: string, rule?: object): void {
  const rules = [...rulesOf(form).filter((each) => !isRequiredWhileShown(each, key)), ...(rule ? [rule] : [])];
  if (rules.length > 0) form.allOf = rules;
  else delete form.allOf;
}

const TEXT_PART: Record<PanelPart, string> = { columns: 'column', search: 'search', form: 'field' };
const clone = (screen: Screen): Screen => structuredClone(screen);
const propertiesOf = (screen: Screen, part: 'search' | 'form') => screen[part]?.properties ?? {};
const dictOf = (props: unknown) => String((props as { dict?: unknown } | undefined)?.dict ?? '');

export function panelEntries(screen: Screen, part: PanelPart): PanelEntry[] {
  if (part === 'columns')
    return (screen.columns ?? []).map((column) => ({
      key: column.key,
      title: column.title,
      kind: column.cell ?? 'text',
      required: false,
    }));
  const required = new Set(part === 'form' ? (screen.form?.required ?? []) : []);
  return Object.entries(propertiesOf(screen, part)).map(([key, node]) => ({
    key,
    title: node.title ?? key,
    kind: String(node['x-component'] ?? ''),
    required: required.has(key),
  }));
}

/** The object of a search bar or form, its properties in a new order. */
function withProperties(node: FormNode | undefined, entries: [string, FormNode][]): FormNode {
  return { type: 'object', ...node, properties: Object.fromEntries(entries) };
}

export function moveEntry(screen: Screen, part: PanelPart, from: number, to: number): Screen {
  const next = clone(screen);
  const move = <T>(list: T[]) => {
    const [moved] = list.splice(from, 1);
    list.splice(to, 0, moved!);
    return list;
  };
  if (part === 'columns') next.columns = move(next.columns);
  else next[part] = withProperties(next[part], move(Object.entries(propertiesOf(next, part))));
  return next;
}

export function removeEntry(screen: Screen, part: PanelPart, key: string): Screen {
  const next = clone(screen);
  if (part === 'columns') next.columns = next.columns.filter((column) => column.key !== key);
  else {
    const entries = Object.entries(propertiesOf(next, part)).filter(([name]) => name !== key);
    next[part] = withProperties(next[part], entries);
    if (part === 'form' && next.form?.required) next.form.required = next.form.required.filter((name) => name !== key);
    if (part === 'form' && next.form) withRequiredWhileShown(next.form, key);
  }
  return withoutUnusedTexts(next);
}

const NEW_DRAFT: FieldDraft = {
  key: '',
  kind: 'Input',
  dict: '',
  sortable: false,
  hidden: false,
  width: null,
  required: false,
  minLength: null,
  maxLength: null,
  pattern: '',
  check: '',
  visibleWhen: null,
  alsoColumn: true,
  alsoSearch: false,
};

/** The editor's values for an entry (`key` null: a new one). */
export function draftOf(screen: Screen, part: PanelPart, key: string | null): FieldDraft {
  if (key === null) return { ...NEW_DRAFT, kind: part === 'columns' ? 'text' : 'Input', alsoColumn: part === 'form' };
  if (part === 'columns') {
    const column = screen.columns.find((each) => each.key === key)!;
    return {
      ...NEW_DRAFT,
      key,
      kind: column.cell ?? 'text',
      dict: dictOf(column.props),
      sortable: column.sortable === true,
      hidden: column.hidden === true,
      width: column.width ?? null,
      alsoColumn: false,
    };
  }
  const node = propertiesOf(screen, part)[key]!;
  const validator = node['x-validator'];
  const required =
    part === 'form' &&
    ((screen.form?.required ?? []).includes(key) ||
      rulesOf(screen.form).some((rule) => isRequiredWhileShown(rule, key)));
  return {
    ...NEW_DRAFT,
    key,
    kind: String(node['x-component'] ?? 'Input'),
    dict: dictOf(node['x-component-props']),
    required,
    // The 1 a required text gets is implied by required (writtenNode writes it again).
    minLength: typeof node.minLength === 'number' && !(required && node.minLength === 1) ? node.minLength : null,
    maxLength: typeof node.maxLength === 'number' ? node.maxLength : null,
    pattern: typeof node.pattern === 'string' ? node.pattern : '',
    check: validator === undefined ? '' : typeof validator === 'string' ? validator : null,
    visibleWhen: linkageOf(node),
    alsoColumn: false,
  };
}

/** The draft's linkage when the panel writes it (a reaction of another kind stays the JSON's). */
const panelLinkage = (draft: FieldDraft) => (draft.visibleWhen === 'other' ? null : draft.visibleWhen);
/** Required in every case, not only while shown. */
const requiredAlways = (draft: FieldDraft) => draft.required && !panelLinkage(draft);

const isWizardWidget = (widget: string): widget is WizardWidget =>
  (WIZARD_WIDGETS as readonly string[]).includes(widget);

/** A field's node: what its widget writes when new or changed, the author's settings over it, the rest kept. */
function writtenNode(screen: Screen, part: 'search' | 'form', draft: FieldDraft, title: string, before?: FormNode) {
  const fresh = !before || before['x-component'] !== draft.kind;
  const made =
    fresh && isWizardWidget(draft.kind)
      ? fieldNode({ widget: draft.kind, required: draft.required, dict: draft.dict }, title)
      : { type: widgetType(draft.kind), 'x-decorator': 'FormItem', 'x-component': draft.kind };
  // A new widget writes its node afresh; what the author wrote beyond the panel's settings stays.
  const { description, 'x-validator': rules, 'x-reactions': reactions } = before ?? {};
  const kept = Object.fromEntries(
    Object.entries({ description, 'x-validator': rules, 'x-reactions': reactions }).filter(([, v]) => v !== undefined),
  );
  const node: FormNode = { ...(fresh ? { ...kept, ...made } : before), title };
  if (draft.kind === 'DictSelect')
    node['x-component-props'] = { ...(node['x-component-props'] as object | undefined), dict: draft.dict };
  if (part === 'search') return fresh ? searchNode(node) : node;
  const text = node.type === 'string';
  const settings: Record<string, unknown> = {
    // `required` only asks for the key; a required text also needs a character, on both sides.
    minLength: draft.minLength ?? (requiredAlways(draft) && text ? 1 : undefined),
    maxLength: draft.maxLength ?? (fresh ? node.maxLength : undefined),
    pattern: draft.pattern || (fresh ? node.pattern : undefined),
  };
  if (draft.check !== null) settings['x-validator'] = draft.check || undefined;
  if (draft.visibleWhen !== 'other') {
    const dependency = draft.visibleWhen && propertiesOf(screen, 'form')[draft.visibleWhen.field];
    settings['x-reactions'] = draft.visibleWhen ? visibleWhenReaction(draft.visibleWhen, dependency?.type) : undefined;
  }
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete node[name];
    else node[name] = value;
  }
  return node;
}

/** A column: its cell (a dictionary's with it), sort, shown at first and width; the rest kept. */
function writtenColumn(draft: FieldDraft, title: string, before?: ScreenColumn): ScreenColumn {
  const { cell: _cell, props, sortable: _sortable, hidden: _hidden, width: _width, ...kept } = before ?? {};
  const { dict: _dict, ...otherProps } = (props ?? {}) as Record<string, unknown>;
  const cellProps = draft.kind === 'dict' ? { ...otherProps, dict: draft.dict } : otherProps;
  return {
    ...kept,
    key: draft.key,
    title,
    ...(draft.kind !== 'text' && { cell: draft.kind }),
    ...(Object.keys(cellProps).length > 0 && { props: cellProps }),
    ...(draft.sortable && { sortable: true }),
    ...(draft.hidden && { hidden: true }),
    ...(draft.width !== null && { width: draft.width }),
  };
}

/**
 * The title key an entry gets: its own when the titles were left as they were (`titles` null),
 * else the part's key in the screen's texts, written in every language.
 */
function titleKey(next: Screen, part: PanelPart, key: string, titles: Titles | null, before?: string): string {
  if (!titles && before) return before;
  const own = `${screenTextPrefix(next.id)}${TEXT_PART[part]}.${key}`;
  const texts = (next.texts ??= Object.fromEntries(SCREEN_TEXT_LANGUAGES.map((lng) => [lng, {}])) as ScreenTexts);
  for (const language of SCREEN_TEXT_LANGUAGES) (texts[language] ??= {})[own] = titles?.[language] ?? key;
  return own;
}

/** A form field renamed: its place in `required` and the linkages that follow it move along. */
function renameInForm(form: FormNode, from: string, to: string): void {
  if (form.required) form.required = form.required.map((name) => (name === from ? to : name));
  for (const node of Object.values(form.properties ?? {})) {
    const linkage = linkageOf(node);
    if (linkage && linkage !== 'other' && linkage.field === from)
      node['x-reactions'] = visibleWhenReaction({ ...linkage, field: to }, form.properties?.[to]?.type);
  }
  for (const rule of rulesOf(form)) {
    const { [from]: test, ...others } = rule.if?.properties ?? {};
    if (test) rule.if.properties = { ...others, [to]: test };
    if (rule.if?.required) rule.if.required = rule.if.required.map((name) => (name === from ? to : name));
  }
}

/**
 * The screen with one entry written (`original` null: added at the end). A new form field may also
 * become a column and a search field, written as the wizard writes them.
 */
export function applyDraft(
  screen: Screen,
  part: PanelPart,
  original: string | null,
  draft: FieldDraft,
  titles: Titles | null,
): Screen {
  const next = clone(screen);
  if (part === 'columns') {
    const at = next.columns.findIndex((column) => column.key === original);
    const before = at >= 0 ? next.columns[at] : undefined;
    const column = writtenColumn(draft, titleKey(next, part, draft.key, titles, before?.title), before);
    if (at >= 0) next.columns[at] = column;
    else next.columns.push(column);
    return withoutUnusedTexts(next);
  }
  const before = original === null ? undefined : propertiesOf(next, part)[original];
  const title = titleKey(next, part, draft.key, titles, before?.title);
  const node = writtenNode(next, part, draft, title, before);
  const entries = Object.entries(propertiesOf(next, part));
  const at = entries.findIndex(([name]) => name === original);
  if (at >= 0) entries[at] = [draft.key, node];
  else entries.push([draft.key, node]);
  next[part] = withProperties(next[part], entries);
  if (part === 'form') {
    const form = next.form!;
    if (original !== null && original !== draft.key) renameInForm(form, original, draft.key);
    // Required always, or (a field shown only sometimes) while shown. A field already required
    // keeps its place in the list: the diff shows only what changed.
    const linkage = panelLinkage(draft);
    const always = requiredAlways(draft);
    const required = form.required ?? [];
    if (!always) form.required = required.filter((name) => name !== draft.key);
    else if (!required.includes(draft.key)) form.required = [...required, draft.key];
    if (original !== null) withRequiredWhileShown(form, original);
    const type = linkage ? form.properties?.[linkage.field]?.type : undefined;
    const whileShown =
      linkage && draft.required && requiredWhileShown(draft.key, linkage, type, node.type === 'string');
    withRequiredWhileShown(form, draft.key, whileShown || undefined);
    if (original === null && isWizardWidget(draft.kind)) {
      const choices = { key: draft.key, widget: draft.kind, dict: draft.dict };
      if (draft.alsoColumn) next.columns.splice(insertionPoint(next.columns), 0, fieldColumn(choices, title));
      if (draft.alsoSearch)
        next.search = withProperties(next.search, [
          ...Object.entries(propertiesOf(next, 'search')),
          [draft.key, searchNode(node)],
        ]);
    }
  }
  return withoutUnusedTexts(next);
}

/** Where a new column goes: before the trailing ones that are no field (created time, row actions). */
function insertionPoint(columns: ScreenColumn[]): number {
  let at = columns.length;
  while (at > 0 && (columns[at - 1]!.cell === 'actions' || columns[at - 1]!.key === 'createTime')) at -= 1;
  return at;
}

/** Every string the screen holds outside its texts (what could name a text). */
function strings(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (Array.isArray(value)) value.forEach((item) => strings(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => strings(item, found));
  return found;
}

/** Drops the texts of the panel's parts that nothing names any more (a removed or renamed entry's). */
function withoutUnusedTexts(screen: Screen): Screen {
  if (!screen.texts) return screen;
  const { texts, ...rest } = screen;
  const used = strings(rest);
  const prefix = screenTextPrefix(screen.id);
  const panelKey = (key: string) => Object.values(TEXT_PART).some((part) => key.startsWith(`${prefix}${part}.`));
  for (const language of SCREEN_TEXT_LANGUAGES)
    for (const key of Object.keys(texts[language] ?? {}))
      if (panelKey(key) && !used.has(key)) delete texts[language][key];
  return screen;
}
