// Hand-written views, by the menu component name that opens them. Later issues add the user
// centre, messages, chat, decoration and news views here.
import type { ViewImporter } from '../lib/lazy-view';

export type ViewRegistry = Readonly<Record<string, ViewImporter>>;

export const handWrittenViews: ViewRegistry = {
  'dashboard/workplace': () => import('../features/dashboard/workplace-page'),
  'diy/decorate': () => import('../features/decorate/decorate-page'),
};
