import { describe, expect, it } from 'vitest';
import { visitorLanguage } from '../../../src/features/chat/visitor-language';

describe('the visitor widget’s language', () => {
  it('takes the embed code’s language first', () => {
    expect(visitorLanguage('en', ['zh-CN'])).toBe('en');
    expect(visitorLanguage('zh_TW', ['en-US'])).toBe('zh_TW');
    expect(visitorLanguage('zh-CN', ['en-US'])).toBe('zh_CN');
  });

  it('else the first browser language it speaks, Traditional for Taiwan, Hong Kong and Hant', () => {
    expect(visitorLanguage(null, ['fr-FR', 'zh-TW', 'en'])).toBe('zh_TW');
    expect(visitorLanguage(null, ['zh-Hant-HK'])).toBe('zh_TW');
    expect(visitorLanguage(null, ['zh-HK'])).toBe('zh_TW');
    expect(visitorLanguage(null, ['zh-CN'])).toBe('zh_CN');
    expect(visitorLanguage(null, ['zh'])).toBe('zh_CN');
    expect(visitorLanguage('klingon', ['en-GB'])).toBe('en');
  });

  it('falls back to English for a browser speaking none of them', () => {
    expect(visitorLanguage(null, ['fr-FR', 'de'])).toBe('en');
    expect(visitorLanguage(null, [])).toBe('en');
  });
});
