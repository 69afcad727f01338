// Tables of the site builder (drizzle.config.ts reads this file next to schema.ts): sites with
// their languages, navigation items and their content, news, products and uploaded materials.
// Every row carries tenant_id; content rows also carry the site and the site language, so one
// site's or one language's content never shows in another.
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantId } from './schema';
import { id, createdAt, updatedAt } from './columns';

const siteId = () =>
  integer('site_id')
    .notNull()
    .references(() => domains.id, { onDelete: 'cascade' });

/** One language of a site (spec §3 "Site/language option" without the site). */
export interface SiteLanguage {
  language: string;
  name: string;
  color: string;
}

// A site ("domain" in the spec's calls). Its generated output lives in DATA_DIR/sites/<id>.
export const domains = pgTable(
  'domains',
  {
    id: id(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    domain: text('domain').notNull(),
    languages: jsonb('languages').$type<SiteLanguage[]>().notNull(),
    // Y once its languages were initialised (navigation created); only those are offered in the header.
    initStatus: text('init_status').notNull().default('N'),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('domains_tenant_domain').on(t.tenantId, t.domain)],
);

/** The content types of spec §2 under /news/navinfo, in menu order. */
export const NAV_TYPES = [
  'multiText',
  'news',
  'swipers',
  'history',
  'honor',
  'download',
  'case',
  'assemble',
  'exhibition',
] as const;

// A navigation item of one site language; navType picks the content editor (spec §2 /news/navinfo).
export const navItems = pgTable(
  'nav_items',
  {
    id: id(),
    tenantId: tenantId(),
    siteId: siteId(),
    language: text('language').notNull(),
    navType: text('nav_type').notNull(),
    navUrl: text('nav_url').notNull(),
    navName: text('nav_name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('nav_items_site_language_url').on(t.siteId, t.language, t.navUrl)],
);

// The entries under a navigation item: a single page's text, slides, history years, honours,
// downloads, cases… The body is sanitised HTML.
export const navContents = pgTable(
  'nav_contents',
  {
    id: id(),
    tenantId: tenantId(),
    siteId: siteId(),
    language: text('language').notNull(),
    navId: integer('nav_id')
      .notNull()
      .references(() => navItems.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    image: text('image').notNull().default(''),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('nav_contents_nav').on(t.navId)],
);

export const news = pgTable(
  'news',
  {
    id: id(),
    tenantId: tenantId(),
    siteId: siteId(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    cover: text('cover').notNull().default(''),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_site_language').on(t.siteId, t.language)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    tenantId: tenantId(),
    siteId: siteId(),
    language: text('language').notNull(),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    cover: text('cover').notNull().default(''),
    description: text('description').notNull().default(''),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_site_language').on(t.siteId, t.language)],
);

// An uploaded image or video of a site; the file is DATA_DIR/sites/<siteId>/materials/<storedName>.
export const materials = pgTable(
  'materials',
  {
    id: id(),
    tenantId: tenantId(),
    siteId: siteId(),
    kind: text('kind').notNull(),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('materials_site_kind').on(t.siteId, t.kind)],
);
