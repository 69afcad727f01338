// antd's styles for a page, written at build time: antd-styles.tsx renders the page's antd parts
// in a Node process of its own (NODE_ENV=production, as the page's antd; a fresh module state) and
// prints their CSS.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

export interface AntdParts {
  /** The module (relative to the project root) exporting a component that mounts the page's antd components. */
  module: string;
  component: string;
}

export async function extractAntdStyles(root: string, parts: AntdParts): Promise<string> {
  const script = path.join(import.meta.dirname, 'antd-styles.tsx');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, path.resolve(root, parts.module), parts.component], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
  });
  if (!stdout.includes('.data-ant-cssinjs-cache-path')) throw new Error(`antd-styles: no styles for ${parts.module}`);
  return stdout;
}
