// Bundle budget (part of `npm test`): each budgeted page may need at most `ratio` times the gzip
// bytes of JS+CSS of its peer, the same screen written as a plain antd page (bench/peers/) and
// built in the same run. Reads the app's build in DIST_DIR (default ./dist) and builds the peers
// into a temporary folder, each on its own (a page shares no chunk with another peer).
// `--json` prints the figures, `--verbose` every file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { kb, measurePage, pages, readManifest, type PageBudget } from './lib/bundle';
import { buildPeers } from './lib/peers';

export interface BudgetResult {
  id: string;
  title: string;
  gzipKB: number;
  peerKB: number;
  /** Our bytes over the peer's, to two decimals. */
  ratio: number;
  budgetRatio: number;
  /** Within the budget: passes the check. */
  ok: boolean;
  files: { file: string; gzip: number }[];
}

/** Gzip bytes of each page's peer, built from bench/peers/ into a temporary folder. */
export async function measurePeers(budgets: Record<string, PageBudget> = pages): Promise<Record<string, number>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-peers-'));
  try {
    const bytes: Record<string, number> = {};
    for (const [id, page] of Object.entries(budgets)) {
      const outDir = path.join(root, id);
      await buildPeers(outDir, { [id]: page.peer }, '/');
      bytes[id] = measurePage(outDir, readManifest(outDir), [page.peer]).gzip;
    }
    return bytes;
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

export function measureBundles(
  distDir: string,
  peerBytes: Record<string, number>,
  budgets: Record<string, PageBudget> = pages,
): BudgetResult[] {
  const manifest = readManifest(distDir);
  return Object.entries(budgets).map(([id, page]) => {
    const { gzip, files } = measurePage(distDir, manifest, page.keys);
    const peer = peerBytes[id];
    if (!peer) throw new Error(`no peer figure for ${id}`);
    const ratio = gzip / peer;
    return {
      id,
      title: page.title,
      gzipKB: kb(gzip),
      peerKB: kb(peer),
      ratio: Math.round(ratio * 100) / 100,
      budgetRatio: page.ratio,
      ok: ratio <= page.ratio,
      files,
    };
  });
}

export function printBudgets(results: BudgetResult[], verbose = false): void {
  for (const result of results) {
    const verdict = result.ok ? '✔' : '✖';
    const over = result.ok ? '' : ', OVER BUDGET';
    const room = Math.round((result.peerKB * result.budgetRatio - result.gzipKB) * 10) / 10;
    console.log(
      `${verdict} ${result.title}: ${result.gzipKB} KB gzip of JS+CSS, peer ${result.peerKB} KB: ` +
        `${result.ratio}x (budget ${result.budgetRatio}x, room ${room} KB${over}; ${result.files.length} files)`,
    );
    // Over budget: the biggest files say where to cut (node --import tsx bench/analyze.ts tells what is in them).
    const shown = verbose ? result.files : result.ok ? [] : result.files.slice(0, 12);
    for (const { file, gzip } of shown) console.log(`    ${String(kb(gzip)).padStart(7)} KB  ${file}`);
  }
}

/** Peers built, then every page measured against its own. */
export async function checkBundles(distDir: string): Promise<BudgetResult[]> {
  return measureBundles(distDir, await measurePeers());
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = await checkBundles(process.env.DIST_DIR ?? 'dist');
  if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else printBudgets(results, process.argv.includes('--verbose'));
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
}
