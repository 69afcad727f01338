// Bundle budget (part of `npm test`): fails when /login or a CRUD screen needs more gzip bytes of
// JS+CSS than its budget. Reads the build in DIST_DIR (default ./dist); `--json` prints the
// figures, `--verbose` every file.
import { pathToFileURL } from 'node:url';
import { kb, measurePage, pages, readManifest, type PageBudget } from './lib/bundle';

export interface BudgetResult {
  id: string;
  title: string;
  gzipKB: number;
  budgetKB: number;
  /** Within the budget: passes the check. */
  ok: boolean;
  files: { file: string; gzip: number }[];
}

export function measureBundles(distDir: string, budgets: Record<string, PageBudget> = pages): BudgetResult[] {
  const manifest = readManifest(distDir);
  return Object.entries(budgets).map(([id, page]) => {
    const { gzip, files } = measurePage(distDir, manifest, page.keys);
    return { id, title: page.title, gzipKB: kb(gzip), budgetKB: page.budgetKB, ok: kb(gzip) <= page.budgetKB, files };
  });
}

export function printBudgets(results: BudgetResult[], verbose = false): void {
  for (const result of results) {
    const verdict = result.ok ? '✔' : '✖';
    const over = result.ok ? '' : ', OVER BUDGET';
    console.log(
      `${verdict} ${result.title}: ${result.gzipKB} KB gzip of JS+CSS (budget ${result.budgetKB} KB${over}, ${result.files.length} files)`,
    );
    // Over budget: the biggest files say where to cut (node --import tsx bench/analyze.ts tells what is in them).
    const shown = verbose ? result.files : result.ok ? [] : result.files.slice(0, 12);
    for (const { file, gzip } of shown) console.log(`    ${String(kb(gzip)).padStart(7)} KB  ${file}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = measureBundles(process.env.DIST_DIR ?? 'dist');
  if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else printBudgets(results, process.argv.includes('--verbose'));
  process.exitCode = results.every((result) => result.ok) ? 0 : 1;
}
