// Translation of server messages by the `Language` header (zh_CN default, zh_TW, en).
import { en } from './en';
import { zhCN, type MessageKey } from './zh_CN';
import { zhTW } from './zh_TW';

export type { MessageKey };
export type Language = 'zh_CN' | 'zh_TW' | 'en';
export type MessageParams = Record<string, string | number>;

const catalogues: Record<Language, Record<MessageKey, string>> = { zh_CN: zhCN, zh_TW: zhTW, en };

/** Reads a Language header leniently (zh-TW, en-US, EN…); anything unknown is the default. */
export function parseLanguage(header: string | string[] | undefined): Language {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().replace('-', '_') ?? '';
  if (value.startsWith('en')) return 'en';
  if (value === 'zh_tw' || value === 'zh_hk' || value === 'zh_hant') return 'zh_TW';
  return 'zh_CN';
}

export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  return catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
