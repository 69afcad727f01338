// The list toolbar (add, batch delete, export, column settings) sits on its own row between the
// search form and the table, as antd Pro tables have it; a screenshot is kept for review.
import { describe, expect, it } from 'vitest';
import os from 'node:os';
import path from 'node:path';
import { setupBrowser } from './support/setup-browser';
import { expectNoPageErrors } from './support/login';

const session = setupBrowser();

describe('list toolbar', () => {
  it('is a row of its own below the search form and above the table', async () => {
    const open = await session.screen('/system/user');
    const { page, errors } = open;
    await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
    const search = await page.locator('.crud-search').boundingBox();
    const toolbar = await page.locator('.crud-toolbar').boundingBox();
    const table = await page.locator('.ant-table').first().boundingBox();
    const addButton = await page.getByRole('button', { name: /新\s?增/ }).boundingBox();
    expect(search && toolbar && table && addButton).toBeTruthy();
    // Below every search field and button, above the table, starting at the card's left edge.
    expect(toolbar!.y).toBeGreaterThanOrEqual(search!.y + search!.height);
    expect(table!.y).toBeGreaterThanOrEqual(toolbar!.y + toolbar!.height);
    expect(Math.abs(addButton!.x - search!.x)).toBeLessThan(2);
    await page.screenshot({ path: path.join(os.tmpdir(), 'crud-toolbar.png') });
    expectNoPageErrors(errors);
  });
});
