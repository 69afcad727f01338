// Which screen schemas a user may read (GET api/screens/<id>): those their menus lead to (a menu's
// component is the screen's id) and the table screens shown in those screens' sections. The
// super-admin reads them all (not in a tenant with a package, where `admin` is an ordinary role).
// A schema names the calls, fields and permissions of a screen, so a user without the menu learns
// nothing from it.
import { SUPER_ROLE } from '../config';
import type { Repositories } from '../repositories/index';
import { heldBy, isPlatformOnly } from '../services/authorities';
import type { ScreenRegistry } from './registry';
import { isDocument } from './types';

export async function mayReadScreen(
  repos: Repositories,
  screens: ScreenRegistry,
  tenantId: number,
  userId: number,
  id: string,
): Promise<boolean> {
  const file = await screens.file(id);
  const list = file?.screen.permissions?.list;
  // The platform's own screens (tenants, packages, the database tool) are nobody else's, whatever their menus.
  if (typeof list === 'string' && isPlatformOnly(list) && !(await repos.users.isPlatformTenant(tenantId))) return false;
  const [{ roles }, menus] = await Promise.all([
    heldBy(repos, tenantId, userId),
    repos.menus.navigableOfUser(tenantId, userId),
  ]);
  if (roles.includes(SUPER_ROLE)) return true;
  const components = menus.flatMap((menu) => (menu.component ? [menu.component] : []));
  if (components.includes(id)) return true;
  for (const component of components) {
    const loaded = await screens.file(component);
    if (loaded && isDocument(loaded.screen) && loaded.screen.sections.some((section) => section.screen === id))
      return true;
  }
  return false;
}
