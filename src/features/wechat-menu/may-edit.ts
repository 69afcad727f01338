// Whether the user may save and publish (admin, or wxMenu:edit among their authorities). It only
// disables what the server refuses anyway. (monitor/allowed.ts does the same for its feature; a
// shared hook in src/lib would serve both — left for the lead, since features may not import each other.)
import { useSnapshot } from 'valtio';
import { session } from '../../stores/session';

export function useMayEditMenu(): boolean {
  const { roles, user } = useSnapshot(session);
  return roles.includes('admin') || (user?.authorities.some(({ authority }) => authority === 'wxMenu:edit') ?? false);
}
