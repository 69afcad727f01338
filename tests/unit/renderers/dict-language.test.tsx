// Dictionary cells, form selects and search selects show each entry's label in the interface
// language, and the Simplified Chinese label where that language's is empty.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { dictEntryLabel } from '../../../schemas/wire/cell-text';
import { changeLanguage } from '../../../src/lib/i18n';
import users from '../fixtures/screens/users.json';
import { renderScreen } from './render-screen';
import { stubProvider, userRows } from './stub-provider';

const rowOf = (username: string) => screen.getByText(username).closest('tr') as HTMLElement;

describe('dictionary labels in the interface language', () => {
  it('picks the language’s label and falls back to label when it is empty', () => {
    const entry = { label: '待发货', labelZhTw: '待發貨', labelEn: 'To ship' };
    expect(['zh_CN', 'zh_TW', 'en'].map((language) => dictEntryLabel(entry, language))).toEqual([
      '待发货',
      '待發貨',
      'To ship',
    ]);
    expect(dictEntryLabel({ label: '待发货', labelZhTw: '', labelEn: null }, 'en')).toBe('待发货');
    expect(dictEntryLabel({ label: '待发货', labelZhTw: '', labelEn: 'To ship' }, 'zh_TW')).toBe('待发货');
  });

  it('shows English labels in the cells and the form select of an English screen', async () => {
    await changeLanguage('en');
    renderScreen(users, stubProvider(userRows(2)));
    await screen.findByText('user001');
    await waitFor(() => expect(within(rowOf('user001')).getByText('Male')).toBeTruthy());
    // No English label: the Simplified Chinese one.
    expect(within(rowOf('user002')).getByText('女')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /add/i }));
    const dialog = await screen.findByRole('dialog');
    const gender = within(dialog)
      .getAllByLabelText('fixtureUser.gender')
      .find((element) => element.tagName === 'INPUT')!;
    await userEvent.click(gender);
    expect(await screen.findByRole('option', { name: 'Male' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '女' })).toBeTruthy();
  });

  it('shows Traditional Chinese labels in the search select of a zh_TW screen', async () => {
    await changeLanguage('zh_TW');
    renderScreen(users, stubProvider(userRows(1)));
    await screen.findByText('user001');
    const search = screen
      .getAllByLabelText('fixtureUser.enabled')
      .find((element) => element.tagName === 'INPUT' && !element.closest('[role="dialog"]'))!;
    await userEvent.click(search);
    expect(await screen.findByRole('option', { name: '啟用' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '停用' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: '激活' })).toBeNull();
  });
});
