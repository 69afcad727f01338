// Business constants of spec §9 that the renderer applies.
export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 30, 50] as const;
/** Below this window width the pager shows fewer page buttons (spec: pager count 5, else 7). */
export const NARROW_PAGER_WIDTH = 992;
export const SCROLL_TOP_MS = 800;
export const MODAL_WIDTHS = [420, 500] as const;
export const DRAWER_WIDTH = 300;
export const DEFAULT_MODAL_WIDTH = 500;
/** More rows than the largest page switches the table to virtual scrolling. */
export const VIRTUAL_ROW_THRESHOLD = Math.max(...PAGE_SIZES);
export const VIRTUAL_SCROLL_Y = 600;
