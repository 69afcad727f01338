// Rough edges a first-time operator meets on the schema screens (renderers/), in Chromium against
// the real server; one describe for each.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Screen } from '../../server/screens/types';
import { validRow } from '../server/helpers/valid-body';
import { apiLogin, expectStatus, type ApiSession } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { screenPage as screenPageOf } from './support/screen-page';
import { setupBrowser } from './support/setup-browser';
import { tabAction } from './support/shell';

const baseURL = inject('baseURL');
const tag = randomBytes(3).toString('hex');
let admin: ApiSession;

const session = setupBrowser();

beforeAll(async () => {
  admin = await apiLogin(baseURL);
});

const openDropdown = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const treeTitles = (page: Page) => openDropdown(page).locator('.ant-select-tree-title');
/** The screen's form dialog, told apart from a confirm opened over it. */
const formDialog = (page: Page) => page.locator('.ant-modal:not(.ant-modal-confirm)');
const confirm = (page: Page) => page.locator('.ant-modal-confirm');

describe('menu trees in forms', () => {
  it("the role's 菜单权限 shows translated titles, and each button under its screen's name", async () => {
    const { page, view, errors } = await session.screen('/system/role');
    await view.button('编辑', view.row('运营人员')).click();
    const menus = view.dialog.getByRole('combobox', { name: '菜单权限', exact: true });
    await menus.click();
    await treeTitles(page).first().waitFor();
    expect(await treeTitles(page).allInnerTexts()).not.toContainEqual(expect.stringMatching(/^menu\./));

    await menus.fill('用户管理 · 新增');
    await treeTitles(page)
      .filter({ hasText: /^用户管理 · 新增$/ })
      .waitFor();
    expect(await treeTitles(page).allInnerTexts()).not.toContainEqual(expect.stringMatching(/menu\./));
    expectNoPageErrors(errors);
  });

  it("the menu's 上级菜单 picker shows translated titles", async () => {
    const { page, view, errors } = await session.screen('/system/menu');
    await view.button('新增').click();
    const parent = view.dialog.getByRole('combobox', { name: '上级菜单', exact: true });
    await parent.click();
    await treeTitles(page).first().waitFor();
    expect(await treeTitles(page).allInnerTexts()).not.toContainEqual(expect.stringMatching(/^menu\./));
    await parent.fill('角色管理');
    await treeTitles(page)
      .filter({ hasText: /^角色管理$/ })
      .waitFor();
    expectNoPageErrors(errors);
  });
});

describe('generic create, edit and delete', () => {
  it('confirm each with a message once the server has answered', async () => {
    const { page, view, errors } = await session.screen('/system/dept');
    const success = (text: string) => page.locator('.ant-message-success').getByText(text, { exact: true });
    const name = `Feedback ${tag}`;
    await view.button('新增').click();
    await view.field('部门名称').fill(name);
    await view.button('确定', view.dialog).click();
    await success('新增成功').waitFor();
    await view.row(name).waitFor();

    await view.button('编辑', view.row(name)).click();
    await view.field('部门名称').fill(`${name}x`);
    await view.button('确定', view.dialog).click();
    await success('修改成功').waitFor();
    await view.row(`${name}x`).waitFor();

    await view.button('删除', view.row(`${name}x`)).click();
    await view.button('确定', page.locator('.ant-popover')).click();
    await success('删除成功').waitFor();
    await view.row(`${name}x`).waitFor({ state: 'detached' });
    expectNoPageErrors(errors);
  });
});

describe('tab reload', () => {
  it("asks the server for the page's rows again", async () => {
    const { page, view, errors } = await session.screen('/system/dept');
    await view.row('总部').first().waitFor();
    const name = `Reloaded ${tag}`;
    await expectStatus(admin.call('POST', 'api/sysDept', { name, sort: 999, enabled: true }), 201);
    await tabAction(page, '/system/dept', '重新加载');
    await view.row(name).waitFor();
    expectNoPageErrors(errors);
  });
});

describe('pager', () => {
  /** Page buttons the operator can see (antd hides some with CSS, leaving them in the page). */
  const visiblePageButtons = (page: Page) =>
    page
      .locator('.ant-pagination-item')
      .evaluateAll((items) => items.filter((item) => getComputedStyle(item).display !== 'none').length);

  /** Works a pager control and waits for the page it leads to, its rows loaded. */
  async function turnTo(page: Page, act: () => Promise<void>, expected: number): Promise<void> {
    const rows = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname.endsWith('/api/dict') && url.searchParams.get('page') === String(expected - 1);
    });
    await act();
    await rows;
    // While a page loads, the table dims its pager, which then takes no clicks.
    await page.locator('.ant-table-wrapper .ant-spin-blur').waitFor({ state: 'detached' });
    await page.locator(`.ant-pagination-item-active.ant-pagination-item-${expected}`).waitFor();
  }

  /** From the last page, five back: far from both ends, where the pager shows all its buttons. */
  async function goToMiddlePage(page: Page): Promise<void> {
    // Enter on the focused control, as a keyboard user would (rc-pagination handles it): a pointer
    // click on the previous-page arrow once never arrived at 768 px in a full run.
    const press = (control: Locator) => () => control.press('Enter');
    const last = Number(await page.locator('.ant-pagination-item').last().innerText());
    await turnTo(page, press(page.locator('.ant-pagination-item').last()), last);
    for (let back = 1; back <= 5; back += 1)
      await turnTo(page, press(page.locator('.ant-pagination-prev')), last - back);
  }

  beforeAll(async () => {
    // 160 dictionaries at 10 a page: more than 16 pages.
    for (let batch = 0; batch < 16; batch += 1) {
      await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          expectStatus(admin.call('POST', 'api/sysDict', { name: `pager_${tag}_${batch}_${index}` }), 201),
        ),
      );
    }
  });

  it.each([
    { width: 768, buttons: 5 },
    { width: 1440, buttons: 7 },
  ])('shows $buttons page buttons at $width px', async ({ width, buttons }) => {
    const { page, view, errors } = await session.screen('/system/dict');
    await page.setViewportSize({ width, height: 900 });
    await view.rows.first().waitFor();
    await page.locator('.ant-pagination-options-size-changer').click();
    await turnTo(page, () => page.locator('.ant-select-item-option[title^="10"]').click(), 1);
    await expect
      .poll(async () => Number(await page.locator('.ant-pagination-item').last().innerText()))
      .toBeGreaterThanOrEqual(16);
    await goToMiddlePage(page);
    await expect.poll(() => visiblePageButtons(page)).toBe(buttons);
    expectNoPageErrors(errors);
  });
});

describe('Esc and closing a form', () => {
  it("closes an open select's dropdown only, and asks before losing what was typed", async () => {
    const { page, view, errors } = await session.screen('/system/role');
    await view.button('编辑', view.row('运营人员')).click();
    await view.field('描述').fill(`typed ${tag}`);
    const menus = view.dialog.getByRole('combobox', { name: '菜单权限', exact: true });
    await menus.click();
    await openDropdown(page).waitFor();
    await page.keyboard.press('Escape');
    await openDropdown(page).waitFor({ state: 'hidden' });
    await expect(formDialog(page).isVisible()).resolves.toBe(true);
    await expect(view.field('描述').inputValue()).resolves.toBe(`typed ${tag}`);

    // Esc, the × and 取消 each ask first.
    await page.keyboard.press('Escape');
    await expect(confirm(page).locator('.ant-modal-confirm-title').innerText()).resolves.toBe(
      '有未保存的修改，确定放弃吗？',
    );
    await view.button('取消', confirm(page)).click();
    await confirm(page).waitFor({ state: 'hidden' });
    await formDialog(page).locator('.ant-modal-close').click();
    await confirm(page).waitFor();
    await view.button('取消', confirm(page)).click();
    await confirm(page).waitFor({ state: 'hidden' });
    await view.button('取消', formDialog(page)).click();
    await confirm(page).waitFor();
    await view.button('确定', confirm(page)).click();
    await formDialog(page).waitFor({ state: 'hidden' });
    expectNoPageErrors(errors);
  });

  it("closes an open date picker only, keeping what was typed in it and the form's other fields", async () => {
    const { page, view, errors } = await session.screen('/shop/coupon');
    await view.button('新增').click();
    await view.field('优惠券名称').fill(`Esc ${tag}`);
    const start = view.dialog.getByLabel('使用开始', { exact: true });
    await start.click();
    const picker = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
    await picker.waitFor();
    await start.pressSequentially('2030-01-02 03:04:05');
    await page.keyboard.press('Escape');
    await picker.waitFor({ state: 'hidden' });
    await expect(formDialog(page).isVisible()).resolves.toBe(true);
    await expect(confirm(page).count()).resolves.toBe(0);
    await expect(view.field('优惠券名称').inputValue()).resolves.toBe(`Esc ${tag}`);
    await expect(start.inputValue()).resolves.toBe('2030-01-02 03:04:05');

    // The form has changes: the next Esc asks before closing it.
    await page.keyboard.press('Escape');
    await expect(confirm(page).locator('.ant-modal-confirm-title').innerText()).resolves.toBe(
      '有未保存的修改，确定放弃吗？',
    );
    await view.button('取消', confirm(page)).click();
    await confirm(page).waitFor({ state: 'hidden' });
    await expect(start.inputValue()).resolves.toBe('2030-01-02 03:04:05');
    expectNoPageErrors(errors);
  });

  it('closes an unchanged form without asking', async () => {
    const { page, view, errors } = await session.screen('/system/role');
    await view.button('编辑', view.row('运营人员')).click();
    await view.field('描述').waitFor();
    await page.keyboard.press('Escape');
    await formDialog(page).waitFor({ state: 'hidden' });
    await expect(confirm(page).count()).resolves.toBe(0);
    expectNoPageErrors(errors);
  });
});

describe('rules between fields', () => {
  const rowOf = async (id: string) => validRow(await expectStatus(admin.call<Screen>('GET', `api/screens/${id}`), 200));
  const refusal = (message: string) => ({ status: 400, body: { status: 400, message } });

  it('the server refuses a coupon used before it starts and an order paying more than it costs', async () => {
    const coupon = { ...(await rowOf('shop/coupon')), useStart: '2025-06-02 10:00:00', useEnd: '2025-06-01 10:00:00' };
    await expect(admin.call('POST', 'api/shopCoupon', coupon)).resolves.toEqual(refusal('使用结束 不能早于 使用开始'));
    const order = { ...(await rowOf('shop/order')), totalAmount: 100, freight: 0, payAmount: 250 };
    await expect(admin.call('POST', 'api/shopOrder', order)).resolves.toEqual(
      refusal('实付金额 不能大于 商品总额 + 运费'),
    );
  });

  it('the coupon form says 使用结束 is before 使用开始', async () => {
    const { page, view, errors } = await session.screen('/shop/coupon');
    await view.button('新增').click();
    for (const [label, value] of [
      ['使用开始', '2025-06-02 10:00:00'],
      ['使用结束', '2025-06-01 10:00:00'],
    ] as const) {
      await view.field(label).click();
      await view.field(label).fill(value);
      await view.field(label).press('Enter');
    }
    await view.field('使用开始').click();
    await page.keyboard.press('Escape');
    await view.messageOf('使用结束').getByText('使用结束 不能早于 使用开始').waitFor();
    expectNoPageErrors(errors);
  });

  it('an SMTP port out of range is refused as such, not stored as the bound', async () => {
    const { view, errors } = await session.screen('/tools/email');
    await view.button('新增').click();
    await view.field('端口').fill('99999');
    await view.field('端口').blur();
    await view.messageOf('端口').filter({ hasText: '65535' }).waitFor();
    await expect(view.field('端口').inputValue()).resolves.toBe('99999');
    const email = { ...(await rowOf('tools/email')), port: 99999 };
    await expect(admin.call('POST', 'api/emailConfig', email)).resolves.toEqual(
      refusal('port 超出范围：不能大于 65535'),
    );
    expectNoPageErrors(errors);
  });
});

describe('the order form', () => {
  /** The options of a select in the open dialog, once it has them. */
  const select = (page: Page, label: string) =>
    screenPageOf(page).dialog.locator('.ant-select', { has: page.getByRole('combobox', { name: label, exact: true }) });

  async function optionsOf(page: Page, label: string): Promise<string[]> {
    await select(page, label).click();
    const options = openDropdown(page).locator('.ant-select-item-option');
    await options.first().waitFor();
    const texts = await options.allInnerTexts();
    await page.keyboard.press('Escape');
    await openDropdown(page).waitFor({ state: 'hidden' });
    return texts;
  }

  it('offers only the statuses the server accepts, and a chosen one saves', async () => {
    const orderNo = `SO${tag}`;
    const screen = await expectStatus(admin.call<Screen>('GET', 'api/screens/shop/order'), 200);
    await expectStatus(admin.call('POST', 'api/shopOrder', { ...validRow(screen), orderNo }), 201);
    const { page, view, errors } = await session.screen('/shop/order');
    await view.button('新增').click();
    await expect(optionsOf(page, '订单状态')).resolves.toEqual(['待付款']);
    await expect(optionsOf(page, '支付状态')).resolves.toEqual(['未支付']);
    await view.button('取消', formDialog(page)).click();
    await formDialog(page).waitFor({ state: 'hidden' });

    await view.button('编辑', view.row(orderNo)).click();
    await expect(optionsOf(page, '订单状态')).resolves.toEqual(['待付款', '待发货', '已取消']);
    await select(page, '订单状态').click();
    await openDropdown(page).getByTitle('待发货').click();
    await view.button('确定', view.dialog).click();
    await page.locator('.ant-message-success').getByText('修改成功', { exact: true }).waitFor();
    await view.row(orderNo).filter({ hasText: '待发货' }).waitFor();
    expectNoPageErrors(errors);
  });
});

describe('wide tables', () => {
  /** How many lines an element's text takes (its icons, like a sorter's two carets, aside). */
  const lines = (cell: Locator) =>
    cell.evaluate((node) => {
      const tops = new Set<number>();
      const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
      }
      return tops.size;
    });

  it('scroll in their box at 1440 px instead of squeezing a coupon name to a character per line', async () => {
    const name = `满一百减二十优惠券 ${tag}`;
    const coupon = await expectStatus(admin.call<Screen>('GET', 'api/screens/shop/coupon'), 200);
    await expectStatus(admin.call('POST', 'api/shopCoupon', { ...validRow(coupon), name }), 201);
    const { page, view, errors } = await session.screen('/shop/coupon');
    await page.setViewportSize({ width: 1440, height: 900 });
    const cell = view.row(name).locator('td').filter({ hasText: name });
    await cell.waitFor();
    await expect(lines(cell)).resolves.toBe(1);
    for (const title of await page.locator('.ant-table-thead th').all())
      await expect(lines(title)).resolves.toBeLessThanOrEqual(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    expectNoPageErrors(errors);
  });
});

describe('times', () => {
  const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

  it('read YYYY-MM-DD HH:mm:ss on 在线用户 and the statistics, even in an English-speaking browser', async () => {
    const { page, errors } = await session.shell({ path: '/monitor/online', locale: 'en-US' });
    const own = page.locator('.ant-table-row', { hasText: '当前会话' });
    await own.waitFor();
    const times = (await own.locator('td').allInnerTexts()).filter((text) => /\d:\d\d/.test(text));
    expect(times.length).toBeGreaterThan(0);
    for (const time of times) expect(time).toMatch(DATE_TIME);

    await page.goto('/statistics/overview');
    const updated = page.getByTestId('updated-at');
    await expect.poll(() => updated.innerText()).toMatch(/\d:\d\d/);
    expect(await updated.innerText()).toMatch(/\b\d{2}:\d{2}:\d{2}$/);
    expectNoPageErrors(errors);
  });
});

describe('wording and icons', () => {
  it("an upload's hint says what its refusal says", async () => {
    const { page, errors } = await session.shell({ path: '/tools/deploy' });
    const card = page.getByTestId('deploy-packages');
    await card.locator('input[type="file"]').setInputFiles({
      name: `notes-${tag}.txt`,
      mimeType: 'text/plain',
      buffer: Buffer.from('not a package'),
    });
    const refusal = await page.locator('.ant-notification-notice-message').innerText();
    expect(refusal).toBe('只能上传 ZIP, JAR, WAR, TAR.GZ 文件');
    await card.getByText(`${refusal}，文件不能超过 200 MB`, { exact: false }).waitFor();
    expectNoPageErrors(errors);
  });

  it('every side-menu item has an icon', async () => {
    const { page, errors } = await session.shell();
    const side = page.getByTestId('side-menu');
    const areas = side.locator(':scope > li.ant-menu-submenu > .ant-menu-submenu-title');
    // The icons come in a chunk loaded after the shell (src/layout/menu/menu-icons.tsx): once the
    // first area shows its icon, the set is there for every item.
    await areas.first().locator('.anticon').waitFor();
    const missing: string[] = [];
    /** Opens a submenu unless it is open (a click on an open one closes it). */
    const open = async (title: Locator) => {
      const submenu = title.locator('xpath=..');
      if (!((await submenu.getAttribute('class')) ?? '').includes('ant-menu-submenu-open')) await title.click();
      await submenu.locator('li').first().waitFor();
      return submenu;
    };
    for (const area of await areas.all()) {
      const submenu = await open(area);
      // A submenu inside an area (微信配置) opens too, so its items are counted.
      for (const inner of await submenu.locator('li.ant-menu-submenu > .ant-menu-submenu-title').all())
        await open(inner);
      for (const item of await submenu.locator('li.ant-menu-item').all())
        if ((await item.locator('.anticon').count()) === 0) missing.push(await item.innerText());
    }
    expect(missing).toEqual([]);
    expectNoPageErrors(errors);
  });
});

describe('the chat socket address', () => {
  it('is built from ip, port, tenantId and userName, with the ticket beside them', async () => {
    const { page, errors } = await session.shell();
    const opened = page.waitForEvent('websocket');
    await page.getByTestId('service-status').click();
    const url = new URL((await opened).url());
    expect(url.host).toBe(new URL(baseURL).host);
    expect([...url.searchParams.keys()]).toEqual(['tenantId', 'userName', 'ticket', 'language']);
    expect(url.searchParams.get('userName')).toBe('admin');
    await expect.poll(() => page.getByTestId('service-status').innerText()).toMatch(/客服下线/);
    await page.getByTestId('service-status').click();
    expectNoPageErrors(errors);
  });
});
