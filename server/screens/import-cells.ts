// The mirror of export-cells.ts: a file's header row read as the screen's form fields (their
// titles in the caller's language, the list's column titles, or the field names) and its cells
// turned back into the values a POST body holds (dictionary and option labels into their values,
// numbers and booleans typed), so an exported file or a filled template imports. Nothing here
// judges a value: a cell that reads as no number stays text, and the form's own rules say so.
import type { Language } from '../i18n/index';
import type { Repositories } from '../repositories/index';
import { screenText } from './browser-texts';
import { dictionaries } from './export-cells';
import { submittedFields } from './form-body';
import type { FormNode, Screen } from './types';

export interface ImportField {
  name: string;
  /** Its title in the caller's language (the template's header). */
  title: string;
  node: FormNode;
}

/** The form fields an import fills, with the titles the template shows. */
export function importFields(screen: Screen, language: Language): ImportField[] {
  const t = screenText(screen, language);
  return submittedFields(screen).map(([name, node]) => ({
    name,
    title: t(String(node.title ?? name)),
    node,
  }));
}

const dictOf = (node: FormNode): string | undefined => {
  const props = node['x-component-props'] as { dict?: unknown } | undefined;
  return typeof props?.dict === 'string' ? props.dict : undefined;
};

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;
const TRUE = new Set(['true', '1', 'yes', 'y', '是', '启用', '啟用']);
const FALSE = new Set(['false', '0', 'no', 'n', '否', '停用']);
/** The apostrophe the export's formula guard put before = + - @ (schemas/wire/cell-text.ts). */
const GUARDED = /^'[=+\-@\t\r]/;

export interface ImportReader {
  /** Header cells that name no field, as written (ignored: an export also holds list-only columns). */
  ignored: string[];
  /** The fields the header names, in the file's column order. */
  fields: (ImportField | undefined)[];
  /** One data row as a POST body: empty cells left out, so "required" and defaults apply as in the form. */
  body(cells: string[]): Record<string, unknown>;
}

/** How to read rows under `header` for `screen` (undefined when the header names none of its fields). */
export async function importReader(
  repos: Repositories,
  tenantId: number,
  screen: Screen,
  header: string[],
  language: Language,
): Promise<ImportReader | undefined> {
  const t = screenText(screen, language);
  const fields = importFields(screen, language);
  const byTitle = new Map<string, ImportField>();
  for (const field of fields) byTitle.set(field.name, field);
  for (const column of screen.columns ?? []) {
    const field = fields.find((item) => item.name === column.key);
    if (field) byTitle.set(t(column.title), field);
  }
  for (const field of fields) byTitle.set(field.title, field);
  const columns = header.map((title) => byTitle.get(title.trim()));
  if (!columns.some(Boolean)) return undefined;

  const dicts = await dictionaries(
    repos,
    tenantId,
    [...new Set(columns.map((field) => field && dictOf(field.node)))].filter((name) => name !== undefined),
  );

  const value = (field: ImportField, text: string): unknown => {
    const node = field.node;
    const type = node.type;
    if (type === 'number' || type === 'integer') return NUMBER.test(text) ? Number(text) : text;
    if (type === 'boolean') {
      const word = text.toLowerCase();
      return TRUE.has(word) ? true : FALSE.has(word) ? false : text;
    }
    const dict = dictOf(node);
    if (dict) {
      // A label as an export writes it, in any of the interface languages; a value typed as it is stays as it is.
      const item = (dicts.get(dict) ?? []).find((entry) =>
        [entry.label, entry.labelZhTw, entry.labelEn].includes(text),
      );
      return item ? item.value : text;
    }
    if (Array.isArray(node.enum)) {
      const option = (node.enum as unknown[]).find(
        (item): item is { label: string; value: unknown } =>
          item !== null && typeof item === 'object' && 'label' in item && t(String(item.label)) === text,
      );
      if (option) return option.value;
    }
    return GUARDED.test(text) ? text.slice(1) : text;
  };

  return {
    ignored: header.filter((_, index) => !columns[index]),
    fields: columns,
    body(cells) {
      const body: Record<string, unknown> = {};
      cells.forEach((cell, index) => {
        const field = columns[index];
        if (field && cell !== '' && !(field.name in body)) body[field.name] = value(field, cell);
      });
      return body;
    },
  };
}
