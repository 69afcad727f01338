// The browser's translations as i18next sees them: every src/locales/<language>/*.json merged
// into one tree per language (src/lib/i18n.ts does the same).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Tree = { [key: string]: unknown };

function merge(target: Tree, source: Tree): Tree {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      value && typeof value === 'object' && existing && typeof existing === 'object'
        ? merge(existing as Tree, value as Tree)
        : value;
  }
  return target;
}

export function loadTranslations(localesDir: string, language: string): Tree {
  const dir = path.join(localesDir, language);
  const files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  return files.reduce<Tree>(
    (tree, file) => merge(tree, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree),
    {},
  );
}

/** The translation at the key's dotted path, if there is a string there. */
export function textAt(tree: Tree, key: string): string | undefined {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
  return typeof text === 'string' ? text : undefined;
}

export const hasText = (tree: Tree, key: string): boolean => textAt(tree, key) !== undefined;
