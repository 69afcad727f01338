// WeChat's rules for an official-account custom menu, checked before saving or publishing:
// 1–3 top buttons, up to 5 sub-buttons each; names up to 16 bytes (top) or 60 bytes (sub);
// a button with sub-buttons has no type; click needs a key (≤ 128 bytes), view an http(s) URL
// (≤ 1024 bytes), miniprogram an appid, a page path and a fallback URL.
import type { WechatButton } from '../connectors/wechat';

export type MenuProblem = 'topCount' | 'subCount' | 'name' | 'key' | 'url' | 'miniprogram' | 'type';

const bytes = (text: string | undefined) => Buffer.byteLength(text ?? '', 'utf8');
const HTTP_URL = /^https?:\/\/\S+$/;

function leafProblem(button: WechatButton): MenuProblem | null {
  if (button.type === 'click') return button.key && bytes(button.key) <= 128 ? null : 'key';
  if (button.type === 'view')
    return button.url && HTTP_URL.test(button.url) && bytes(button.url) <= 1024 ? null : 'url';
  if (button.type === 'miniprogram')
    return button.appid && button.pagepath && button.url && HTTP_URL.test(button.url) ? null : 'miniprogram';
  return 'type';
}

/** The first rule `buttons` breaks, with where, or null when WeChat would take the menu. */
export function menuProblem(buttons: WechatButton[]): { problem: MenuProblem; at: string } | null {
  if (buttons.length < 1 || buttons.length > 3) return { problem: 'topCount', at: '' };
  for (const [index, button] of buttons.entries()) {
    const at = button.name || String(index + 1);
    if (!button.name || bytes(button.name) > 16) return { problem: 'name', at };
    const subs = button.sub_button ?? [];
    if (subs.length > 5) return { problem: 'subCount', at };
    if (subs.length === 0) {
      const problem = leafProblem(button);
      if (problem) return { problem, at };
      continue;
    }
    for (const [subIndex, sub] of subs.entries()) {
      const subAt = `${at} / ${sub.name || subIndex + 1}`;
      if (!sub.name || bytes(sub.name) > 60) return { problem: 'name', at: subAt };
      const problem = leafProblem(sub);
      if (problem) return { problem, at: subAt };
    }
  }
  return null;
}

/** Only the fields WeChat reads for each type (a button with sub-buttons keeps just its name). */
export function cleanMenu(buttons: WechatButton[]): WechatButton[] {
  const leaf = ({ name, type, key, url, appid, pagepath }: WechatButton): WechatButton =>
    type === 'click'
      ? { name, type, key }
      : type === 'view'
        ? { name, type, url }
        : { name, type, url, appid, pagepath };
  return buttons.map((button) =>
    button.sub_button?.length ? { name: button.name, sub_button: button.sub_button.map(leaf) } : leaf(button),
  );
}
