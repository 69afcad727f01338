// The parts of a schema screen (renderers/) a test acts on, found as a user would see them.
import type { Locator, Page } from 'playwright-core';
import { fillLogin, loginForm } from './login';

/** Logs in through the login page as any user and waits to leave /login. */
export async function loginAs(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('captcha-img').waitFor();
  await fillLogin(page, { username, password, code: 'abcd' });
  await loginForm(page).submit.click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

export function screenPage(page: Page) {
  const dialog = page.getByRole('dialog');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  return {
    dialog,
    rows,
    row: (text: string): Locator => rows.filter({ hasText: text }),
    /** antd renders two-character button texts with a space ("新 增"). */
    button: (name: string, within: Page | Locator = page) =>
      within.getByRole('button', { name: new RegExp(name.split('').join('\\s?')) }),
    /** A form control by its label inside the open dialog. */
    field: (label: string) => dialog.getByLabel(label, { exact: true }),
    /** The validation message under a form item, found by the item's label. */
    messageOf: (label: string) =>
      dialog
        .locator('.ant-formily-item')
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator('.ant-formily-item-help'),
    /** A search-bar control by its label (while no dialog is open, the only one so labelled). */
    searchField: (label: string) => page.getByLabel(label, { exact: true }),
    /** The column values of the visible rows. */
    columnTexts: async (index: number): Promise<string[]> => rows.locator(`td:nth-child(${index})`).allInnerTexts(),
  };
}
