// The permission directive of spec §5/§6 as a hook and a component: an element shows only when
// one of the user's roles is in the given list.
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../stores/session';

/** True when a role in `userRoles` is in `required`; an empty `required` is a programming error. */
export function hasAnyRole(userRoles: readonly string[], required: readonly string[]): boolean {
  if (!Array.isArray(required) || required.length === 0) {
    throw new Error(`The permission check needs a non-empty list of role names, like ['admin', 'editor'].`);
  }
  return userRoles.some((role) => required.includes(role));
}

/** Whether the logged-in user holds one of the roles. */
export function usePermission(required: readonly string[]): boolean {
  const { roles } = useSnapshot(session);
  return hasAnyRole(roles, required);
}

/**
 * Whether the user may press a button that needs `permission`: admin, or the permission among
 * their roles or authorities. It only hides or disables what the server refuses anyway.
 */
export function useAllowed(permission: string): boolean {
  const { roles, user } = useSnapshot(session);
  return roles.includes('admin') || roles.includes(permission) || (user?.authorities.some(({ authority }) => authority === permission) ?? false);
}

/** Renders its children only for users holding one of `roles`. */
export function Permission({ roles, children }: { roles: readonly string[]; children: ReactNode }): ReactNode {
  return usePermission(roles) ? children : null;
}
