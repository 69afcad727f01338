// News items and products of a site language.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { news, products } from '../db/schema-news';
import { scopedTable, siteContent, type SiteScope } from './scoped-table';
import { tableFields } from './list-sql';

export type NewsRow = typeof news.$inferSelect;

export function newsRepository(db: Db) {
  return {
    ...scopedTable(db, news, tableFields(news, { like: ['title'] }), siteContent),

    /** Published items, newest first: what a generated site shows. */
    async published(scope: SiteScope): Promise<NewsRow[]> {
      return db
        .select()
        .from(news)
        .where(
          and(
            eq(news.tenantId, scope.tenantId),
            eq(news.siteId, scope.siteId),
            eq(news.language, scope.language),
            eq(news.published, true),
          ),
        )
        .orderBy(desc(news.createdAt), desc(news.id));
    },
  };
}

export function productsRepository(db: Db) {
  return scopedTable(db, products, tableFields(products, { like: ['name'] }), siteContent);
}
