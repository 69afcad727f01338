// Every registered block renders from a fixture page: its shop rows where they exist, a plain
// placeholder where the shop has none.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockTypes } from '../../../src/features/decorate/blocks/registry';
import { PageView } from '../../../src/features/decorate/page-view';
import { emptyData, fixtureData, fixturePage } from './fixture';

const section = (container: HTMLElement, type: string) =>
  container.querySelector<HTMLElement>(`[data-block-type="${type}"]`)!;

describe('block registry', () => {
  it('renders every block type of the fixture page with the shop rows', () => {
    const { container } = render(<PageView blocks={fixturePage.blocks} data={fixtureData} device="mobile" />);
    expect(
      [...container.querySelectorAll('[data-block-type]')].map((node) => node.getAttribute('data-block-type')),
    ).toEqual(blockTypes);
    expect(within(section(container, 'banner')).getByText('Welcome', { exact: true })).toBeTruthy();
    expect(within(section(container, 'noticeBar')).getByText('Shop notice')).toBeTruthy();
    expect(within(section(container, 'menus')).getByText('Hot')).toBeTruthy();
    expect(within(section(container, 'footer')).getByText('© Shop')).toBeTruthy();
    expect(within(section(container, 'goodsList')).getAllByTestId('block-item')).toHaveLength(2);
    // Only the product sold below its market price counts as a discount.
    expect(within(section(container, 'discount')).getByText('Green tea')).toBeTruthy();
    expect(within(section(container, 'discount')).queryByText('Black tea')).toBeNull();
    expect(within(section(container, 'coupons')).getByText(/Welcome/)).toBeTruthy();
    expect(within(section(container, 'categories')).getByText('Drinks')).toBeTruthy();
    expect(within(section(container, 'seckill')).getByText('¥6.00')).toBeTruthy();
    expect(within(section(container, 'bargain')).getByText('Teapot')).toBeTruthy();
    expect(within(section(container, 'combination')).getByText('¥20.00')).toBeTruthy();
    expect(screen.queryAllByTestId('block-empty')).toHaveLength(0);
  });

  it('shows a placeholder, never made-up rows, where the shop has none', () => {
    render(<PageView blocks={fixturePage.blocks} data={emptyData} device="pc" />);
    // The seven data blocks: goods, discount, coupons, categories, seckill, bargain, combination.
    expect(screen.getAllByTestId('block-empty')).toHaveLength(7);
    expect(screen.queryAllByTestId('block-item')).toHaveLength(0);
  });
});
