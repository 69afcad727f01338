// Every menu item the server gives the admin, opened in Chromium through the side menu (hidden
// items, which take route parameters, by their route), on one logged-in page. A page fails on a
// page or console error, the route error boundary, "view not found", the 404 page, or loading that
// never ends. axe-core then scans the page and its form (the add dialog, else a row's edit dialog):
// a critical or serious violation fails it (support/axe-scan.ts; the shell around the pages is
// scanned once, in accessibility.test.ts). The schema screens of the shop, commerce, WeChat, tools
// and social areas also go through list → create (with one validation message on a bad value) →
// edit → delete, their fields filled from the screen schema the server serves. One walk does all
// of it, as opening each of the ~100 items twice would double the sweep's time.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page, Response } from 'playwright-core';
import type { Screen } from '../../server/screens/types';
import type { MenuItem } from '../../src/stores/menus';
import { apiLogin } from './support/admin-api';
import { PANE, scan, scanForm, setAdminAvatar } from './support/axe-scan';
import { menuLeaves, text } from './support/menu-tree';
import { activePane, closeActiveTab, openLeaf, settle } from './support/menu-walk';
import { badValue, fillField, fillRequired, nameField, rowName } from './support/screen-form';
import { screenPage } from './support/screen-page';
import type { ShellPage } from './support/shell';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const tag = randomBytes(2).toString('hex');
const CRUD_AREAS = ['shop', 'commerce', 'wechat', 'tools', 'social'];

const admin = await apiLogin(baseURL);
const leaves = menuLeaves((await admin.call<MenuItem[]>('GET', 'api/sysMenu/build')).body);
/** The screen schema of each component that has one (the rest are hand-written views). */
const screens = new Map<string, Screen>();
for (const { component } of leaves) {
  const answer = await admin.call<Screen>('GET', `api/screens/${component}`);
  if (answer.status === 200) screens.set(component, answer.body);
}

const session = setupBrowser();
/** One logged-in page for the whole sweep (a new login per item would double its time). */
let shell: ShellPage;
/** Set when a check failed, so the next item starts from a freshly loaded shell. */
let dirty = false;
/** Rows written so far, for unique names. */
let created = 0;

beforeAll(async () => {
  await setAdminAvatar(baseURL, admin);
  shell = await session.shell();
});

/** Waits for the page to settle, then names everything wrong with it (empty when fine). */
async function problems(page: Page, errors: string[]): Promise<string[]> {
  const done = await settle(page);
  const found: string[] = [...errors];
  if (!done) found.push('never finished loading (progress bar, spinner or busy page after 15 s)');
  const boundary = page.locator('section[role="alert"]');
  if (await boundary.count()) found.push(`error boundary: ${await boundary.first().innerText()}`);
  for (const key of ['errors.viewNotFound.title', 'errors.notFound.title', 'errors.unauthorized.title']) {
    const shown = page.getByText(text(key), { exact: true });
    if (await shown.count()) found.push((await shown.first().locator('xpath=../..').innerText()).replace(/\s+/g, ' '));
  }
  return found;
}

/** Clicks 确定 and waits for the dialog to close; otherwise fails with what the dialog and page say. */
async function submit(page: Page, what: string): Promise<void> {
  const view = screenPage(page);
  const refused: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.status() >= 400)
      refused.push(
        response.text().then(
          (body) => `${response.status()} ${response.request().method()} ${response.url()} ${body}`,
          () => String(response.status()),
        ),
      );
  };
  page.on('response', onResponse);
  try {
    await view.button('确定', view.dialog).click();
    await view.dialog.waitFor({ state: 'hidden', timeout: 10_000 });
  } catch {
    const messages = await view.dialog.locator('.ant-formily-item-help').allInnerTexts();
    throw new Error(
      `${what}: the dialog stayed open. Field messages: ${JSON.stringify(messages)}; refused calls: ${JSON.stringify(await Promise.all(refused))}`,
    );
  } finally {
    page.off('response', onResponse);
  }
}

async function crud(page: Page, screen: Screen): Promise<void> {
  const view = screenPage(page);
  const pane = activePane(page);
  const named = nameField(screen);
  if (!named) throw new Error(`${screen.id} has no required text field shown in the list to find its row by`);
  const { name, edited: newName } = rowName(named, tag, (created += 1));

  await view.button('新增', pane).click();
  await view.dialog.waitFor();
  const bad = badValue(screen);
  if (!bad) throw new Error(`${screen.id} has no required field to give a bad value`);
  await fillField(page, bad.field, bad.value);
  await expect
    .poll(() => view.messageOf(bad.field.label).innerText(), {
      message: `${screen.id}: message for a bad ${bad.field.name}`,
    })
    .not.toBe('');
  await fillRequired(page, screen, { [named.name]: name });
  await expect
    .poll(() => view.messageOf(bad.field.label).count(), {
      message: `${screen.id}: message gone for a good ${bad.field.name}`,
    })
    .toBe(0);
  await submit(page, `${screen.id} create`);
  const row = pane.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: name });
  await row.waitFor();

  // Screens of records (logs) offer no edit: the row is only deleted.
  const actions = (screen.columns.find((column) => column.cell === 'actions')?.props?.actions as
    string[] | undefined) ?? ['edit', 'del'];
  const edited = actions.includes('edit') ? await edit(page, screen, row, name, newName) : row;
  await view.button('删除', edited).click();
  await view.button('确定', page.locator('.ant-popover:not(.ant-popover-hidden)')).click();
  await edited.waitFor({ state: 'detached' });
}

/** Changes the row's name through the edit dialog; answers the row under its new name. */
async function edit(page: Page, screen: Screen, row: Locator, name: string, newName: string): Promise<Locator> {
  const view = screenPage(page);
  const named = nameField(screen)!;
  await view.button('编辑', row).click();
  await view.dialog.waitFor();
  await expect.poll(() => view.field(named.label).inputValue()).toContain(name);
  await view.field(named.label).fill(newName);
  await submit(page, `${screen.id} edit`);
  const edited = activePane(page).locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: newName });
  await edited.waitFor();
  return edited;
}

describe('every menu item of the admin', () => {
  it('reads a menu tree with items in every area', () => {
    const areas = new Set(leaves.map((leaf) => leaf.component.split('/')[0]));
    for (const area of CRUD_AREAS) expect(areas, area).toContain(area);
    expect([...screens.keys()].filter((id) => CRUD_AREAS.includes(id.split('/')[0]!)).length).toBeGreaterThan(40);
  });

  it.each(leaves.map((leaf) => [leaf.path, leaf] as const))(
    '%s opens without errors or axe findings',
    async (_path, leaf) => {
      const { page, errors } = shell;
      if (dirty) {
        await page.goto('/dashboard/workplace');
        dirty = false;
      }
      errors.length = 0;
      dirty = true;
      await openLeaf(page, leaf);
      const found = await problems(page, errors);
      expect(found, `${leaf.path} [${leaf.component}]`).toEqual([]);
      const axe = { page: await scan(leaf.path, page, PANE), form: await scanForm(leaf.path, page) };
      expect(axe, `${leaf.path}: axe`).toEqual({ page: [], form: [] });
      const screen = screens.get(leaf.component);
      if (screen && CRUD_AREAS.includes(leaf.component.split('/')[0]!)) {
        await crud(page, screen);
        expect(errors, `${leaf.path} after list, create, edit, delete`).toEqual([]);
      }
      await closeActiveTab(page, leaf);
      dirty = false;
    },
  );
});
