// Chunk groups for the production build (vite.config.ts): fewer, larger chunks for the pages
// everyone opens. Left to itself, Rolldown cuts a chunk for every set of routes that share a
// module: with ~100 lazy routes a CRUD screen fetched ~100 files, and gzip, which compresses each
// file on its own, could not use what one file has in common with another (docs/performance.md).
// Two groups, each of code its pages run anyway:
// - `boot`: what the entry (index.html) imports statically; every page loads it.
// - `shell`: what the layout (menu, tabs, header) needs; every page after login loads it.
// A module that a page outside the layout also imports (login, the chat visitor, …) stays in
// Rolldown's automatic chunks: grouped, it would make that page load the whole shell. A group for
// the schema screen was tried and dropped: any other page using one of its modules (the workplace
// uses a Tag) then loaded all of it, 47 KB more for 2.5 KB less on the screen.
import path from 'node:path';
import type { Rolldown } from 'vite';
import { staticUses } from './static-uses.ts';

type CodeSplittingGroup = Extract<NonNullable<Rolldown.OutputOptions['codeSplitting']>, object>['groups'] extends
  (infer Group)[] | undefined
  ? Group
  : never;
type ChunkingContext = Parameters<Extract<CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** Source files relative to the project root. */
export interface PageGroups {
  /** The layout route's module: its static imports make the shell chunk. */
  shell: string;
  /** Route modules outside the layout: their imports stay out of the shell. */
  outside: string[];
}

export function pageChunkGroups(root: string, pages: PageGroups): CodeSplittingGroup[] {
  const layout = path.resolve(root, pages.shell);
  let shell: Set<string> | undefined;
  /** Computed once, on the first module Rolldown asks about: the graph is complete by then. */
  const shellOf = (ctx: ChunkingContext) => {
    if (shell) return shell;
    const outside = staticUses(
      ctx,
      pages.outside.map((file) => path.resolve(root, file)),
    );
    // The layout keeps its own chunk, so the manifest still names it (bench/lib/bundle.ts).
    shell = new Set([...staticUses(ctx, [layout])].filter((id) => !outside.has(id) && id !== layout));
    return shell;
  };
  return [
    { name: 'boot', tags: ['$initial'], priority: 2 },
    {
      name: (id, ctx) => (shellOf(ctx).has(id) ? 'shell' : null),
      debugName: 'shell',
      priority: 1,
      // Not the modules' dependencies as well: those a page outside the layout shares stay out.
      includeDependenciesRecursively: false,
    },
  ];
}
