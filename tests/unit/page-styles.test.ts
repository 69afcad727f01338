// The entry's wait for the page's build-time antd stylesheet (src/lib/page-styles.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { pageStylesSettled } from '../../src/lib/page-styles';

afterEach(() => document.head.querySelectorAll('link').forEach((link) => link.remove()));

function sheetLink(settled: boolean): HTMLLinkElement {
  const link = document.createElement('link');
  link.setAttribute('data-page-styles', '');
  if (settled) link.setAttribute('data-settled', '');
  document.head.append(link);
  return link;
}

const settledWithin = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
};

describe('page styles', () => {
  it('waits for nothing on a page without a build-time stylesheet, or once it has settled', async () => {
    expect(await settledWithin(pageStylesSettled())).toBe(true);
    sheetLink(true);
    expect(await settledWithin(pageStylesSettled())).toBe(true);
  });

  it('waits for a stylesheet still loading, until it loads', async () => {
    const link = sheetLink(false);
    const waiting = pageStylesSettled();
    expect(await settledWithin(waiting)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settledWithin(waiting)).toBe(true);
  });

  it('goes on when the stylesheet fails (antd then writes the styles itself)', async () => {
    const link = sheetLink(false);
    const waiting = pageStylesSettled();
    link.dispatchEvent(new Event('error'));
    expect(await settledWithin(waiting)).toBe(true);
  });
});
