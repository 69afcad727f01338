// What a user may do: role codes plus every permission string their roles' menus grant. The
// `admin` role holds every permission, as the seed gives it every menu, except the platform-only
// ones below.
import { SUPER_ROLE } from '../config';
import type { Repositories } from '../repositories/index';

/**
 * Permission areas only the platform tenant's users ever hold, whatever their roles: the database
 * tool runs SQL on databases the operator registered, which no other tenant's admin may reach.
 * Another tenant's menus may name these permissions; they are dropped from its users' authorities,
 * and the super role does not stand in for them anywhere (they must be granted by a menu).
 */
const PLATFORM_ONLY_AREAS = new Set(['database', 'databaseTarget']);

export const isPlatformOnly = (permission: string): boolean => PLATFORM_ONLY_AREAS.has(permission.split(':')[0]!);

/** The permissions the user's roles' menus grant, less the platform-only ones outside the platform tenant. */
export async function permissionsOf(repos: Repositories, tenantId: number, userId: number): Promise<string[]> {
  const [permissions, platform] = await Promise.all([
    repos.roles.permissionsOfUser(tenantId, userId),
    repos.users.isPlatformTenant(tenantId),
  ]);
  return platform ? permissions : permissions.filter((permission) => !isPlatformOnly(permission));
}

export async function authoritiesOf(repos: Repositories, tenantId: number, userId: number): Promise<Set<string>> {
  const [roles, permissions] = await Promise.all([
    repos.roles.codesOfUser(tenantId, userId),
    permissionsOf(repos, tenantId, userId),
  ]);
  return new Set([...roles, ...permissions]);
}

/** A schema permission (one name, or a list of which any one suffices) against the authorities. */
export function allows(authorities: Set<string>, permission: string | string[] | undefined): boolean {
  if (permission === undefined) return true;
  return (Array.isArray(permission) ? permission : [permission]).some(
    (name) => authorities.has(name) || (authorities.has(SUPER_ROLE) && !isPlatformOnly(name)),
  );
}
