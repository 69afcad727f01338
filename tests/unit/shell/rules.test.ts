// Small rules of the shell: tab titles (spec §2), the permission check (§5, §6), theme colours and
// persistence (§4, §9).
import { describe, expect, it } from 'vitest';
import { tabTitle } from '../../../src/layout/tabs/tab-title';
import { hasAnyRole } from '../../../src/lib/permission';
import { defaultThemeSettings, primaryColour, resetTheme, themeStore, updateTheme } from '../../../src/stores/theme';

describe('tab titles', () => {
  it('shows the plain title on the news editors and [site] before other /news and /diy pages', () => {
    expect(tabTitle('/news/editNewsDetail/5', '编辑新闻', '中文站')).toBe('编辑新闻');
    expect(tabTitle('/news/product/copyProduct/7', '复制产品', '中文站')).toBe('复制产品');
    expect(tabTitle('/news/language', '语言管理', '中文站')).toBe('[中文站] 语言管理');
    expect(tabTitle('/diy/page/decorate/en/pc/1', '页面装修', 'English')).toBe('[English] 页面装修');
    expect(tabTitle('/newsletter', '通讯', '中文站')).toBe('通讯');
    expect(tabTitle('/system/user', '用户管理', '中文站')).toBe('用户管理');
  });
});

describe('permission check', () => {
  it('passes when one role matches and throws on an empty list', () => {
    expect(hasAnyRole(['operator'], ['admin', 'operator'])).toBe(true);
    expect(hasAnyRole(['operator'], ['admin'])).toBe(false);
    expect(() => hasAnyRole(['admin'], [])).toThrow(/non-empty list of role names/);
  });
});

describe('theme settings', () => {
  it('knows the presets and refuses what is not a colour', () => {
    expect(primaryColour('dust')).toBe('#f5222d');
    expect(primaryColour('#123abc')).toBe('#123abc');
    expect(primaryColour('red; background: url(x)')).toBeNull();
  });

  it('persists changes under the theme key and resets to the defaults of spec §9', async () => {
    updateTheme({ color: 'green', darkMode: true, layoutStyle: 'mix' });
    await Promise.resolve();
    expect(JSON.parse(localStorage.getItem('theme')!)).toMatchObject({
      color: 'green',
      darkMode: true,
      layoutStyle: 'mix',
    });
    resetTheme();
    expect({ ...themeStore }).toEqual(defaultThemeSettings);
    expect(defaultThemeSettings).toMatchObject({
      headStyle: 'light',
      sideStyle: 'dark',
      layoutStyle: 'side',
      transitionName: 'slide-right',
      tabStyle: 'default',
    });
  });
});
