// The shop rows blocks show (product lists, coupons, categories, seckill…), read from the shop's
// collection screens. Only rows a visitor may see (on shelf, enabled, shown) and only the fields a
// block draws leave the server: the phone preview calls this without a login.
import type { Repositories } from '../repositories/index';
import { collectionField } from '../repositories/collections';

/** Rows per kind: enough for any block's "how many" property. */
const ROWS = 20;

interface Source {
  screen: string;
  /** The boolean field that says a visitor may see the row. */
  visible: string;
  fields: readonly string[];
}

const sources = {
  goods: { screen: 'shop/goods', visible: 'onShelf', fields: ['name', 'image', 'price', 'marketPrice'] },
  coupons: {
    screen: 'shop/coupon',
    visible: 'enabled',
    fields: ['name', 'type', 'faceValue', 'discount', 'minAmount'],
  },
  categories: { screen: 'shop/category', visible: 'shown', fields: ['name', 'icon', 'parentId'] },
  seckill: {
    screen: 'shop/seckill',
    visible: 'enabled',
    fields: ['title', 'goodsName', 'image', 'price', 'seckillPrice'],
  },
  bargain: { screen: 'shop/bargain', visible: 'enabled', fields: ['title', 'goodsName', 'image', 'price', 'minPrice'] },
  combination: {
    screen: 'shop/combination',
    visible: 'enabled',
    fields: ['title', 'goodsName', 'image', 'price', 'groupPrice', 'people'],
  },
} satisfies Record<string, Source>;

export type BlockDataKind = keyof typeof sources;
export type BlockData = Record<BlockDataKind, Record<string, unknown>[]>;

const pick = (data: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));

async function rowsOf(repos: Repositories, tenantId: number, source: Source): Promise<Record<string, unknown>[]> {
  const page = await repos.collections.list(
    tenantId,
    source.screen,
    { page: { index: 0, size: ROWS }, sort: [], filters: [{ field: source.visible, values: ['true'] }] },
    { [source.visible]: collectionField(source.visible, 'eq') },
  );
  return page.content.map((row) => ({ id: row.id, ...pick(row.data, source.fields) }));
}

export async function blockData(repos: Repositories, tenantId: number): Promise<BlockData> {
  const kinds = Object.keys(sources) as BlockDataKind[];
  const rows = await Promise.all(kinds.map((kind) => rowsOf(repos, tenantId, sources[kind])));
  return Object.fromEntries(kinds.map((kind, index) => [kind, rows[index]!])) as BlockData;
}

/** Response schema: every kind a list of open objects (the fields above only). */
export const blockDataSchema = {
  type: 'object',
  properties: Object.fromEntries(
    Object.keys(sources).map((kind) => [
      kind,
      { type: 'array', items: { type: 'object', additionalProperties: true } },
    ]),
  ),
} as const;
