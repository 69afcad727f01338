// `npm run dev`: the reference server (restarted on change) and vite with HMR, which proxies
// /prod-api and /websocket to it. Open the URL vite prints.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], { stdio: 'inherit' }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
children.forEach((child) =>
  child.on('exit', (code) => {
    stopAll();
    process.exitCode = code ?? 0;
  }),
);
