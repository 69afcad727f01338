// The build's chunk groups (scripts/build/page-chunks.ts): what a page uses through a library's
// index, and which modules go into the shell chunk.
import { describe, expect, it } from 'vitest';
import { pageChunkGroups } from '../../scripts/build/page-chunks';
import { staticUses, type ModuleGraph } from '../../scripts/build/static-uses';

const lib = '/app/node_modules/lib/es';
/** A small app: a library index re-exporting five components, and pages importing from it. */
const modules: Record<string, { code: string; importedIds: string[] }> = {
  [`${lib}/index.js`]: {
    code:
      ['table', 'button', 'input', 'tabs']
        .map((name) => `export { default as ${name[0]!.toUpperCase()}${name.slice(1)} } from './${name}';`)
        .join('\n') + "\nexport * from './icons';\nimport './global.css';",
    importedIds: [
      `${lib}/table/index.js`,
      `${lib}/button/index.js`,
      `${lib}/input/index.js`,
      `${lib}/tabs/index.js`,
      `${lib}/icons/index.js`,
      `${lib}/global.css`,
    ],
  },
  [`${lib}/icons/index.js`]: {
    code: "export { default as Plus } from './Plus';\nexport { default as Minus } from './Minus';\nexport { default as Star } from './Star';",
    importedIds: [`${lib}/icons/Plus.js`, `${lib}/icons/Minus.js`, `${lib}/icons/Star.js`],
  },
  [`${lib}/table/index.js`]: { code: "import { Button } from '../index';", importedIds: [`${lib}/index.js`] },
  [`${lib}/button/index.js`]: { code: '', importedIds: [] },
  [`${lib}/input/index.js`]: { code: '', importedIds: [] },
  [`${lib}/tabs/index.js`]: { code: '', importedIds: [] },
  [`${lib}/icons/Plus.js`]: { code: '', importedIds: [] },
  [`${lib}/icons/Minus.js`]: { code: '', importedIds: [] },
  [`${lib}/icons/Star.js`]: { code: '', importedIds: [] },
  [`${lib}/global.css`]: { code: '', importedIds: [] },
  '/app/src/login.tsx': { code: 'import { Input, Button } from "lib";', importedIds: [`${lib}/index.js`] },
  '/app/src/layout.tsx': {
    code: 'import { Tabs, Button, Plus } from "lib";\nimport { menu } from "./menu";',
    importedIds: [`${lib}/index.js`, '/app/src/menu.ts'],
  },
  '/app/src/menu.ts': { code: '', importedIds: [] },
  '/app/src/screen.tsx': { code: 'import { Table as T } from "lib";', importedIds: [`${lib}/index.js`] },
};
const graph: ModuleGraph = { getModuleInfo: (id) => modules[id] ?? null };

describe('build chunk groups', () => {
  it('follows an import from a library index only to the components it names, and the index’s own imports', () => {
    expect([...staticUses(graph, ['/app/src/login.tsx'])].sort()).toEqual(
      [
        '/app/src/login.tsx',
        `${lib}/button/index.js`,
        `${lib}/global.css`,
        `${lib}/index.js`,
        `${lib}/input/index.js`,
      ].sort(),
    );
    // Through a star re-export to one icon; from a component back into the index by name.
    expect(staticUses(graph, ['/app/src/layout.tsx'])).toEqual(
      new Set([
        '/app/src/layout.tsx',
        `${lib}/index.js`,
        `${lib}/global.css`,
        `${lib}/tabs/index.js`,
        `${lib}/button/index.js`,
        `${lib}/icons/Plus.js`,
        '/app/src/menu.ts',
      ]),
    );
    expect(staticUses(graph, ['/app/src/screen.tsx'])).toContain(`${lib}/button/index.js`);
  });

  it('groups what the shell uses, and leaves what a page outside the layout uses to Rolldown', () => {
    const groups = pageChunkGroups('/app', { shell: 'src/layout.tsx', outside: ['src/login.tsx'] });
    const groupOf = (id: string) =>
      groups
        .map((group) => (typeof group.name === 'function' ? group.name(id, graph as never) : null))
        .find((name) => name) ?? 'automatic';
    expect(groupOf(`${lib}/tabs/index.js`)).toBe('shell');
    expect(groupOf(`${lib}/icons/Plus.js`)).toBe('shell');
    expect(groupOf('/app/src/menu.ts')).toBe('shell');
    expect(groupOf(`${lib}/table/index.js`)).toBe('automatic');
    // The login page uses Button and Input: grouped, they would make it load the shell.
    expect(groupOf(`${lib}/button/index.js`)).toBe('automatic');
    expect(groupOf(`${lib}/input/index.js`)).toBe('automatic');
    // The roots keep their own chunks; what nobody uses is nobody's.
    expect(groupOf('/app/src/layout.tsx')).toBe('automatic');
    expect(groupOf(`${lib}/icons/Star.js`)).toBe('automatic');
  });
});
