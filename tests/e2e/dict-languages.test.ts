// Dictionary labels follow the interface language: the order list of an English interface shows
// the English order, payment and payment-method labels, a Traditional Chinese one the Traditional
// labels (the seeded entries carry all three), in Chromium against the real server.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Screen } from '../../server/screens/types';
import { validRow } from '../server/helpers/valid-body';
import { apiLogin, expectStatus } from './support/admin-api';
import { expectNoPageErrors } from './support/login';
import { screenPage } from './support/screen-page';
import { setupBrowser } from './support/setup-browser';

const baseURL = inject('baseURL');
const orderNo = `DL${randomBytes(3).toString('hex')}`;
const session = setupBrowser();

beforeAll(async () => {
  const admin = await apiLogin(baseURL);
  const screen = await expectStatus(admin.call<Screen>('GET', 'api/screens/shop/order'), 200);
  const row = validRow(screen);
  // 待付款 and 未支付 (the seeded first values), paid by 支付宝 (支付寶 in Traditional characters).
  expect(row).toMatchObject({ status: 'unpaid', payStatus: 'unpaid' });
  await expectStatus(admin.call('POST', 'api/shopOrder', { ...row, orderNo, payType: 'alipay' }), 201);
});

/** The order list in `language`, chosen as the language switcher stores it, with the order's row. */
async function orderListIn(
  language: string,
): Promise<{ page: Page; errors: string[]; rowText: () => Promise<string> }> {
  // The order number in the address fills the search form, so the list holds this order's row.
  const { page, errors } = await session.shell({ path: `/shop/order?orderNo=${orderNo}` });
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  await page.reload();
  const view = screenPage(page);
  return { page, errors, rowText: () => view.row(orderNo).innerText() };
}

describe('dictionary labels in the interface language', () => {
  it('the English order list shows English statuses', async () => {
    const { errors, rowText } = await orderListIn('en');
    // Each dictionary arrives on its own: every label is waited for.
    for (const label of ['Awaiting payment', 'Unpaid', 'Alipay'])
      await expect.poll(rowText, { timeout: 30_000 }).toContain(label);
    const text = await rowText();
    for (const label of ['待付款', '未支付', '支付宝']) expect(text).not.toContain(label);
    expectNoPageErrors(errors);
  });

  it('the Traditional Chinese order list shows Traditional characters', async () => {
    const { errors, rowText } = await orderListIn('zh_TW');
    for (const label of ['支付寶', '待付款']) await expect.poll(rowText, { timeout: 30_000 }).toContain(label);
    expect(await rowText()).not.toContain('支付宝');
    expectNoPageErrors(errors);
  });
});
