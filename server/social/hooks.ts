// The server rules of the social screens, as collection hooks. Posts: a person sets only `draft`
// or `scheduled` (publishing sets the rest); a scheduled post needs an account of the tenant and
// a publish time in the future; the account's name and platform are copied onto the post for the
// list, and the publish time's instant, read in the operator's zone (post-time.ts), is kept as
// `dueAt` for the scheduler. A post being published or already published is no longer edited.
// Accounts: the endpoint passes the SSRF guard's address rules when it is saved (and again, with
// DNS, when it is called).
import { badRequest, HttpError } from '../lib/http-error';
import type { MessageKey } from '../i18n/index';
import { endpointProblem } from '../connectors/social-guard';
import type { CollectionHooks } from '../resources/collection-hooks';
import type { CollectionRow } from '../repositories/collections';
import type { Body } from '../screens/form-body';
import type { ResourceContext } from '../screens/resource';
import { operatorTimeZone, parsePublishAt } from './post-time';
import { SOCIAL_ACCOUNT, SOCIAL_POST } from './publish';

const SET_BY_PEOPLE = new Set(['draft', 'scheduled']);
const LOCKED = new Set(['publishing', 'published']);

export const statusLabel = (ctx: Pick<ResourceContext, 'request'>, status: unknown) => ctx.request.t(`social.status.${String(status)}` as MessageKey);

/** The instant of a publish time in the caller's zone (the `Time-Zone` header); a 400 when either is unusable. */
function dueInstant(ctx: ResourceContext, publishAt: string): Date {
  const zone = operatorTimeZone(ctx.request.headers['time-zone']);
  if (!zone) throw badRequest('social.post.timeZoneUnknown');
  const time = parsePublishAt(publishAt, zone);
  if ('problem' in time) throw badRequest(time.problem === 'skipped' ? 'social.post.publishAtSkipped' : 'social.post.publishAtInvalid', { zone });
  return time.due;
}

async function planPost(ctx: ResourceContext, body: Body, current?: CollectionRow): Promise<Body> {
  const merged = { ...current?.data, ...body };
  const status = String(merged.status ?? 'draft');
  const statusChanged = status !== current?.data.status;
  if (statusChanged && !SET_BY_PEOPLE.has(status)) throw badRequest('social.post.statusByServer');

  const derived: Body = { status };
  const publishAt = typeof merged.publishAt === 'string' ? merged.publishAt : '';
  const timeChanged = publishAt !== (current?.data.publishAt ?? '');
  // An unchanged time keeps its instant: read again in the zone of whoever edits the post now,
  // it would move by the difference between their zone and the author's.
  const keptDue = !timeChanged && typeof current?.data.dueAt === 'string' && current.data.dueAt ? new Date(current.data.dueAt) : null;
  const due = keptDue ?? (publishAt ? dueInstant(ctx, publishAt) : null);
  derived.dueAt = due?.toISOString() ?? '';
  // A new time, or a post newly scheduled, must lie ahead; an old time on an unchanged post may not.
  if (due && due.getTime() <= Date.now() && (timeChanged || (statusChanged && status === 'scheduled'))) throw badRequest('social.post.publishAtPast');

  const hasAccount = merged.accountId !== undefined && merged.accountId !== null;
  if (status === 'scheduled' && (!hasAccount || !due)) throw badRequest('social.post.scheduleNeeds');
  if (hasAccount) {
    const account = await ctx.repos.collections.get(ctx.tenantId, SOCIAL_ACCOUNT, Number(merged.accountId));
    // A draft may name an account that is gone (deleting an account leaves its drafts so too);
    // nothing of it is copied, and it cannot be scheduled or published until another is chosen.
    if (!account && status === 'scheduled') throw badRequest('social.post.accountMissing');
    derived.accountName = account?.data.name ?? '';
    derived.platform = account?.data.platform ?? '';
  }
  // Leaving `failed` by an edit starts over.
  if (statusChanged) derived.error = '';
  return { ...body, ...derived };
}

const postHooks: CollectionHooks = {
  beforeCreate: (ctx, body) => planPost(ctx, body),
  async beforeUpdate(ctx, current, body) {
    if (LOCKED.has(String(current.data.status))) throw new HttpError(409, 'social.post.locked');
    // Guarded: a tick claiming the post meanwhile turns this edit into a 409.
    const status = current.data.status;
    return { body: await planPost(ctx, body, current), guard: status === undefined ? undefined : { status } };
  },
};

function checkEndpoint(body: Body): Body {
  if (typeof body.endpoint === 'string' && body.endpoint !== '' && endpointProblem(body.endpoint)) throw badRequest('social.account.endpointRefused');
  return body;
}

const accountHooks: CollectionHooks = {
  beforeCreate: async (_ctx, body) => checkEndpoint(body),
  beforeUpdate: async (_ctx, _current, body) => ({ body: checkEndpoint(body) }),
};

export const socialHooks: Record<string, CollectionHooks> = { [SOCIAL_POST]: postHooks, [SOCIAL_ACCOUNT]: accountHooks };
