// Publishing one claimed post through its account's connector, and the scheduler's batch of due
// posts. A claimed post always ends `published` or `failed` (with the service's words), so the
// list never shows a post stuck in `publishing` unless the process died (see failStale).
import { httpSocialConnector, type SocialAccount, type SocialConnector } from '../connectors/social';
import type { Repositories } from '../repositories/index';
import type { ClaimedPost } from '../repositories/social-posts';

export const SOCIAL_ACCOUNT = 'social/account';
export { SOCIAL_POST } from '../repositories/social-posts';

/** Builds the connector of an account; tests and platform SDKs may pass their own. */
export type ConnectorFactory = (account: SocialAccount) => SocialConnector;

export interface PublishOutcome {
  success: boolean;
  error: string;
}

const BATCH = 20;
/** A post still `publishing` this long after its claim belongs to a process that died. */
const STALE_MS = 10 * 60_000;

export async function publishClaimed(
  repos: Repositories,
  post: ClaimedPost,
  connectorOf: ConnectorFactory = httpSocialConnector,
): Promise<PublishOutcome> {
  let error = '';
  let published = { remoteId: '', remoteUrl: '' };
  try {
    const account = await repos.collections.get(post.tenantId, SOCIAL_ACCOUNT, Number(post.data.accountId));
    if (!account) throw new Error('the account no longer exists');
    if (account.data.enabled === false) throw new Error('the account is disabled');
    if (typeof account.data.endpoint !== 'string' || account.data.endpoint === '')
      throw new Error('the account has no endpoint');
    const { data } = account;
    published = await connectorOf({
      endpoint: data.endpoint as string,
      accessToken: data.accessToken as string | undefined,
      platform: data.platform as string | undefined,
      handle: data.handle as string | undefined,
      appId: data.appId as string | undefined,
    }).publish({
      key: `social-post-${post.tenantId}-${post.id}`,
      title: String(post.data.title ?? ''),
      content: String(post.data.content ?? ''),
      link: typeof post.data.link === 'string' && post.data.link ? post.data.link : undefined,
    });
  } catch (caught) {
    error = (caught instanceof Error ? caught.message : String(caught)).slice(0, 500) || 'unknown error';
  }
  await repos.socialPosts.finish(
    post,
    error
      ? { status: 'failed', error }
      : { status: 'published', error: '', publishedAt: new Date().toISOString(), ...published },
  );
  return { success: error === '', error };
}

/** One scheduler tick: claims the due posts of every tenant and publishes them one by one. */
export async function publishDuePosts(
  repos: Repositories,
  connectorOf?: ConnectorFactory,
  at = new Date(),
): Promise<number> {
  await repos.socialPosts.failStale(
    new Date(at.getTime() - STALE_MS),
    'publishing was interrupted; check the account before retrying',
  );
  const claimed = await repos.socialPosts.claimDue(at, BATCH);
  for (const post of claimed) await publishClaimed(repos, post, connectorOf);
  return claimed.length;
}
