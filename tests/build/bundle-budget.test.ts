// The bundle budget of `npm test` (bench/bundle-budget.ts): what a page loads, and that a page
// over its ratio to its peer fails the check.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measureBundles } from '../../bench/bundle-budget';
import { staticClosure, type Manifest } from '../../bench/lib/bundle';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    css: ['assets/index.css'],
    dynamicImports: ['src/big.tsx'],
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/page.tsx': { file: 'assets/page.js', isDynamicEntry: true, imports: ['_shared.js', 'index.html'] },
  'src/big.tsx': { file: 'assets/big.js', isDynamicEntry: true },
};

let dist = '';
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

/** A build whose files hold random (incompressible) bytes of the given sizes. */
function fakeBuild(sizes: Record<string, number>): string {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-budget-'));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, size] of Object.entries(sizes)) fs.writeFileSync(path.join(dist, file), crypto.randomBytes(size));
  return dist;
}

const budgets = { page: { title: '/page', keys: ['index.html', 'src/page.tsx'], peer: 'page.html', ratio: 1.1 } };
/** The peer's gzip bytes: ~60 KB, so the page may need ~66 KB. */
const peerBytes = { page: 60_000 };

describe('bundle budget', () => {
  it('counts the entry, the page and their static imports and CSS, each once, but no lazy import', () => {
    expect(staticClosure(manifest, ['index.html', 'src/page.tsx']).sort()).toEqual([
      'assets/index.css',
      'assets/index.js',
      'assets/page.js',
      'assets/shared.js',
    ]);
  });

  it('passes a page within its ratio to its peer and fails one over it', () => {
    const small = {
      'assets/index.js': 20_000,
      'assets/index.css': 1_000,
      'assets/shared.js': 30_000,
      'assets/page.js': 10_000,
    };
    const within = measureBundles(fakeBuild({ ...small, 'assets/big.js': 500_000 }), peerBytes, budgets);
    expect(within[0]).toMatchObject({ id: 'page', ok: true, budgetRatio: 1.1, peerKB: 58.6 });
    expect(within[0]?.ratio).toBeCloseTo(1.02, 1);
    expect(within[0]?.gzipKB).toBeGreaterThan(59);
    expect(within[0]?.gzipKB).toBeLessThan(62);
    fs.rmSync(dist, { recursive: true, force: true });

    const over = measureBundles(
      fakeBuild({ ...small, 'assets/shared.js': 90_000, 'assets/big.js': 10 }),
      peerBytes,
      budgets,
    );
    expect(over[0]).toMatchObject({ ok: false });
    expect(over[0]?.gzipKB).toBeGreaterThan(118);
    expect(over[0]?.ratio).toBeGreaterThan(2);
  });
});
