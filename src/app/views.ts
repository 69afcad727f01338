// Hand-written views, by the menu component name that opens them. Later issues add the user
// centre, messages, chat, decoration and news views here.
import type { ViewImporter } from '../lib/lazy-view';

export type ViewRegistry = Readonly<Record<string, ViewImporter>>;

export const handWrittenViews: ViewRegistry = {
  'dashboard/workplace': () => import('../features/dashboard/workplace-page'),
  'news/language': () => import('../features/news/language-page'),
  'news/newsDetail': () => import('../features/news/news-detail-page'),
  'news/productEdit': () => import('../features/news/product-edit-page'),
  'news/navContent': () => import('../features/news/nav-content-page'),
  'hierpuni/materia/index': () => import('../features/news/materials-image-page'),
  'hierpuni/materia/video': () => import('../features/news/materials-video-page'),
  'imchat/index': () => import('../features/chat/chat-page'),
  'diy/decorate': () => import('../features/decorate/decorate-page'),
  'statistics/overview': () => import('../features/statistics/overview-page'),
  'statistics/visit': () => import('../features/statistics/visit-page'),
  'monitor/server': () => import('../features/monitor/server-page'),
  'monitor/cache': () => import('../features/monitor/cache-page'),
  'monitor/sql': () => import('../features/monitor/sql-page'),
  'monitor/online': () => import('../features/monitor/online-page'),
  'tools/swagger': () => import('../features/api-doc/swagger-page'),
  'tools/deploy': () => import('../features/tools-uploads/deploy-page'),
  'tools/database': () => import('../features/tools-uploads/database-page'),
  'tools/qiniu-content': () => import('../features/tools-uploads/qiniu-content-page'),
  'wechat/menu': () => import('../features/wechat-menu/wechat-menu-page'),
  'system/studio': () => import('../features/studio/studio-list-page'),
  'system/studio-screen': () => import('../features/studio/studio-screen-page'),
};

/** Schema screens of the current site's content: they wait for a site (features/news/site-required.tsx). */
export const siteScopedScreens: ReadonlySet<string> = new Set(['news/navinfo', 'news/news', 'news/product']);

/** Hand-written editors of the current site's content, behind the same empty state. */
export const siteScopedViews: ReadonlySet<string> = new Set(['news/newsDetail', 'news/productEdit', 'news/navContent']);
