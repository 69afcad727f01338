// A page with one block of every type and shop rows for each data kind, as the server answers them.
import type { BlockData } from '../../../src/features/decorate/blocks/types';
import type { PageDocument } from '../../../src/features/decorate/document';
import { blocks, blockTypes } from '../../../src/features/decorate/blocks/registry';
import { newBlockProps } from '../../../src/features/decorate/blocks/types';
import english from '../../../src/locales/en/decorate.json';

/** The English texts of the blocks' `texts` keys (decorate.defaults.*), as the editor writes them. */
const en = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], english) as string;

export const fixturePage: PageDocument = {
  blocks: blockTypes.map((type) => ({ id: `b-${type}`, type, props: newBlockProps(blocks[type], en as never) })),
};

export const fixtureData: BlockData = {
  goods: [
    { id: 1, name: 'Green tea', price: 9.5, marketPrice: 12 },
    { id: 2, name: 'Black tea', price: 8 },
  ],
  coupons: [{ id: 3, name: 'Welcome', faceValue: 5, minAmount: 50 }],
  categories: [{ id: 4, name: 'Drinks' }],
  seckill: [{ id: 5, title: 'Noon rush', price: 10, seckillPrice: 6 }],
  bargain: [{ id: 6, goodsName: 'Teapot', price: 80, minPrice: 40 }],
  combination: [{ id: 7, title: 'Team cups', price: 30, groupPrice: 20, people: 3 }],
};

export const emptyData: BlockData = {
  goods: [],
  coupons: [],
  categories: [],
  seckill: [],
  bargain: [],
  combination: [],
};
