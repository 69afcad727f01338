// The build's compressed copies (scripts/build/compress-assets.ts): which files get a .br and a .gz.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressAssets, compressDir, MIN_BYTES } from '../../scripts/build/compress-assets';

/** Text that compresses well, `bytes` long. */
const text = (bytes: number) => 'const answer = 42;\n'.repeat(bytes).slice(0, bytes);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'compress-assets-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true });
});

async function put(file: string, content: string | Buffer) {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), content);
}
const copies = (file: string) => ['.br', '.gz'].filter((suffix) => existsSync(path.join(dir, file + suffix)));

describe('compressDir', () => {
  it.each([
    'assets/index-abc.js',
    'assets/index-abc.css',
    'index.html',
    'logo.svg',
    '.vite/manifest.json',
    'assets/index-abc.js.map',
  ])('writes a .br and a .gz of %s that decompress to the file', async (file) => {
    const content = text(4000);
    await put(file, content);
    expect(await compressDir(dir)).toEqual([`.br`, `.gz`].map((suffix) => path.join(dir, file + suffix)));
    expect(zlib.brotliDecompressSync(await readFile(path.join(dir, `${file}.br`))).toString()).toBe(content);
    expect(zlib.gunzipSync(await readFile(path.join(dir, `${file}.gz`))).toString()).toBe(content);
  });

  it(`compresses a file of ${MIN_BYTES} bytes but not a smaller one`, async () => {
    await put('assets/at-threshold.js', text(MIN_BYTES));
    await put('assets/below-threshold.js', text(MIN_BYTES - 1));
    await compressDir(dir);
    expect(copies('assets/at-threshold.js')).toEqual(['.br', '.gz']);
    expect(copies('assets/below-threshold.js')).toEqual([]);
  });

  it.each(['favicon.ico', 'logo.png', 'font.woff2', 'notes.txt'])(
    'leaves %s alone, whatever it holds',
    async (file) => {
      await put(file, text(4000));
      expect(await compressDir(dir)).toEqual([]);
      expect(copies(file)).toEqual([]);
    },
  );

  it('writes no copy that is not smaller than the file', async () => {
    await put('assets/random.js', randomBytes(4000));
    expect(await compressDir(dir)).toEqual([]);
    expect(copies('assets/random.js')).toEqual([]);
  });

  it('removes an earlier build’s copy where it writes none, so that it is not sent in place of the file', async () => {
    await put('index.html', randomBytes(4000));
    await put('index.html.br', 'from an earlier build');
    await put('index.html.gz', 'from an earlier build');
    await compressDir(dir);
    expect(copies('index.html')).toEqual([]);
  });

  it('does not compress its own copies again', async () => {
    await put('assets/index-abc.js', text(4000));
    await compressDir(dir);
    expect(await compressDir(dir)).toEqual(
      ['.br', '.gz'].map((suffix) => path.join(dir, `assets/index-abc.js${suffix}`)),
    );
    expect(copies('assets/index-abc.js.br')).toEqual([]);
    expect(copies('assets/index-abc.js.gz')).toEqual([]);
  });
});

describe('the Vite plugin', () => {
  type Hooks = { writeBundle(options: { dir?: string }): void; closeBundle(): Promise<void> };
  const hooks = () => compressAssets() as unknown as Hooks;

  it('compresses the folder the bundle was written to, once the bundle is closed', async () => {
    await put('index.html', text(4000));
    const plugin = hooks();
    plugin.writeBundle({ dir });
    expect(copies('index.html')).toEqual([]);
    await plugin.closeBundle();
    expect(copies('index.html')).toEqual(['.br', '.gz']);
  });

  it('compresses nothing when the build failed before writing', async () => {
    await put('index.html', text(4000));
    await hooks().closeBundle();
    expect(copies('index.html')).toEqual([]);
  });

  it('runs in builds only', () => {
    expect(compressAssets().apply).toBe('build');
  });
});
