// The renderer's permission check over the session (renderers/context.tsx `can`).
import { session } from '../stores/session';

/** The role that holds every permission, as on the server (server/config.ts SUPER_ROLE). */
const SUPER_ROLE = 'admin';

/**
 * True when the user holds the role or authority. It only hides what the server would refuse
 * anyway: the server checks the same names on every call.
 */
export function can(permission: string): boolean {
  const { roles, user } = session;
  if (roles.includes(SUPER_ROLE) || roles.includes(permission)) return true;
  return user?.authorities.some(({ authority }) => authority === permission) ?? false;
}
