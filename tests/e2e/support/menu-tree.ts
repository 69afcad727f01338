// The admin's menu tree as the server gives it (GET api/sysMenu/build, the shell's own call),
// flattened to the leaves a person can open, and the zh_CN texts the pages show for i18n keys.
import fs from 'node:fs';
import path from 'node:path';
import type { MenuItem } from '../../../src/stores/menus';

export interface MenuLeaf {
  /** Full path as the shell routes it, with `:param` segments when the item takes some. */
  path: string;
  component: string;
  title: string;
  hidden: boolean;
  /** Paths of the submenus above the item, outermost first (antd Menu keys). */
  ancestors: string[];
}

/** Directory components that open no view of their own (src/app/menu-routes.ts). */
const DIRECTORIES = new Set(['Layout', 'ParentView']);
const isExternal = (itemPath: string) => /^(https?:|mailto:|tel:)/.test(itemPath);
const join = (parent: string, itemPath: string) =>
  itemPath.startsWith('/') ? itemPath : `${parent.replace(/\/$/, '')}/${itemPath}`;

/** Every item that opens a view: not a directory, not an external link. */
export function menuLeaves(items: readonly MenuItem[], parent = '', ancestors: string[] = []): MenuLeaf[] {
  return items.flatMap((item) => {
    if (isExternal(item.path)) return [];
    const full = join(parent, item.path);
    const below = menuLeaves(item.children ?? [], full, [...ancestors, full]);
    if (DIRECTORIES.has(item.component)) return below;
    return [
      { path: full, component: item.component, title: item.meta.title, hidden: item.hidden, ancestors },
      ...below,
    ];
  });
}

type Texts = { [key: string]: string | Texts };

/** All src/locales/zh_CN/*.json deep-merged, as the app merges them into one namespace. */
function loadTexts(language: string): Texts {
  const dir = path.resolve(import.meta.dirname, '../../../src/locales', language);
  const merged: Texts = {};
  const merge = (target: Texts, source: Texts) => {
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string') target[key] = value;
      else merge((target[key] ??= {}) as Texts, value);
    }
  };
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json')))
    merge(merged, JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Texts);
  return merged;
}

const zhCN = loadTexts('zh_CN');

/** The zh_CN text of an i18n key; the key itself when missing (as i18next shows it). */
export function text(key: string): string {
  const found = key
    .split('.')
    .reduce<string | Texts | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), zhCN);
  return typeof found === 'string' ? found : key;
}
