import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Features must not import each other: one zone per feature folder, generated so a new
// feature is covered without touching this file.
const featureNames = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureIsolation = featureNames.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; move shared code to src/lib or src/stores.',
}));

// The server's layers, top to bottom (docs/architecture.md): a file may import its own layer and
// the layers below it, never one above. Cycles inside a layer are caught by import/no-cycle.
const serverLayers = [
  { name: 'entry points', paths: ['./server/main.ts', './server/banner.ts', './server/check-context.ts'] },
  { name: 'app', paths: ['./server/app.ts'] },
  { name: 'routes', paths: ['./server/routes'] },
  { name: 'plugins', paths: ['./server/plugins', './server/chat'] },
  { name: 'resources', paths: ['./server/resources'] },
  { name: 'domain rules', paths: ['./server/shop', './server/social', './server/alipay', './server/wechat'] },
  { name: 'screens', paths: ['./server/screens'] },
  { name: 'services', paths: ['./server/services', './server/scheduler', './server/mail'] },
  { name: 'connectors', paths: ['./server/connectors'] },
  { name: 'repositories', paths: ['./server/repositories'] },
  { name: 'db', paths: ['./server/db'] },
  { name: 'foundation', paths: ['./server/lib', './server/i18n', './server/config.ts', './server/env.ts'] },
];
// Like the browser's features, the server's domain folders do not import each other.
const serverDomains = serverLayers.find((layer) => layer.name === 'domain rules').paths;
const serverDomainIsolation = serverDomains.map((domain) => ({
  target: domain,
  from: serverDomains.filter((other) => other !== domain),
  message: 'Server domain folders do not import each other; move what they share down a layer.',
}));
const serverDirection = serverLayers.slice(1).map((layer, index) => ({
  target: layer.paths,
  from: serverLayers.slice(0, index + 1).flatMap((above) => above.paths),
  message: `server/ layers point down: ${layer.name} may not import ${serverLayers
    .slice(0, index + 1)
    .map((above) => above.name)
    .join(', ')}.`,
}));

// Dependency direction of ARCHITECTURE.md: app → features, layout → renderers → lib, stores.
const dependencyDirection = [
  {
    target: './renderers',
    from: ['./src/app', './src/features', './src/layout'],
    message: 'renderers/ never imports app, features or layout.',
  },
  {
    target: ['./src/lib', './src/stores'],
    from: ['./src/app', './src/features', './src/layout', './renderers'],
    message: 'lib and stores are the bottom layer.',
  },
  { target: ['./src/features', './src/layout'], from: './src/app', message: 'Only app composes features and layout.' },
  { target: ['./src', './renderers'], from: './server', message: 'The browser never imports server code.' },
  { target: './server', from: ['./src', './renderers'], message: 'The server never imports browser code.' },
  ...featureIsolation,
  ...serverDirection,
  ...serverDomainIsolation,
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'server/db/migrations/**', 'bench/results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: dependencyDirection }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'renderers/**/*.{ts,tsx}'],
    ignores: ['src/lib/feedback.ts'],
    rules: {
      // antd's App and static message/notification put rc-dialog and rc-notification on every page.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['App', 'message', 'notification'],
              message: "Use src/lib/feedback.ts: it loads antd's message, notification and Modal on first use.",
            },
          ],
        },
      ],
    },
  },
);
