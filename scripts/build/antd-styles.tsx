// Prints the CSS antd's CSS-in-JS writes for a component (argv: its module and export name) under
// the app's default theme, with the map (`.data-ant-cssinjs-cache-path`) by which antd, finding
// that CSS in the page, skips writing those styles again. The build runs it in its own Node
// process (scripts/build/route-preload.ts) with NODE_ENV=production, as the page runs antd: the
// class names antd derives depend on it, and on every theme token.
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { defaultAntdTheme } from '../../src/app/antd-theme';

const [modulePath, exportName] = process.argv.slice(2);
if (!modulePath || !exportName) throw new Error('usage: antd-styles.tsx <module> <export>');
const Parts = ((await import(pathToFileURL(modulePath).href)) as Record<string, ComponentType>)[exportName];
if (!Parts) throw new Error(`${modulePath} exports no ${exportName}`);

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider theme={defaultAntdTheme()}>
      <Parts />
    </ConfigProvider>
  </StyleProvider>,
);
process.stdout.write(extractStyle(cache, { plain: true, types: 'style' }));
