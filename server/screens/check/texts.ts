// Every i18n key a screen names: titles and descriptions of the screen, its columns and form
// nodes, tag labels, enum option labels and validator messages.
import type { DocumentScreen, FormNode, Screen } from '../types';

function nodeKeys(node: FormNode | undefined, keys: Set<string>): void {
  if (!node) return;
  for (const key of [node.title, node.description]) if (typeof key === 'string') keys.add(key);
  if (Array.isArray(node.enum)) {
    for (const item of node.enum as unknown[]) {
      if (item && typeof item === 'object' && 'label' in item && typeof item.label === 'string') keys.add(item.label);
    }
  }
  const validators = [node['x-validator']].flat();
  for (const rule of validators) {
    if (rule && typeof rule === 'object' && 'message' in rule && typeof rule.message === 'string')
      keys.add(rule.message);
  }
  for (const child of Object.values(node.properties ?? {})) nodeKeys(child, keys);
  nodeKeys(node.items, keys);
}

/** Titles of route links (the toolbar's `links`, a `route` cell's props.links). */
function linkKeys(links: unknown, keys: Set<string>): void {
  if (Array.isArray(links))
    for (const link of links as { title?: unknown }[]) if (typeof link?.title === 'string') keys.add(link.title);
}

export function screenTextKeys(screen: Screen): string[] {
  const keys = new Set<string>([screen.title]);
  for (const column of screen.columns) {
    keys.add(column.title);
    const labels = column.props?.labels;
    if (labels && typeof labels === 'object')
      for (const label of Object.values(labels)) if (typeof label === 'string') keys.add(label);
    linkKeys(column.props?.links, keys);
  }
  linkKeys(screen.links, keys);
  for (const node of [screen.search, screen.form, screen.detail]) nodeKeys(node, keys);
  return [...keys];
}

/** A document screen's keys: its title, section titles, section button titles and confirmations, form nodes. */
export function documentTextKeys(screen: DocumentScreen): string[] {
  const keys = new Set<string>([screen.title]);
  for (const section of screen.sections) {
    keys.add(section.title);
    for (const call of section.calls ?? []) for (const key of [call.title, call.confirm]) if (key) keys.add(key);
    nodeKeys(section.form, keys);
  }
  return [...keys];
}
