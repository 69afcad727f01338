// UserInfo as the browser expects it (docs/api.md): profile, role codes and authorities.
import { unauthorized } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import { heldBy } from './authorities';
import type { UserInfo } from '../../schemas/wire/user';

export type { UserInfo };

export async function loadUserInfo(repos: Repositories, tenantId: number, userId: number): Promise<UserInfo> {
  const [profile, { roles, permissions }] = await Promise.all([
    repos.users.profile(tenantId, userId),
    heldBy(repos, tenantId, userId),
  ]);
  // A session whose user was deleted meanwhile is as good as expired.
  if (!profile) throw unauthorized();
  const authorities = [...new Set([...roles, ...permissions])].map((authority) => ({ authority }));
  return { ...profile, roles, authorities };
}
