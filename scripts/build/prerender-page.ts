// A page rendered at build time, as a first visit sees it: its markup, shown by index.html before
// the app has loaded, and the CSS antd writes for it. prerender-child.ts does the work in a Node
// process of its own (NODE_ENV=production, as the page's antd; a fresh module state).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PrerenderedPage } from './prerender-render';

export type { PrerenderedPage };

export async function prerenderPage(root: string, page: string, address: string): Promise<PrerenderedPage> {
  const script = path.join(import.meta.dirname, 'prerender-child.ts');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, root, page, address], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  const rendered = JSON.parse(stdout) as PrerenderedPage;
  if (!rendered.html) throw new Error(`prerender: ${page} rendered nothing`);
  if (!rendered.css.includes('.data-ant-cssinjs-cache-path')) throw new Error(`prerender: no antd styles for ${page}`);
  return rendered;
}
