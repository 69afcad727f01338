// The ceiling of every grant (users' roles and departments, roles' menus and data scopes, menus'
// permission strings, departments): a user grants only what they hold themselves, never changes
// their own roles, and never touches a user or role holding more than they do. The super-admin
// role (`admin`) holds everything, so it passes every ceiling; it is held only by whoever holds it.
// A refusal is 403 naming what could not be granted. docs/security.md, "Grants".
import { SUPER_ROLE } from '../config';
import { HttpError } from '../lib/http-error';
import type { MessageKey, MessageParams } from '../i18n/index';
import type { Repositories } from '../repositories/index';
import { authoritiesOf } from './authorities';
import type { DataScope } from '../repositories/data-scope';
import { dataScopeOf } from './data-scope';

export interface Grantor {
  tenantId: number;
  userId: number;
  authorities: Set<string>;
  scope: DataScope;
  /** The data scope names of the grantor's roles (`dept`, `deptAndBelow`…). */
  scopeNames: Set<string>;
}

/** What a role grants to whoever holds it. */
interface RoleGrant {
  name: string;
  code: string;
  dataScope: string;
  deptIds: number[];
  permissions: string[];
}

const refuse = (key: MessageKey, params: MessageParams) => new HttpError(403, key, params);

export async function grantorOf(repos: Repositories, tenantId: number, userId: number): Promise<Grantor> {
  const [authorities, scope, scopes] = await Promise.all([
    authoritiesOf(repos, tenantId, userId),
    dataScopeOf(repos, tenantId, userId),
    repos.roles.scopesOfUser(tenantId, userId),
  ]);
  return { tenantId, userId, authorities, scope, scopeNames: new Set(scopes.map((held) => held.dataScope)) };
}

const isSuper = (grantor: Grantor) => grantor.authorities.has(SUPER_ROLE);

/** The authority strings that are role codes rather than permissions: `admin` and anything
 * without the `area:action` shape (role codes cannot contain a colon, schemas/system/role.json). */
const isRoleCode = (value: string) => !value.includes(':');

/** The first of `permissions` the grantor does not hold, if any. */
function firstMissing(grantor: Grantor, permissions: Iterable<string>): string | undefined {
  if (isSuper(grantor)) return undefined;
  for (const permission of permissions) if (!grantor.authorities.has(permission)) return permission;
  return undefined;
}

export function checkPermissions(grantor: Grantor, permissions: Iterable<string>): void {
  const missing = firstMissing(grantor, permissions);
  if (missing !== undefined) throw refuse('grant.permission', { permission: missing });
}

/** A role's menus: in a tenant with a package, only menus the package allows (screens and
 * directories too, which carry no permission the check above would catch). */
export async function checkWithinPackage(repos: Repositories, tenantId: number, menuIds: number[]): Promise<void> {
  const allowed = await repos.tenantPackages.allowedMenuIds(tenantId);
  if (allowed === null) return;
  const outside = menuIds.find((id) => !allowed.includes(id));
  if (outside !== undefined) throw refuse('grant.package', { id: outside });
}

/** A menu's permission string: never a role code (`admin` would make every holder a super-admin),
 * and only one the grantor holds, since every role with the menu grants it. */
export function checkMenuPermission(grantor: Grantor, permission: string | null | undefined): void {
  if (!permission) return;
  if (isRoleCode(permission)) throw refuse('grant.roleCodeAsPermission', { permission });
  checkPermissions(grantor, [permission]);
}

/** Existing menus given along with new ones (the wizard's folder and those above it): only menus
 * the grantor's own roles hold, since a role needs them to reach what it is given. */
export async function checkMenusHeld(repos: Repositories, grantor: Grantor, menuIds: number[]): Promise<void> {
  if (isSuper(grantor)) return;
  const held = new Set((await repos.menus.navigableOfUser(grantor.tenantId, grantor.userId)).map((menu) => menu.id));
  const missing = menuIds.find((id) => !held.has(id));
  if (missing !== undefined) throw refuse('grant.menu', { id: missing });
}

type Refusal = [MessageKey, MessageParams] | null;

function deptRefusal(grantor: Grantor, deptId: number | null): Refusal {
  if (isSuper(grantor) || grantor.scope === 'all') return null;
  if (deptId === null) return ['grant.rootDept', {}];
  return grantor.scope.deptIds.includes(deptId) ? null : ['grant.dept', { id: deptId }];
}

/** A data scope no wider than the grantor's: `all` needs `all`; custom departments must be in the
 * grantor's scope; `dept` and `deptAndBelow` are relative to the holder's department, so they need
 * a grantor who holds the same or a wider relative scope. */
function dataScopeRefusal(grantor: Grantor, dataScope: string, deptIds: number[]): Refusal {
  if (isSuper(grantor) || grantor.scope === 'all' || dataScope === 'self') return null;
  if (dataScope === 'custom')
    return deptIds.map((id) => deptRefusal(grantor, id)).find((refusal) => refusal !== null) ?? null;
  const held = grantor.scopeNames;
  if (
    dataScope === 'deptAndBelow'
      ? held.has('deptAndBelow')
      : dataScope === 'dept' && (held.has('dept') || held.has('deptAndBelow'))
  )
    return null;
  return ['grant.dataScope', { scope: dataScope }];
}

const throwIf = (refusal: Refusal) => {
  if (refusal) throw refuse(...refusal);
};

/** A department as a user's, a role's custom scope, or a department's parent. */
export const checkDept = (grantor: Grantor, deptId: number | null) => throwIf(deptRefusal(grantor, deptId));
export const checkDataScope = (grantor: Grantor, dataScope: string, deptIds: number[]) =>
  throwIf(dataScopeRefusal(grantor, dataScope, deptIds));

async function roleGrantOf(repos: Repositories, tenantId: number, roleId: number): Promise<RoleGrant | null> {
  const role = (await repos.roles.get(tenantId, roleId)) as { name: string; code: string; dataScope: string } | null;
  if (!role) return null;
  const [menuIds, deptIds] = await Promise.all([
    repos.roles.linked(tenantId, roleId, 'menuIds'),
    repos.roles.linked(tenantId, roleId, 'deptIds'),
  ]);
  return {
    name: role.name,
    code: role.code,
    dataScope: role.dataScope,
    deptIds,
    permissions: await repos.menus.permissionsOf(tenantId, menuIds),
  };
}

/** Whether the grantor holds everything the role grants (its code when it is `admin`). */
function holdsRole(grantor: Grantor, role: RoleGrant): boolean {
  if (isSuper(grantor)) return true;
  return (
    role.code !== SUPER_ROLE &&
    firstMissing(grantor, role.permissions) === undefined &&
    dataScopeRefusal(grantor, role.dataScope, role.deptIds) === null
  );
}

/** Giving a role to a user: the grantor must hold all it grants. */
export async function checkRoleAssignable(repos: Repositories, grantor: Grantor, roleId: number): Promise<void> {
  const role = await roleGrantOf(repos, grantor.tenantId, roleId);
  if (role && !holdsRole(grantor, role)) throw refuse('grant.role', { name: role.name });
}

/** Editing or deleting a role: not one that grants more than the grantor holds. */
export async function checkRoleEditable(repos: Repositories, grantor: Grantor, roleId: number): Promise<void> {
  const role = await roleGrantOf(repos, grantor.tenantId, roleId);
  if (role && !holdsRole(grantor, role)) throw refuse('grant.higherRole', { name: role.name });
}

/** Whether the grantor may edit the role (what the wizard offers to grant to). */
export async function isRoleEditable(repos: Repositories, grantor: Grantor, roleId: number): Promise<boolean> {
  const role = await roleGrantOf(repos, grantor.tenantId, roleId);
  return role !== null && holdsRole(grantor, role);
}

/** Editing, disabling or deleting a user (a password reset would hand over their account): not
 * one who holds more than the grantor, through any of their roles' permissions or data scopes. */
export async function checkUserEditable(
  repos: Repositories,
  grantor: Grantor,
  user: { username: string; roleIds: number[] },
): Promise<void> {
  if (isSuper(grantor)) return;
  for (const roleId of user.roleIds) {
    const role = await roleGrantOf(repos, grantor.tenantId, roleId);
    if (role && !holdsRole(grantor, role)) throw refuse('grant.higherUser', { name: user.username });
  }
}

/** Changing a user's roles: never one's own (not even the super-admin: another admin does it). */
export function checkNotOwnRoles(grantor: Grantor, userId: number, current: number[], next: number[]): void {
  const same = current.length === new Set(next).size && next.every((id) => current.includes(id));
  if (userId === grantor.userId && !same) throw refuse('grant.ownRoles', {});
}
