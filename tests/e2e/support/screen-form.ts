// Fills a schema screen's add/edit dialog as a person would, from the screen's own form schema
// (GET api/screens/<id>), so a sweep over many screens needs no hand-written values per screen.
import type { Locator, Page } from 'playwright-core';
import type { FormNode, Screen } from '../../../server/screens/types';
import { validValue } from '../../server/helpers/valid-body';
import { text } from './menu-tree';
import { screenPage } from './screen-page';

export interface FormField {
  name: string;
  node: FormNode;
  label: string;
}

export const formFields = (screen: Screen): FormField[] =>
  Object.entries(screen.form?.properties ?? {}).map(([name, node]) => ({
    name,
    node,
    label: text(node.title ?? name),
  }));

export const requiredFields = (screen: Screen): FormField[] => {
  const required = new Set(screen.form?.required ?? []);
  return formFields(screen).filter((field) => required.has(field.name));
};

/**
 * The field that tells the test's row apart in the list: a required field the list shows as text,
 * a plain text input without a pattern or, on screens of figures only, a number without a low
 * maximum. The test writes a unique value into it and changes it on edit.
 */
export function nameField(screen: Screen): FormField | undefined {
  const shown = new Set(
    screen.columns.filter((column) => (column.cell ?? 'text') === 'text').map((column) => column.key),
  );
  const candidates = requiredFields(screen).filter(({ name }) => shown.has(name));
  return (
    candidates.find(({ node }) => node['x-component'] === 'Input' && !node.pattern) ??
    candidates.find(
      ({ node }) =>
        node['x-component'] === 'NumberPicker' && ((node.maximum as number | undefined) ?? Infinity) >= 99_999,
    )
  );
}

/** A unique value for the name field, and the value an edit changes it to. */
export function rowName(field: FormField, tag: string, serial: number): { name: string; edited: string } {
  if (field.node['x-component'] === 'NumberPicker') {
    const value = 90_000 + serial * 2;
    return { name: String(value), edited: String(value + 1) };
  }
  // Short enough for every name field of these screens (the shortest allows 10 characters).
  const name = `S${tag}${serial}`;
  return { name, edited: `${name}e` };
}

/**
 * A value of a required field that its rules refuse, so the form shows a message: text its
 * pattern does not match, else text a character over its maximum length, else (on screens of
 * figures only) a required number left empty.
 */
export function badValue(screen: Screen): { field: FormField; value: string } | undefined {
  const required = requiredFields(screen);
  const inputs = required.filter(({ node }) => node['x-component'] === 'Input');
  const patterned = inputs.find(({ node }) => typeof node.pattern === 'string' && Array.isArray(node.examples));
  if (patterned) return { field: patterned, value: 'not valid !' };
  const limited = inputs.find(({ node }) => typeof node.maxLength === 'number');
  if (limited) return { field: limited, value: 'x'.repeat((limited.node.maxLength as number) + 1) };
  const number = required.find(({ node }) => node['x-component'] === 'NumberPicker' && node.default === undefined);
  return number && { field: number, value: '' };
}

const openDropdown = (page: Page) =>
  page.locator(
    '.ant-select-dropdown:not(.ant-select-dropdown-hidden), .ant-picker-dropdown:not(.ant-picker-dropdown-hidden)',
  );

/** Puts one value into a field through its widget. */
export async function fillField(page: Page, { node, label }: FormField, value: unknown): Promise<void> {
  const control: Locator = screenPage(page).field(label);
  switch (node['x-component']) {
    case 'DictSelect':
    case 'Select': {
      // Any option is valid: the dictionary's first entry. (antd labels both the select and its input.)
      await screenPage(page).dialog.getByRole('combobox', { name: label, exact: true }).click();
      await openDropdown(page).locator('.ant-select-item-option').first().click();
      await openDropdown(page).waitFor({ state: 'hidden' });
      return;
    }
    case 'DatePicker': {
      await control.click();
      await control.fill(String(value));
      await control.press('Enter');
      await openDropdown(page).waitFor({ state: 'hidden' });
      return;
    }
    default:
      await control.fill(String(value));
      await control.blur();
  }
}

/** Fills every required field still empty (fields with a default keep it); `values` win. */
export async function fillRequired(page: Page, screen: Screen, values: Record<string, string>): Promise<void> {
  for (const field of requiredFields(screen)) {
    if (field.name in values) {
      await fillField(page, field, values[field.name]);
      continue;
    }
    if (field.node.default !== undefined) continue;
    await fillField(page, field, validValue(field.node));
  }
}
