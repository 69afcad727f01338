// What a user may do: role codes plus every permission string their roles' menus grant. The
// `admin` role holds every permission, as the seed gives it every menu.
import { SUPER_ROLE } from '../config';
import type { Repositories } from '../repositories/index';

export async function authoritiesOf(repos: Repositories, tenantId: number, userId: number): Promise<Set<string>> {
  const [roles, permissions] = await Promise.all([repos.roles.codesOfUser(tenantId, userId), repos.roles.permissionsOfUser(tenantId, userId)]);
  return new Set([...roles, ...permissions]);
}

/** A schema permission (one name, or a list of which any one suffices) against the authorities. */
export function allows(authorities: Set<string>, permission: string | string[] | undefined): boolean {
  if (permission === undefined || authorities.has(SUPER_ROLE)) return true;
  return (Array.isArray(permission) ? permission : [permission]).some((name) => authorities.has(name));
}
