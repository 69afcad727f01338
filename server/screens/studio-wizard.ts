// The new-screen wizard (docs/schemas.md "New-screen wizard"): from an id, its titles, a menu
// folder, a field list and roles, one call makes the collection screen with its own texts
// (wizard-screen.ts), checks it as any studio write, then in one transaction adds its menu item
// under the folder and its five buttons, publishes it as version 1 and gives the item, the
// buttons and the folders above it to the roles. Nothing is written when any step is refused.
// The author grants only within what they hold (services/grant-ceiling.ts): each role must be one
// they may edit, and the folders ones their own roles hold; the new buttons are theirs to give.
import { MenuType } from '../db/schema';
import { badRequest } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import type { MenuRow } from '../repositories/menus';
import { checkMenusHeld, checkRoleEditable, isRoleEditable, type Grantor } from '../services/grant-ceiling';
import type { Actor, StudioFlows } from './studio';
import type { ScreenRegistry } from './tenant-screens';
import { WIZARD_ACTIONS, wizardRoute, wizardScreen } from './wizard-screen';
import type { WizardChoices, WizardRequest, WizardResult } from '../../schemas/wire/studio';

export interface WizardDeps {
  studio: StudioFlows;
  screens: ScreenRegistry;
  repos: Repositories;
}

/** Keys every collection row has already, or the list's own columns. */
const RESERVED_KEYS = new Set(['id', 'tenantId', 'createTime', 'updateTime', 'action']);

/** The folder and every directory above it, nearest first. */
async function folderChain(repos: Repositories, tenantId: number, id: number): Promise<MenuRow[]> {
  const chain: MenuRow[] = [];
  for (let next: number | null = id; next !== null;) {
    const menu = (await repos.menus.get(tenantId, next)) as MenuRow | null;
    if (!menu || menu.type !== MenuType.directory) break;
    chain.push(menu);
    next = menu.pid;
  }
  return chain;
}

const routeOf = (chain: MenuRow[], path: string) =>
  `/${[...chain]
    .reverse()
    .map((menu) => (menu.path ?? '').replace(/^\/+|\/+$/g, ''))
    .concat(path)
    .join('/')}`;

export function wizardFlow({ studio, screens, repos }: WizardDeps) {
  /** Every refusal the request meets before anything is written. */
  async function refusals(actor: Actor, grantor: Grantor, request: WizardRequest, chain: MenuRow[]) {
    const { tenantId } = actor;
    if (chain.length === 0) throw badRequest('studio.wizardFolder');
    const keys = request.fields.map((field) => field.key);
    const clash = keys.find((key, index) => RESERVED_KEYS.has(key) || keys.indexOf(key) !== index);
    if (clash) throw badRequest('studio.wizardFieldKey', { key: clash });
    const dictless = request.fields.find((field) => field.widget === 'DictSelect' && !field.dict);
    if (dictless) throw badRequest('studio.wizardDict', { key: dictless.key });
    const existing =
      (await screens.baseline.file(request.id)) ??
      (await repos.screenVersions.latest(tenantId, request.id, 'published')) ??
      (await repos.screenVersions.latest(tenantId, request.id, 'draft'));
    if (existing) throw badRequest('studio.wizardTaken', { id: request.id });
    const { name, path } = wizardRoute(request.id);
    if (await repos.menus.routeTaken(tenantId, name, chain[0]!.id, path))
      throw badRequest('studio.wizardRoute', { name, path });
    await checkMenusHeld(
      repos,
      grantor,
      chain.map((menu) => menu.id),
    );
    for (const roleId of request.roleIds) {
      if (!(await repos.roles.get(tenantId, roleId))) throw badRequest('studio.wizardRole', { id: roleId });
      await checkRoleEditable(repos, grantor, roleId);
    }
  }

  /** What the author may pick: the folders their roles hold, the tenant's dictionaries, the roles they may edit. */
  async function choices(actor: Actor, grantor: Grantor): Promise<WizardChoices> {
    const { tenantId, userId } = actor;
    const [held, references, roles, codes] = await Promise.all([
      repos.menus.navigableOfUser(tenantId, userId),
      repos.screenVersions.references(tenantId),
      repos.roles.allOf(tenantId),
      repos.roles.codesOfUser(tenantId, userId),
    ]);
    const editable = await Promise.all(roles.map((role) => isRoleEditable(repos, grantor, role.id)));
    const offered = roles.filter((_role, index) => editable[index]);
    return {
      folders: held
        .filter((menu) => menu.type === MenuType.directory)
        .map(({ id, pid, title }) => ({ id, pid, title })),
      dicts: [...references.dicts].sort(),
      roles: offered,
      mine: offered.filter((role) => codes.includes(role.code)).map((role) => role.id),
    };
  }

  async function createScreen(actor: Actor, grantor: Grantor, request: WizardRequest): Promise<WizardResult> {
    const { tenantId } = actor;
    const chain = await folderChain(repos, tenantId, request.parentId);
    await refusals(actor, grantor, request, chain);
    const { name, path, permissions } = wizardRoute(request.id);
    const screen = wizardScreen(request);
    const text = JSON.stringify(screen, null, 2);
    await studio.check(tenantId, request.id, text, Object.values(permissions));

    const menuId = await repos.transaction(async (tx) => {
      const item = (await tx.menus.insert(tenantId, {
        type: MenuType.screen,
        pid: chain[0]!.id,
        title: screen.title,
        name,
        path,
        component: request.id,
      })) as MenuRow;
      const buttons: number[] = [];
      for (const [index, action] of WIZARD_ACTIONS.entries()) {
        const button = (await tx.menus.insert(tenantId, {
          type: MenuType.button,
          pid: item.id,
          title: `menu.button.${action}`,
          permission: permissions[action],
          sort: index,
        })) as MenuRow;
        buttons.push(button.id);
      }
      await studio.writeIn(tx, actor, {
        id: request.id,
        text,
        state: 'published',
        baseVersion: 0,
        message: request.titles.en,
        action: 'wizard',
        detail: { menuId: item.id, roleIds: request.roleIds },
      });
      const given = [...chain.map((menu) => menu.id), item.id, ...buttons];
      for (const roleId of request.roleIds) {
        const held = await tx.roles.linked(tenantId, roleId, 'menuIds');
        await tx.roles.setLinked(tenantId, roleId, 'menuIds', [...new Set([...held, ...given])]);
      }
      return item.id;
    });
    await studio.announce(tenantId, request.id);
    return { screenId: request.id, menuId, path: routeOf(chain, path) };
  }

  return { choices, createScreen };
}
