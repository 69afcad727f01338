// The schema-screen resource of a site-scoped content table (news, products, navigation and its
// entries): the generic routes validate the body against the screen's form; this adds the site
// and language of the call (services/site-scope.ts), sanitises the rich-text fields and lets a screen check
// references before writing.
import type { SiteScope } from '../repositories/scoped-table';
import type { Repositories } from '../repositories/index';
import type { ListPage } from '../repositories/list-sql';
import { apiRow } from './rows';
import type { Body } from '../screens/form-body';
import type { ListQuery } from '../repositories/list-sql';
import type { Resource } from '../screens/resource';
import { sanitiseHtml } from '../services/html-sanitise';
import { siteScopeOf } from '../services/site-scope';

interface SiteRepository {
  list(scope: SiteScope, query: ListQuery): Promise<ListPage<object>>;
  get(scope: SiteScope, id: number): Promise<object | null>;
  insert(scope: SiteScope, values: never): Promise<object>;
  update(scope: SiteScope, id: number, values: never): Promise<object | null>;
  remove(scope: SiteScope, ids: number[]): Promise<number>;
}

export interface SiteResourceOptions {
  /** Fields holding rich text: stored only sanitised. */
  html?: readonly string[];
  /** Refuses a body (throws) whose references are not in the scope. */
  check?(repos: Repositories, scope: SiteScope, body: Body): Promise<void>;
}

export function siteResource(
  repoOf: (repos: Repositories) => SiteRepository,
  options: SiteResourceOptions = {},
): Resource {
  const clean = (body: Body): Body => {
    const result = { ...body };
    for (const field of options.html ?? [])
      if (typeof result[field] === 'string') result[field] = sanitiseHtml(result[field]);
    return result;
  };
  const shape = (row: object | null) => (row ? apiRow(row) : null);
  return {
    async list({ repos, request, tenantId }, query) {
      const page = await repoOf(repos).list(await siteScopeOf(repos, tenantId, request), query);
      return { ...page, content: page.content.map((row) => apiRow(row)) };
    },
    get: async ({ repos, request, tenantId }, id) =>
      shape(await repoOf(repos).get(await siteScopeOf(repos, tenantId, request), id)),
    async create({ repos, request, tenantId }, body) {
      const scope = await siteScopeOf(repos, tenantId, request);
      await options.check?.(repos, scope, body);
      return apiRow(await repoOf(repos).insert(scope, clean(body) as never));
    },
    async update({ repos, request, tenantId }, id, body) {
      const scope = await siteScopeOf(repos, tenantId, request);
      await options.check?.(repos, scope, body);
      return shape(await repoOf(repos).update(scope, id, clean(body) as never));
    },
    remove: async ({ repos, request, tenantId }, ids) =>
      repoOf(repos).remove(await siteScopeOf(repos, tenantId, request), ids),
  };
}
