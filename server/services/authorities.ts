// What a user may do: role codes plus every permission string their roles' menus grant. The
// `admin` role holds every permission, as the seed gives it every menu, except the platform-only
// ones below; in a tenant with a package, the package is the ceiling of everything.
import { SUPER_ROLE } from '../config';
import type { Repositories } from '../repositories/index';

/**
 * Permission areas only the platform tenant's users ever hold, whatever their roles: the database
 * tool runs SQL on databases the operator registered, and the tenants and packages screens run
 * every customer of the deployment, which no other tenant's admin may reach. Another tenant's
 * menus may name these permissions; they are dropped from its users' authorities, and the super
 * role does not stand in for them anywhere (they must be granted by a menu).
 */
const PLATFORM_ONLY_AREAS = new Set(['database', 'databaseTarget', 'tenant', 'tenantPackage']);

export const isPlatformOnly = (permission: string): boolean => PLATFORM_ONLY_AREAS.has(permission.split(':')[0]!);

export interface Held {
  /** Role codes; `admin` only where it stands for everything (not in a tenant with a package). */
  roles: string[];
  permissions: string[];
}

/**
 * The user's role codes and the permissions their roles' menus grant, less the platform-only ones
 * outside the platform tenant and, in a tenant with a package, less whatever the package does not
 * allow. There the `admin` role is an ordinary role holding the package's menus, not a super role.
 */
export async function heldBy(repos: Repositories, tenantId: number, userId: number): Promise<Held> {
  const [roles, permissions, platform, ceiling] = await Promise.all([
    repos.roles.codesOfUser(tenantId, userId),
    repos.roles.permissionsOfUser(tenantId, userId),
    repos.users.isPlatformTenant(tenantId),
    repos.tenantPackages.permissionsOfTenant(tenantId),
  ]);
  return {
    roles: ceiling ? roles.filter((code) => code !== SUPER_ROLE) : roles,
    permissions: permissions.filter(
      (permission) => (platform || !isPlatformOnly(permission)) && (!ceiling || ceiling.has(permission)),
    ),
  };
}

export async function authoritiesOf(repos: Repositories, tenantId: number, userId: number): Promise<Set<string>> {
  const { roles, permissions } = await heldBy(repos, tenantId, userId);
  return new Set([...roles, ...permissions]);
}

/** A schema permission (one name, or a list of which any one suffices) against the authorities. */
export function allows(authorities: Set<string>, permission: string | string[] | undefined): boolean {
  if (permission === undefined) return true;
  return (Array.isArray(permission) ? permission : [permission]).some(
    (name) => authorities.has(name) || (authorities.has(SUPER_ROLE) && !isPlatformOnly(name)),
  );
}
