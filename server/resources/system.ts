// The table-backed system screens other than users: each is the generic scoped resource plus
// the rules of its screen.
import { SUPER_ROLE } from '../config';
import { badRequest } from '../lib/http-error';
import type { Body } from '../screens/form-body';
import type { ResourceContext } from '../screens/resource';
import type { RoleLink } from '../repositories/roles';
import { scopedResource } from './scoped';
import { checkParent } from './tree-parent';

export const deptsResource = scopedResource((repos) => repos.depts, {
  async beforeWrite({ repos, tenantId }, body, id) {
    await checkParent((parent) => repos.depts.get(tenantId, parent), id, body.pid as number | undefined);
    return body;
  },
  async beforeRemove({ repos, tenantId }, ids) {
    if (await repos.depts.inUse(tenantId, ids)) throw badRequest('dept.inUse');
  },
});

export const menusResource = scopedResource((repos) => repos.menus, {
  async beforeWrite({ repos, tenantId }, body, id) {
    await checkParent((parent) => repos.menus.get(tenantId, parent), id, body.pid as number | undefined);
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

export const rolesResource = scopedResource((repos) => repos.roles, {
  async beforeWrite(ctx, body, id) {
    await checkLinks(ctx, body);
    const current = id === undefined ? null : ((await ctx.repos.roles.get(ctx.tenantId, id)) ?? null);
    // The admin role's code is what grants everything; renaming it would lock every admin out.
    if (current?.code === SUPER_ROLE && body.code !== undefined && body.code !== SUPER_ROLE) {
      throw badRequest('validation.invalid', { field: 'code' });
    }
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
  async beforeRemove({ repos, tenantId }, ids) {
    if (await repos.roles.assigned(tenantId, ids)) throw badRequest('role.inUse');
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
