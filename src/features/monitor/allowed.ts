// Whether the user may press a monitoring button: admin, or the permission in their roles or
// authorities. It only hides what the server refuses anyway (it checks every call).
import { useSnapshot } from 'valtio';
import { session } from '../../stores/session';

export function useAllowed(permission: string): boolean {
  const { roles, user } = useSnapshot(session);
  return roles.includes('admin') || roles.includes(permission) || (user?.authorities.some(({ authority }) => authority === permission) ?? false);
}
