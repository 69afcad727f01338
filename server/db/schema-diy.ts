// Tables of page decoration (drizzle.config.ts reads this file next to schema.ts). A page is one
// row per tenant, language, type and page id; it keeps the draft being edited and the version
// visitors see, so saving never changes the public page until it is published.
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenants, tenantId } from './schema';
import { updatedAt } from './columns';

// Per tenant: the public key naming its site in phone-preview links. It grants nothing but reading
// published pages, so a preview link never carries a tenant id that could be enumerated.
export const diySites = pgTable('diy_sites', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  siteKey: text('site_key').notNull().unique(),
});

export const diyPages = pgTable(
  'diy_pages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tenantId: tenantId(),
    language: text('language').notNull(),
    type: text('type').notNull(),
    pageKey: text('page_key').notNull(),
    name: text('name').notNull().default(''),
    draft: jsonb('draft').notNull(),
    published: jsonb('published'),
    // Bumped by every save: a save naming an older version is refused (two editors, one page).
    version: integer('version').notNull().default(1),
    // The draft version that was last published; 0 = never published.
    publishedVersion: integer('published_version').notNull().default(0),
    updatedAt: updatedAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('diy_pages_tenant_page').on(t.tenantId, t.language, t.type, t.pageKey),
    check('diy_pages_type', sql`${t.type} in ('mobile', 'pc')`),
  ],
);
