// What the server tells the person who started it, on the console rather than in the JSON log.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { SeedResult } from './db/seed/index';
import type { RoleRisk } from './repositories/database-role';
import { seedAdmin } from './db/seed/org';
import { NOT_BUILT } from './plugins/spa';

export function printCaptchaOffWarning(): void {
  const line = '!'.repeat(72);
  console.warn(
    [
      line,
      '!!  BACKOFFICE_CAPTCHA=off: the login captcha accepts ANY code.',
      '!!  This is for automated tests only. Never run a real deployment like this.',
      line,
    ].join('\n'),
  );
}

export interface StartedInfo {
  port: number;
  seed: SeedResult;
  adminPasswordFromEnv: boolean;
  distDir: string;
  database: string;
  /** What the DATABASE_URL role may do beyond the product's needs (PostgreSQL only). */
  roleRisks?: RoleRisk[];
}

/** The warning about an over-powerful database role, or nothing when the role is an ordinary one. */
export function roleWarning(risks: readonly RoleRisk[] = []): string[] {
  if (risks.length === 0) return [];
  return [
    '',
    `  WARNING: the DATABASE_URL role has ${risks.map((risk) => risk.toUpperCase()).join(', ')}.`,
    '  SQL run as this role by mistake (a bug, an injection) could reach every database of the',
    '  server, and as a superuser its operating system. Give the product an ordinary role that',
    '  owns only its own database (docs/security.md, "The database role").',
  ];
}

function passwordLine({ seed, adminPasswordFromEnv }: StartedInfo): string {
  // The generated password is printed this once and stored only as a hash.
  if (seed.generatedPassword)
    return `  Password: ${seed.generatedPassword}   (generated now; shown only once, write it down)`;
  if (seed.created && adminPasswordFromEnv) return '  Password: the ADMIN_PASSWORD you set';
  return '  Password: as set on the first start';
}

function seedNote(seed: SeedResult): string {
  if (seed.created) return ' (seeded now)';
  return seed.added > 0 ? ` (${seed.added} new menu and dictionary items of this release added)` : '';
}

export function printStarted(info: StartedInfo): void {
  const lines = [
    '',
    `Back-office running at http://localhost:${info.port}`,
    `  Database: ${info.database}${seedNote(info.seed)}`,
    `  Admin:    ${seedAdmin.username}`,
    passwordLine(info),
  ];
  lines.push(...roleWarning(info.roleRisks));
  if (!existsSync(path.join(info.distDir, 'index.html'))) lines.push('', `  ${NOT_BUILT}`);
  console.log(lines.join('\n') + '\n');
}
