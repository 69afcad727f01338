// Where the browser for e2e tests and benchmarks lives: Debian's chromium, never a downloaded build.
import fs from 'node:fs';

export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}
