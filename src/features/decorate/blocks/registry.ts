// The one registry of page blocks, by type. Its keys are exactly the block types the server
// accepts (schemas/wire/diy.ts), checked when it compiles. Order = palette order.
import type { DiyBlockType } from '../../../../schemas/wire/diy';
import { banner } from './banner';
import { bargain } from './bargain';
import { categories } from './categories';
import { combination } from './combination';
import { coupons } from './coupons';
import { discount } from './discount';
import { footer } from './footer';
import { goodsList } from './goods-list';
import { menus } from './menus';
import { noticeBar } from './notice-bar';
import { seckill } from './seckill';
import type { BlockDefinition } from './types';

// Each block is typed by its own props; the map erases them to the common shape it is used by.
const registry = {
  banner,
  noticeBar,
  menus,
  goodsList,
  coupons,
  categories,
  seckill,
  bargain,
  combination,
  discount,
  footer,
} satisfies Record<DiyBlockType, unknown>;

export type BlockType = keyof typeof registry;

export const blocks = registry as unknown as Record<BlockType, BlockDefinition>;

export const blockTypes = Object.keys(blocks) as BlockType[];

export function isBlockType(value: string): value is BlockType {
  return Object.hasOwn(blocks, value);
}
