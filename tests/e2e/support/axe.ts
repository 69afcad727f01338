// axe-core run inside the page under test: its critical and serious violations, each distinct
// failure once. axe is injected once per loaded page and run at each scan, rather than through
// @axe-core/playwright, whose analyze() injected it again and finished every run in a page of its
// own: 5–6 s a scan against under 1 s, over the sweep's two scans of each of about 100 screens.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING = new Set(['critical', 'serious']);

type Violations = AxeResults['violations'];

/** axe's violations on the page, or inside `within` (a CSS selector); every rule axe runs by default. */
async function violations(page: Page, within?: string): Promise<Violations> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return results.violations;
  }, within);
}

/**
 * The critical and serious violations: per rule, each distinct failure (axe's message, with colours
 * and ratio for contrast) once, with where it first occurs and how often.
 */
export async function blockingViolations(page: Page, within?: string): Promise<string[]> {
  return (await violations(page, within))
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) => {
      const byMessage = new Map<string, { first: string; count: number }>();
      for (const node of violation.nodes) {
        const message = [...node.any, ...node.all, ...node.none][0]?.message ?? node.failureSummary ?? '';
        const seen = byMessage.get(message);
        if (seen) seen.count += 1;
        else byMessage.set(message, { first: node.target.join(' '), count: 1 });
      }
      return [...byMessage].map(
        ([message, { first, count }]) => `${violation.impact} ${violation.id} ×${count} at ${first}: ${message}`,
      );
    });
}
