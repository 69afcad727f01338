// What the accessibility checks share: a scan that prints its findings (a run's output then lists
// every page's), a screen's form scanned in its dialog, and the admin's avatar set so the header,
// the workplace and the users list show pictures axe checks for alt text.
import type { Locator, Page } from 'playwright-core';
import type { ApiSession } from './admin-api';
import { blockingViolations } from './axe';
import { activePane, settle } from './menu-walk';
import { screenPage } from './screen-page';

/** The shown page (kept-alive tabs keep the others mounted but hidden). */
export const PANE = '[data-keep-alive]:not([hidden])';
/** The open dialog or drawer (antd keeps closed ones in the page, hidden). */
export const DIALOG = '.ant-modal-wrap:not([style*="display: none"]), .ant-drawer-open';

/** Scans (the page, or inside `within`) and prints what it found. */
export async function scan(name: string, page: Page, within?: string): Promise<string[]> {
  const found = await blockingViolations(page, within);
  console.log(`axe ${name}: ${found.length ? `\n  ${found.join('\n  ')}` : 'none'}`);
  return found;
}

/** The button that opens the screen's form: 新增 in the toolbar, else the first row's 编辑. */
async function formOpener(pane: Locator): Promise<Locator | undefined> {
  const view = screenPage(pane.page());
  for (const candidate of [view.button('新增', pane), view.button('编辑', pane.locator('.ant-table-row').first())]) {
    const first = candidate.first();
    if ((await first.count()) && (await first.isVisible()) && (await first.isEnabled())) return first;
  }
  return undefined;
}

/** Opens the shown screen's form when it has one, scans the dialog and closes it with Escape. */
export async function scanForm(name: string, page: Page, opener?: Locator): Promise<string[]> {
  const button = opener ?? (await formOpener(activePane(page)));
  if (!button) return [];
  await button.click();
  const dialog = page.locator(DIALOG).last();
  await dialog.waitFor();
  await settle(page);
  const found = await scan(`${name} form`, page, DIALOG);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return found;
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export async function setAdminAvatar(baseURL: string, admin: ApiSession): Promise<void> {
  const upload = await fetch(`${baseURL}/prod-api/api/users/updateAvatar`, {
    method: 'POST',
    headers: { Authorization: admin.token, 'content-type': 'image/png' },
    body: PNG,
  });
  if (!upload.ok) throw new Error(`the avatar upload failed: ${upload.status} ${await upload.text()}`);
}
