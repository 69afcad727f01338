// Seckill, bargain and group-buying rows share a shape: a title or goods name, an image, the
// regular price and the campaign price.
import type { GridItem } from './item-grid';
import type { ShopRow } from './types';

export const campaignItems = (
  rows: ShopRow[] | undefined,
  offerPrice: (row: ShopRow) => number | undefined,
  badge?: (row: ShopRow) => string,
): GridItem[] | null =>
  rows?.map((row) => ({
    id: row.id,
    name: row.title || row.goodsName || '',
    image: row.image,
    price: offerPrice(row),
    oldPrice: row.price,
    badge: badge?.(row),
  })) ?? null;
