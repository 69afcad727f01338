// The text cells show and the export writes: translated keys, tag and dictionary labels, dates.
import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { dictLabel, formatDate } from '../../../renderers/cells/display-text';
import { exportText } from '../../../schemas/wire/cell-text';
import { TextCell } from '../../../renderers/cells/text';
import type { ScreenColumn } from '../../../renderers/screen-schema';

const t = i18n.t.bind(i18n);
const dicts = new Map([
  [
    'user_status',
    [
      { label: '激活', value: 'true' },
      { label: '禁用', value: 'false' },
    ],
  ],
]);
const column = (cell: string | undefined, props?: Record<string, unknown>): ScreenColumn =>
  ({ key: 'k', title: 'k', cell, props }) as ScreenColumn;

describe('text cell', () => {
  it('shows an i18n key translated when props.translate is set, and as sent otherwise', () => {
    render(<TextCell value="menu.system.title" record={{}} column={column('text', { translate: true })} />);
    expect(screen.getByText('系统管理')).toBeTruthy();
    render(<TextCell value="menu.system.title" record={{}} column={column(undefined)} />);
    expect(screen.getByText('menu.system.title')).toBeTruthy();
  });
});

describe('exportText', () => {
  const ctx = { t, dictLabel: (name: string, value: unknown) => dictLabel(dicts.get(name) ?? [], value), formatDate };
  it('writes what the cell shows', () => {
    expect(exportText(column('text', { translate: true }), 'menu.system.title', ctx)).toBe('系统管理');
    expect(exportText(column(undefined), { a: 1 }, ctx)).toBe('{"a":1}');
    expect(exportText(column('tag', { labels: { true: 'system.common.yes' } }), true, ctx)).toBe('是');
    expect(exportText(column('tag', { labels: { true: 'system.common.yes' } }), 'other', ctx)).toBe('other');
    expect(exportText(column('dict', { dict: 'user_status' }), false, ctx)).toBe('禁用');
    expect(exportText(column('dict', { dict: 'user_status' }), 'unknown', ctx)).toBe('unknown');
    expect(exportText(column('date', { format: 'YYYY/MM/DD' }), '2024-03-05 10:20:30', ctx)).toBe('2024/03/05');
    expect(exportText(column('switch'), true, ctx)).toBe(true);
    expect(exportText(column('text'), null, ctx)).toBe('');
  });
});
