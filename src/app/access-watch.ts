// Keeps the shell to what the user may do now, without a reload: when an answer's access version
// moves (src/lib/access-version.ts) and when the window gets the focus back, the user and the menus
// are fetched again, so the side menu loses (or gains) items at once; a page whose menu went is
// replaced by the no-permission page.
import { onAccessChange } from '../lib/access-version';
import { currentPath, navigateTo } from '../lib/navigation';
import { paths } from '../lib/paths';
import { session } from '../stores/session';
import { reloadSession } from './session-loader';
import { isWithdrawn } from './withdrawn-menus';

async function refresh(): Promise<void> {
  if (!session.token) return;
  await reloadSession();
  if (isWithdrawn(currentPath().pathname)) navigateTo(paths.unauthorized, { replace: true });
}

let watching = false;

/** Starts watching, once however often called; the answer is the stop (for tests). */
export function watchAccess(): () => void {
  if (watching) return () => undefined;
  watching = true;
  // Failures are shown by the API client (a 401 opens the "session expired" dialog).
  const onChange = () => refresh().catch(() => undefined);
  const onFocus = () => void onChange();
  onAccessChange(onChange);
  window.addEventListener('focus', onFocus);
  return () => {
    watching = false;
    onAccessChange(null);
    window.removeEventListener('focus', onFocus);
  };
}
