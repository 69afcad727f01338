// A file the front-end build writes (index.html, the early requests list), read again whenever its
// size or modification time changes: a `vite build` under a running server replaces index.html and
// deletes the assets the old one named, so a page kept from before would load nothing.
// Synchronous: a stat per call (microseconds), a read only after a build.
import { readFileSync, statSync } from 'node:fs';

/** The file parsed by `parse`, as it is now; null while it does not exist. A file that cannot be read or parsed (a build writing it) keeps its last good value. */
export function builtFile<T>(file: string, parse: (text: string) => T): () => T | null {
  let stamp = '';
  let value: T | null = null;
  return () => {
    let now: string;
    try {
      const stat = statSync(file);
      now = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return null;
    }
    if (now === stamp) return value;
    try {
      value = parse(readFileSync(file, 'utf8'));
      stamp = now;
    } catch {
      // Half written: the next call reads it again.
    }
    return value;
  };
}
