// Tables of the screen studio (drizzle.config.ts reads this file next to schema.ts). A tenant's
// screens are versions of their JSON text: the files of schemas/ are the built-in baseline, and a
// tenant's latest published version of an id replaces the file for that tenant only (or adds a
// screen no file has). Versions are never changed once written; a rollback writes a new one.
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { tenantId, users } from './schema';

export const SCREEN_STATES = ['draft', 'published'] as const;
export type ScreenState = (typeof SCREEN_STATES)[number];

export const screenVersions = pgTable(
  'screen_versions',
  {
    id: id(),
    tenantId: tenantId(),
    screenId: text('screen_id').notNull(),
    /** 1, 2, 3… per tenant and screen, drafts and published versions alike. */
    version: integer('version').notNull(),
    /** The screen's JSON as the author wrote it (served as is: its hash is the ETag). */
    text: text('text').notNull(),
    state: text('state').$type<ScreenState>().notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept beside the id so the history still names a deleted user. */
    authorName: text('author_name').notNull(),
    message: text('message').notNull().default(''),
    createdAt: createdAt(),
  },
  // The unique key also stops two publishes on one base from both landing (the second is a 409).
  (t) => [uniqueIndex('screen_versions_tenant_screen_version').on(t.tenantId, t.screenId, t.version)],
);

// Who changed what, when: one row per studio write (save, publish, rollback, import), with the
// versions involved in `detail`. Generic (`action`, `subject`) so other areas can write to it.
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    /** `screen.save`, `screen.publish`, `screen.rollback`, `screen.import`. */
    action: text('action').notNull(),
    /** What was acted on: a screen id. */
    subject: text('subject').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('audit_logs_tenant_created').on(t.tenantId, t.createdAt, t.id)],
);
