// The choices the form panel offers, read from the screens' meta-schema (the check's own rules):
// the cells a column may take and the widgets a search field may take, so the panel offers exactly
// what the check accepts. Form fields take the wizard's widgets, whose nodes
// the panel knows how to write (schemas/wire/field-nodes.ts); a field with another widget keeps it.
import metaSchema from '../../../schemas/_meta/screen.schema.json';
import { namedPatterns } from '../../../schemas/wire/named-validators';
import { WIZARD_WIDGETS } from '../../../schemas/wire/studio';
import { schemasAt, type SchemaNode } from './meta-schema-help';
import type { PanelPart } from './screen-fields';

const root = metaSchema as unknown as SchemaNode;
/** The names every rule at a place allows (a search field is a form node and a search control: both lists hold). */
function valuesAt(path: string[]): string[] {
  const lists = schemasAt(root, path).flatMap((node) =>
    node.enum ? [node.enum.filter((v) => typeof v === 'string')] : [],
  );
  return lists.reduce((all, list) => all.filter((value) => list.includes(value)));
}

/** A cell or widget a row of this part may take; the row's current one is always among them. */
export function kindsOf(part: PanelPart, current: string): string[] {
  const kinds =
    part === 'columns'
      ? valuesAt(['columns', '0', 'cell']).filter((cell) => cell !== 'actions')
      : part === 'search'
        ? valuesAt(['search', 'properties', 'field', 'x-component'])
        : [...WIZARD_WIDGETS];
  return kinds.includes(current) ? kinds : [current, ...kinds];
}

/** The named checks a form field's `x-validator` may give. */
export const NAMED_CHECKS = Object.keys(namedPatterns);

/** Whether a widget or cell is bound to a dictionary. */
export const takesDict = (kind: string) => kind === 'DictSelect' || kind === 'dict';

/** Whether a form widget holds text (lengths, a pattern and a named check apply). */
export const holdsText = (kind: string) => !['NumberPicker', 'Switch', 'DatePicker'].includes(kind);
