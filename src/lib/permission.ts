// Who may see what, in one place for the shell and the schema renderer. Two rules:
// - a screen's or button's permission (a role or authority name, or a list of which any one is
//   enough), held by admin always: `allows`, `can`, `useAllowed`;
// - the permission directive of spec §5/§6 (a non-empty list of role names): `hasAnyRole`,
//   `usePermission`, `<Permission>`.
// Both only hide what the server refuses anyway: it checks the same names on every call.
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../stores/session';

/** A role or authority name, or a list of names of which any one is enough. */
export type PermissionNames = string | readonly string[];

/** The role that holds every permission, as on the server (server/config.ts SUPER_ROLE). */
const SUPER_ROLE = 'admin';

interface PermissionHolder {
  readonly roles: readonly string[];
  readonly user: { readonly authorities: readonly { readonly authority: string }[] } | null;
}

/** Whether the holder has the name among their roles or authorities; admin has every name. */
function holds({ roles, user }: PermissionHolder, name: string): boolean {
  return (
    roles.includes(SUPER_ROLE) ||
    roles.includes(name) ||
    (user?.authorities.some(({ authority }) => authority === name) ?? false)
  );
}

/** Undeclared permissions are allowed, so a screen only gates what it names; a list allows any of its names. */
export function allows(can: (name: string) => boolean, permission: PermissionNames | undefined): boolean {
  if (permission === undefined) return true;
  const names: readonly string[] = typeof permission === 'string' ? [permission] : permission;
  return names.some((name) => can(name));
}

/** The logged-in user's check of one name, read now (route loaders, the renderer's `can` service). */
export function can(name: string): boolean {
  return holds(session, name);
}

/** Whether the logged-in user may use what `permission` names; re-renders when the session changes. */
export function useAllowed(permission: PermissionNames | undefined): boolean {
  const snapshot = useSnapshot(session);
  return allows((name) => holds(snapshot, name), permission);
}

/** True when a role in `userRoles` is in `required`; an empty `required` is a programming error. */
export function hasAnyRole(userRoles: readonly string[], required: readonly string[]): boolean {
  if (!Array.isArray(required) || required.length === 0) {
    throw new Error(`The permission check needs a non-empty list of role names, like ['admin', 'editor'].`);
  }
  return userRoles.some((role) => required.includes(role));
}

/** The permission directive: whether the logged-in user holds one of the roles. */
export function usePermission(required: readonly string[]): boolean {
  const { roles } = useSnapshot(session);
  return hasAnyRole(roles, required);
}

/** Renders its children only for users holding one of `roles`. */
export function Permission({ roles, children }: { roles: readonly string[]; children: ReactNode }): ReactNode {
  return usePermission(roles) ? children : null;
}
