// The interface language: stored locally, followed by antd's and dayjs's locales.
import { act, render } from '@testing-library/react';
import { Empty } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '../../src/app/provider';
import i18n, { changeLanguage } from '../../src/lib/i18n';

/** antd's own text, which comes from the antd locale in force. */
function renderEmptyDescription(): () => string | null | undefined {
  const { container } = render(
    <AppProvider>
      <Empty />
    </AppProvider>,
  );
  return () => container.querySelector('.ant-empty-description')?.textContent;
}

describe('i18n', () => {
  it('starts in Simplified Chinese with antd in zh_CN', () => {
    const description = renderEmptyDescription();
    expect(i18n.language).toBe('zh_CN');
    expect(description()).toBe('暂无数据');
    expect(i18n.t('request.timeout')).toBe('网络请求超时');
  });

  it('switches antd, dayjs and the stored choice together', async () => {
    const description = renderEmptyDescription();
    await act(() => changeLanguage('en'));
    expect(description()).toBe('No data');
    expect(dayjs.locale()).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');

    await act(() => changeLanguage('zh_TW'));
    expect(description()).toBe('無此資料');
    expect(dayjs.locale()).toBe('zh-tw');
    expect(i18n.t('request.relogin')).toBe('重新登入');
  });

  it('has every key of zh_CN in zh_TW and en', async () => {
    // Loading a language happens on switching to it.
    await changeLanguage('zh_TW');
    await changeLanguage('en');
    const keys = (language: string) =>
      Object.keys(flatten(i18n.getResourceBundle(language, 'translation') as object)).sort();
    expect(keys('zh_TW')).toEqual(keys('zh_CN'));
    expect(keys('en')).toEqual(keys('zh_CN'));
  });
});

function flatten(tree: object, prefix = ''): Record<string, unknown> {
  return Object.entries(tree).reduce<Record<string, unknown>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'object' && value !== null
      ? { ...flat, ...flatten(value as object, path) }
      : { ...flat, [path]: value };
  }, {});
}
