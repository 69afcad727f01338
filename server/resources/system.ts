// The table-backed system screens other than users: each is the generic scoped resource plus
// the rules of its screen. Roles, menus' permission strings and departments are grants, held to
// the caller's own (services/grant-ceiling.ts).
import { SUPER_ROLE } from '../config';
import { badRequest } from '../lib/http-error';
import type { Body } from '../screens/form-body';
import type { ResourceContext } from '../screens/resource';
import type { RoleLink } from '../repositories/roles';
import { scopedResource } from './scoped';
import { checkParent } from './tree-parent';
import {
  checkDataScope,
  checkDept,
  checkMenuPermission,
  checkPermissions,
  checkRoleEditable,
  checkWithinPackage,
  grantorOf,
} from '../services/grant-ceiling';

const grantorOfCtx = ({ repos, tenantId, userId }: ResourceContext) => grantorOf(repos, tenantId, userId);

// A department and its parent must both be within the caller's data scope: otherwise moving a
// department under one's own would widen a `deptAndBelow` scope.
export const deptsResource = scopedResource((repos) => repos.depts, {
  async beforeWrite(ctx, body, id) {
    const { repos, tenantId } = ctx;
    await checkParent((parent) => repos.depts.get(tenantId, parent), id, body.pid as number | undefined);
    const grantor = await grantorOfCtx(ctx);
    if (id !== undefined) checkDept(grantor, id);
    if (id === undefined || body.pid !== undefined) checkDept(grantor, (body.pid as number | null | undefined) ?? null);
    return body;
  },
  async beforeRemove(ctx, ids) {
    const grantor = await grantorOfCtx(ctx);
    ids.forEach((id) => checkDept(grantor, id));
    if (await ctx.repos.depts.inUse(ctx.tenantId, ids)) throw badRequest('dept.inUse');
  },
});

// Every role holding a menu grants its permission string, so only the caller's own can be set, and
// only on a menu whose current permission the caller holds.
export const menusResource = scopedResource((repos) => repos.menus, {
  async beforeWrite(ctx, body, id) {
    const { repos, tenantId } = ctx;
    await checkParent((parent) => repos.menus.get(tenantId, parent), id, body.pid as number | undefined);
    const grantor = await grantorOfCtx(ctx);
    const current =
      id === undefined ? null : ((await repos.menus.get(tenantId, id)) as { permission: string | null } | null);
    if (current?.permission) checkPermissions(grantor, [current.permission]);
    if (body.permission !== undefined) checkMenuPermission(grantor, body.permission as string | null);
    return body;
  },
});

const ROLE_LINKS: RoleLink[] = ['menuIds', 'deptIds'];

/** The ids of a link field must be rows of the tenant (menus or departments). */
async function checkLinks({ repos, tenantId }: ResourceContext, body: Body): Promise<void> {
  for (const link of ROLE_LINKS) {
    const ids = body[link] as number[] | undefined;
    if (!ids) continue;
    const known = await (link === 'menuIds' ? repos.menus : repos.depts).existing(tenantId, ids);
    if (known.length !== new Set(ids).size) throw badRequest('validation.invalid', { field: link });
  }
}

/** A role may only grant what the caller holds: its menus' permissions, its data scope, and the
 * code `admin`; and a role that already grants more is not the caller's to change. */
async function checkRoleGrants(
  ctx: ResourceContext,
  body: Body,
  id: number | undefined,
  current: { code: string; dataScope: string } | null,
): Promise<void> {
  const { repos, tenantId } = ctx;
  const grantor = await grantorOfCtx(ctx);
  if (id !== undefined) await checkRoleEditable(repos, grantor, id);
  if (body.code === SUPER_ROLE && current?.code !== SUPER_ROLE) checkPermissions(grantor, [SUPER_ROLE]);
  const menuIds = body.menuIds as number[] | undefined;
  if (menuIds) {
    checkPermissions(grantor, await repos.menus.permissionsOf(tenantId, menuIds));
    await checkWithinPackage(repos, tenantId, menuIds);
  }
  const dataScope = (body.dataScope as string | undefined) ?? current?.dataScope ?? 'self';
  const deptIds =
    (body.deptIds as number[] | undefined) ??
    (id === undefined ? [] : await repos.roles.linked(tenantId, id, 'deptIds'));
  checkDataScope(grantor, dataScope, deptIds);
}

export const rolesResource = scopedResource((repos) => repos.roles, {
  async beforeWrite(ctx, body, id) {
    await checkLinks(ctx, body);
    const current = id === undefined ? null : ((await ctx.repos.roles.get(ctx.tenantId, id)) ?? null);
    // The admin role's code is what grants everything; renaming it would lock every admin out.
    if (current?.code === SUPER_ROLE && body.code !== undefined && body.code !== SUPER_ROLE) {
      throw badRequest('validation.invalid', { field: 'code' });
    }
    await checkRoleGrants(ctx, body, id, current);
    const { menuIds: _menus, deptIds: _depts, ...columns } = body;
    return columns;
  },
  async afterWrite(repos, { tenantId }, id, body) {
    for (const link of ROLE_LINKS) {
      const ids = body[link] as number[] | undefined;
      if (ids) await repos.roles.setLinked(tenantId, id, link, [...new Set(ids)]);
    }
  },
  async decorate({ repos, tenantId }, row) {
    const [menuIds, deptIds] = await Promise.all(ROLE_LINKS.map((link) => repos.roles.linked(tenantId, row.id, link)));
    return { ...row, menuIds, deptIds };
  },
  async beforeRemove(ctx, ids) {
    const grantor = await grantorOfCtx(ctx);
    for (const id of ids) await checkRoleEditable(ctx.repos, grantor, id);
    if (await ctx.repos.roles.assigned(ctx.tenantId, ids)) throw badRequest('role.inUse');
  },
});

export const dictsResource = scopedResource((repos) => repos.dicts);

export const dictDetailsResource = scopedResource((repos) => repos.dicts.details, {
  // Every select of every screen loads its options with size 9999 (spec §9).
  maxPageSize: 9999,
  async beforeWrite({ repos, tenantId }, body) {
    if (body.dictId !== undefined && (await repos.dicts.existing(tenantId, [body.dictId as number])).length === 0) {
      throw badRequest('validation.invalid', { field: 'dictId' });
    }
    return body;
  },
});
