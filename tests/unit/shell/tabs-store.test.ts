// The page-tab rules of spec §2, §4 and §8 on the store alone.
import { beforeEach, describe, expect, it } from 'vitest';
import { closeAll, closeLeft, closeOthers, closeRight, closeTab, openTab, tabsStore } from '../../../src/stores/tabs';

const HOME = '/dashboard/workplace';
const open = (fullPath: string) => openTab({ fullPath, path: fullPath.split('?')[0]!, title: fullPath });
const keys = () => tabsStore.tabs.map((tab) => tab.key);

beforeEach(() => {
  tabsStore.tabs = tabsStore.tabs.filter((tab) => tab.key === HOME);
  ['/a', '/b?x=1', '/b?x=2', '/c'].forEach(open);
});

describe('tabs store', () => {
  it('keys tabs by full path and keeps the home tab unclosable', () => {
    open('/a');
    expect(keys()).toEqual([HOME, '/a', '/b?x=1', '/b?x=2', '/c']);
    expect(closeTab(HOME, HOME)).toEqual({ refused: 'layout.tabs.notClosable' });
  });

  it('closing the active tab goes to the previous one, or home', () => {
    expect(closeTab('/b?x=2', '/b?x=2')).toEqual({ goTo: '/b?x=1' });
    expect(closeTab('/c', '/a')).toEqual({});
    expect(closeAll('/a')).toEqual({ goTo: HOME });
    expect(keys()).toEqual([HOME]);
    expect(closeAll(HOME)).toEqual({ refused: 'layout.tabs.none' });
  });

  it('closes left and right of a tab, refusing when nothing closable is there', () => {
    expect(closeLeft('/a', '/a')).toEqual({ refused: 'layout.tabs.noneLeft' });
    expect(closeRight('/c', '/c')).toEqual({ refused: 'layout.tabs.noneRight' });
    expect(closeRight('/b?x=1', '/c')).toEqual({ goTo: '/b?x=1' });
    expect(closeLeft('/b?x=1', '/b?x=1')).toEqual({});
    expect(keys()).toEqual([HOME, '/b?x=1']);
    open('/d');
    expect(closeOthers('/b?x=1', '/d')).toEqual({ goTo: '/b?x=1' });
    expect(keys()).toEqual([HOME, '/b?x=1']);
    expect(closeOthers('/b?x=1', '/b?x=1')).toEqual({ refused: 'layout.tabs.none' });
  });
});
