// Which screen schemas a user may read (GET api/screens/<id>): those their menus lead to (a menu's
// component is the screen's id) and the table screens shown in those screens' sections. The
// super-admin reads them all (not in a tenant with a package, where `admin` is an ordinary role).
// A schema names the calls, fields and permissions of a screen, so a user without the menu learns
// nothing from it.
import { SUPER_ROLE } from '../config';
import type { Repositories } from '../repositories/index';
import { heldBy, isPlatformOnly } from '../services/authorities';
import type { ScreenRegistry } from './tenant-screens';
import { isDocument, type AnyScreen } from './types';

/** Whether the screen is the platform's own (tenants, packages, the database tool) for a tenant other than the platform. */
export async function isOthersPlatformScreen(repos: Repositories, screen: AnyScreen | undefined, tenantId: number) {
  const list = screen?.permissions?.list;
  return typeof list === 'string' && isPlatformOnly(list) && !(await repos.users.isPlatformTenant(tenantId));
}

export async function mayReadScreen(
  repos: Repositories,
  screens: ScreenRegistry,
  tenantId: number,
  userId: number,
  id: string,
): Promise<boolean> {
  const file = await screens.file(id, tenantId);
  // The platform's own screens are nobody else's, whatever their menus.
  if (await isOthersPlatformScreen(repos, file?.screen, tenantId)) return false;
  const [{ roles }, menus] = await Promise.all([
    heldBy(repos, tenantId, userId),
    repos.menus.navigableOfUser(tenantId, userId),
  ]);
  if (roles.includes(SUPER_ROLE)) return true;
  const components = menus.flatMap((menu) => (menu.component ? [menu.component] : []));
  if (components.includes(id)) return true;
  for (const component of components) {
    const loaded = await screens.file(component, tenantId);
    if (loaded && isDocument(loaded.screen) && loaded.screen.sections.some((section) => section.screen === id))
      return true;
  }
  return false;
}
