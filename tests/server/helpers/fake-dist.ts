// A built front end for the server's static tests: a temporary folder holding the given files
// (paths relative to it, folders created as needed). The caller removes it.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function fakeDist(files: Record<string, string>): Promise<string> {
  const dist = await mkdtemp(path.join(tmpdir(), 'dist-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, file)), { recursive: true });
    await writeFile(path.join(dist, file), content);
  }
  return dist;
}
