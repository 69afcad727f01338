// The block types a decorated page may hold (docs/api.md "Page decoration"): the server accepts
// exactly these in a page document (server/routes/diy-document.ts) and the editor's block registry
// has exactly these keys (src/features/decorate/blocks/registry.ts checks it when it compiles).
// A list, not only a type, because the server's document schema names them at run time.
export const DIY_BLOCK_TYPES = [
  'banner',
  'noticeBar',
  'menus',
  'goodsList',
  'coupons',
  'categories',
  'footer',
  'seckill',
  'bargain',
  'combination',
  'discount',
] as const;

export type DiyBlockType = (typeof DIY_BLOCK_TYPES)[number];
