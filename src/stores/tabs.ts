// The page tabs of the layout (spec §2, §4): one per full path, the home tab never closes.
import { proxy } from 'valtio';
import { paths } from '../lib/paths';

export interface Tab {
  /** The full path (path + query): two queries of one page are two tabs. */
  key: string;
  fullPath: string;
  path: string;
  /** i18n key of the page title. */
  title: string;
  closable: boolean;
}

const homeTab: Tab = {
  key: paths.workplace,
  fullPath: paths.workplace,
  path: paths.workplace,
  title: 'dashboard.workplace.title',
  closable: false,
};

interface TabsState {
  tabs: Tab[];
  /** Bumped by a reload, so the kept-alive page of that key mounts afresh. */
  versions: Record<string, number>;
}

export const tabsStore = proxy<TabsState>({ tabs: [homeTab], versions: {} });

/** The four refusals of spec §8, as i18n keys. */
export type TabRefusal =
  'layout.tabs.notClosable' | 'layout.tabs.noneLeft' | 'layout.tabs.noneRight' | 'layout.tabs.none';

/** What a close action did: refused, or which path to show afterwards (undefined: stay). */
export type CloseOutcome = { refused: TabRefusal } | { goTo?: string };

export function openTab(tab: Omit<Tab, 'key' | 'closable'>): void {
  const existing = tabsStore.tabs.find((item) => item.key === tab.fullPath);
  if (existing) existing.title = tab.title;
  else tabsStore.tabs.push({ ...tab, key: tab.fullPath, closable: tab.path !== paths.workplace });
}

/** Removes the tabs `doomed` picks among the closable ones; `refusal` when there are none. */
function closeWhere(
  doomed: (tab: Tab, index: number) => boolean,
  activeKey: string,
  fallbackKey: string,
  refusal: TabRefusal,
): CloseOutcome {
  const tabs = tabsStore.tabs;
  const closing = tabs.filter((tab, index) => tab.closable && doomed(tab, index));
  if (closing.length === 0) return { refused: refusal };
  const activeIndex = tabs.findIndex((tab) => tab.key === activeKey);
  tabsStore.tabs = tabs.filter((tab) => !closing.includes(tab));
  closing.forEach((tab) => delete tabsStore.versions[tab.key]);
  if (!closing.some((tab) => tab.key === activeKey)) return {};
  const fallback = tabsStore.tabs.find((tab) => tab.key === fallbackKey);
  if (fallback) return { goTo: fallback.fullPath };
  // The active tab closed on its own: the one before it, else home.
  const previous = tabs
    .slice(0, activeIndex)
    .reverse()
    .find((tab) => tabsStore.tabs.includes(tab));
  return { goTo: previous?.fullPath ?? paths.workplace };
}

const indexOf = (key: string) => tabsStore.tabs.findIndex((tab) => tab.key === key);

export function closeTab(key: string, activeKey: string): CloseOutcome {
  const tab = tabsStore.tabs.find((item) => item.key === key);
  if (!tab?.closable) return { refused: 'layout.tabs.notClosable' };
  return closeWhere((item) => item.key === key, activeKey, '', 'layout.tabs.notClosable');
}

export function closeLeft(key: string, activeKey: string): CloseOutcome {
  const at = indexOf(key);
  return closeWhere((_, index) => index < at, activeKey, key, 'layout.tabs.noneLeft');
}

export function closeRight(key: string, activeKey: string): CloseOutcome {
  const at = indexOf(key);
  return closeWhere((_, index) => index > at, activeKey, key, 'layout.tabs.noneRight');
}

export function closeOthers(key: string, activeKey: string): CloseOutcome {
  return closeWhere((tab) => tab.key !== key, activeKey, key, 'layout.tabs.none');
}

export function closeAll(activeKey: string): CloseOutcome {
  return closeWhere(() => true, activeKey, paths.workplace, 'layout.tabs.none');
}

/** Marks the tab's page for a fresh mount the next time it is shown. */
export function bumpTabVersion(key: string): void {
  tabsStore.versions[key] = (tabsStore.versions[key] ?? 0) + 1;
}
