// The server rules of the social screens, as collection hooks. Posts: a person sets only `draft`
// or `scheduled` (publishing sets the rest); a scheduled post needs an account of the tenant and
// a publish time in the future; the account's name and platform are copied onto the post for the
// list. Of the publish time only its instant is stored, as `dueAt` for the scheduler: it is read
// in the caller's zone when sent, and every caller is shown it on their own clock as `publishAt`
// (post-time.ts), so the list sorts and filters `publishAt` by that instant. A post being
// published or already published is no longer edited.
// Accounts: the endpoint passes the SSRF guard's address rules when it is saved (and again, with
// DNS, when it is called).
import { badRequest, HttpError } from '../lib/http-error';
import type { MessageKey } from '../i18n/index';
import { endpointProblem } from '../connectors/social-guard';
import type { CollectionHooks } from '../screens/collection-hooks';
import { collectionField, type CollectionRow } from '../repositories/collections';
import type { Body } from '../screens/form-body';
import type { ResourceContext } from '../screens/resource';
import { operatorTimeZone, publishAtText, readPublishAt } from './post-time';
import { SOCIAL_ACCOUNT, SOCIAL_POST } from './publish';

const SET_BY_PEOPLE = new Set(['draft', 'scheduled']);
const LOCKED = new Set(['publishing', 'published']);

export const statusLabel = (ctx: Pick<ResourceContext, 'request'>, status: unknown) =>
  ctx.request.t(`social.status.${String(status)}` as MessageKey);

// The zone of each call, found once: a list shows every row's time in it.
const callerZones = new WeakMap<ResourceContext['request'], string>();

/** The caller's zone (the `Time-Zone` header, the server's without one); a 400 when the header names none. */
function callerZone(ctx: ResourceContext): string {
  const known = callerZones.get(ctx.request);
  if (known) return known;
  const zone = operatorTimeZone(ctx.request.headers['time-zone']);
  if (!zone) throw badRequest('social.post.timeZoneUnknown');
  callerZones.set(ctx.request, zone);
  return zone;
}

/** The instant a post is due at, as stored (null without a publish time). */
const storedDue = (data: Record<string, unknown>): Date | null =>
  typeof data.dueAt === 'string' && data.dueAt ? new Date(data.dueAt) : null;

/** A publish time sent by the caller, read in their zone (`kept` when it shows that instant unchanged); a 400 when unusable. */
function sentTime(ctx: ResourceContext, text: string, kept: Date | null): { due: Date; changed: boolean } {
  const zone = callerZone(ctx);
  const time = readPublishAt(text, zone, kept);
  if ('problem' in time)
    throw badRequest(time.problem === 'skipped' ? 'social.post.publishAtSkipped' : 'social.post.publishAtInvalid', {
      zone,
    });
  return time;
}

/** The publish time a save leaves on a post that is due at `kept`. */
function plannedTime(ctx: ResourceContext, sent: unknown, kept: Date | null): { due: Date | null; changed: boolean } {
  // Not sent (a partial update by a script): the time stays.
  if (typeof sent !== 'string') return { due: kept, changed: false };
  if (sent === '') return { due: null, changed: kept !== null };
  // Sent as it was shown, it keeps its instant whoever sends it (readPublishAt).
  return sentTime(ctx, sent, kept);
}

async function planPost(ctx: ResourceContext, body: Body, current?: CollectionRow): Promise<Body> {
  const merged = { ...current?.data, ...body };
  const status = String(merged.status ?? 'draft');
  const statusChanged = status !== current?.data.status;
  if (statusChanged && !SET_BY_PEOPLE.has(status)) throw badRequest('social.post.statusByServer');

  const derived: Body = { status };
  const { publishAt, ...fields } = body;
  const time = plannedTime(ctx, publishAt, storedDue(current?.data ?? {}));
  const { due } = time;
  derived.dueAt = due?.toISOString() ?? '';
  // A new time, or a post newly scheduled, must lie ahead; an old time on an unchanged post may not.
  if (due && due.getTime() <= Date.now() && (time.changed || (statusChanged && status === 'scheduled')))
    throw badRequest('social.post.publishAtPast');

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
  // `publishAt` itself is not stored: `dueAt` is the time, and present() shows it.
  return { ...fields, ...derived };
}

const postHooks: CollectionHooks = {
  beforeCreate: (ctx, body) => planPost(ctx, body),
  async beforeUpdate(ctx, current, body) {
    if (LOCKED.has(String(current.data.status))) throw new HttpError(409, 'social.post.locked');
    // Guarded: a tick claiming the post meanwhile turns this edit into a 409.
    const status = current.data.status;
    return { body: await planPost(ctx, body, current), guard: status === undefined ? undefined : { status } };
  },
  // Every caller sees the instant on their own clock, as the date picker writes a time.
  present(ctx, row) {
    const due = storedDue(row);
    return { ...row, publishAt: due ? publishAtText(due, callerZone(ctx)) : '' };
  },
  // Times shown in different zones do not sort as text: the list sorts by the instant, and a
  // filter's time is read in the caller's zone like a time sent.
  listFields: (ctx) => ({
    publishAt: { ...collectionField('dueAt', 'eq'), stored: (text) => sentTime(ctx, text, null).due.toISOString() },
  }),
};

function checkEndpoint(body: Body): Body {
  if (typeof body.endpoint === 'string' && body.endpoint !== '' && endpointProblem(body.endpoint))
    throw badRequest('social.account.endpointRefused');
  return body;
}

const accountHooks: CollectionHooks = {
  beforeCreate: async (_ctx, body) => checkEndpoint(body),
  beforeUpdate: async (_ctx, _current, body) => ({ body: checkEndpoint(body) }),
};

export const socialHooks: Record<string, CollectionHooks> = {
  [SOCIAL_POST]: postHooks,
  [SOCIAL_ACCOUNT]: accountHooks,
};
