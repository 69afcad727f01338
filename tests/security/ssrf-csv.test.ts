// SSRF: the server fetches no URL a user gives it. Internal addresses stored in every URL field,
// chat images, covers and rich text are never requested while the server stores, lists, generates
// sites or runs tasks; and a tripwire fails when server code gains an outbound HTTP client, so an
// SSRF guard is added with it. Exports neutralise formulas (the CSV and .xlsx writers: tests/server/exports.test.ts).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvLine } from '../../schemas/wire/cell-text';
import type { FormNode } from '../../server/screens/types';
import { validRow } from '../server/helpers/valid-body';
import { createTwoTenants, type TwoTenants } from './support/two-tenants';

const SERVER_DIR = fileURLToPath(new URL('../../server', import.meta.url));

let t: TwoTenants;
let internal: http.Server;
let hits: string[];
let target: string;
beforeAll(async () => {
  t = await createTwoTenants();
  hits = [];
  // Stands for an internal service (a metadata endpoint, an admin panel) the server can reach.
  internal = http.createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('internal');
  });
  await new Promise<void>((resolve) => internal.listen(0, '127.0.0.1', resolve));
  target = `http://127.0.0.1:${(internal.address() as { port: number }).port}/latest/meta-data`;
});
afterAll(async () => {
  await new Promise((resolve) => internal.close(resolve));
  await t.close();
});

describe('SSRF', () => {
  it('internal URLs stored anywhere are never fetched, whatever the server does with them', async () => {
    const screens = (await t.app.screens.all()).map((item) => item.screen);
    for (const screen of screens) {
      const urlFields = (Object.entries(screen.form?.properties ?? {}) as [string, FormNode][]).filter(
        ([name, field]) =>
          (typeof field.pattern === 'string' && field.pattern.includes('https?')) ||
          /url|cover|image|logo|icon|avatar|link/i.test(name),
      );
      if (urlFields.length === 0) continue;
      const body = { ...validRow(screen), ...Object.fromEntries(urlFields.map(([name]) => [name, target])) };
      const created = await t.admin('POST', screen.api.create ?? screen.api.list, body, t.site);
      // Some of these fields only take other shapes (ids, names): stored or refused, never fetched.
      expect([201, 400], `${screen.id}: ${created.body}`).toContain(created.statusCode);
    }
    await t.admin(
      'POST',
      'news/news',
      {
        title: 'ssrf',
        cover: target,
        content: `<p><img src="${target}"><a href="${target}">x</a></p>`,
        published: true,
      },
      t.site,
    );
    await t.admin('POST', 'api/basicConfig/savePic', { systemLogo: target, systemIcon: target });

    // Everything that reads those rows back or builds from them.
    for (const screen of screens) await t.admin('GET', screen.api.list, undefined, t.site);
    expect((await t.admin('GET', `news/domains/generate/${t.siteId}`)).statusCode).toBe(200);
    expect((await t.admin('GET', `news/domains/generateRobot/${t.siteId}`)).statusCode).toBe(200);
    await t.admin('GET', 'api/diy/blockData');
    for (const handler of ['cleanLoginLogs', 'cleanTaskLogs']) {
      const task = (
        await t.admin('POST', 'api/timing', { name: handler, handler, cron: '0 3 * * *', params: target })
      ).json<{ id: number }>();
      await t.admin('PUT', `api/timing/exec/${task.id}`);
    }
    // Give any stray background fetch a moment to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(hits).toEqual([]);
  });

  // Outside services are called only from server/connectors, whose base addresses come from the
  // environment (the operator), never from a request or a stored row. Outbound HTTP anywhere else
  // fails here, so whoever adds it also adds an SSRF guard (no private or link-local targets).
  it('no server code outside server/connectors holds an outbound HTTP client', () => {
    const sources = fs
      .readdirSync(SERVER_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'));
    expect(sources.length).toBeGreaterThan(50);
    const clients =
      /\bfetch\(|from 'node:https?'|from 'https?'|\bundici\b|from 'axios'|from 'got'|http\.request\(|https\.get\(/;
    const offenders = sources.filter(
      (file) =>
        !file.startsWith(`connectors${path.sep}`) && clients.test(fs.readFileSync(path.join(SERVER_DIR, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

describe('CSV formula injection', () => {
  it('cells that a spreadsheet would run as a formula are made plain text', () => {
    const hostile = [
      '=HYPERLINK("http://evil.example","x")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
      "=cmd|' /C calc'!A0",
    ];
    const cells = hostile.map((value) => csvLine([value]).slice(0, -2));
    expect(cells).toHaveLength(hostile.length);
    for (const cell of cells) expect(cell.replace(/^"/, '').startsWith("'"), cell).toBe(true);
  });

  it('ordinary values, numbers included, are left alone', () => {
    expect(csvLine(['plain', 42])).toBe('plain,42\r\n');
  });
});
