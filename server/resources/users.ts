// api/sysUser: the user administration screen (schemas/system/user.json). Beyond the form's
// rules: a password on create, roles and department of the same tenant, and never deleting
// yourself or leaving the tenant without an enabled admin. Every call sees only the users of the
// caller's data scope (services/data-scope.ts): others are not found.
import { badRequest } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import type { UserWrite } from '../repositories/user-admin';
import { dataScopeOf } from '../services/data-scope';
import type { Body } from '../screens/form-body';
import type { Resource, ResourceContext } from '../screens/resource';

interface UserBody {
  username?: string;
  nickname?: string;
  email?: string;
  phone?: string;
  gender?: string;
  avatar?: string;
  deptId?: number;
  roleIds?: number[];
  status?: boolean;
  /** Already decrypted, checked and hashed by the generic body reader. */
  password?: string;
}

function toWrite({ nickname, status, password, roleIds: _roles, ...rest }: UserBody): UserWrite {
  return { ...rest, nickName: nickname, enabled: status, passwordHash: password };
}

async function checkReferences(repos: Repositories, tenantId: number, body: UserBody): Promise<void> {
  if (body.deptId !== undefined && (await repos.depts.existing(tenantId, [body.deptId])).length === 0) {
    throw badRequest('validation.invalid', { field: 'deptId' });
  }
  const roleIds = body.roleIds ?? [];
  const known = await repos.roles.existing(tenantId, roleIds);
  const unknown = roleIds.find((id) => !known.includes(id));
  if (unknown !== undefined) throw badRequest('role.unknownRole', { id: unknown });
}

/** Refuses a change that would leave no enabled admin besides the users in `losing`. */
async function keepAnAdmin(repos: Repositories, tenantId: number, losing: number[]): Promise<void> {
  if ((await repos.userAdmin.countOtherAdmins(tenantId, losing)) === 0) throw badRequest('user.lastAdmin');
}

const scopeOf = ({ repos, tenantId, userId }: ResourceContext) => dataScopeOf(repos, tenantId, userId);

export const usersResource: Resource = {
  list: async (ctx, query) => ctx.repos.userAdmin.list(ctx.tenantId, query, await scopeOf(ctx)),
  get: async (ctx, id) => ctx.repos.userAdmin.get(ctx.tenantId, id, await scopeOf(ctx)),

  async create({ repos, tenantId }: ResourceContext, input: Body) {
    const body = input as UserBody;
    if (!body.password) throw badRequest('validation.required', { field: 'password' });
    await checkReferences(repos, tenantId, body);
    const id = await repos.transaction(async (tx) => {
      const created = await tx.userAdmin.insert(tenantId, { ...toWrite(body), username: body.username!, passwordHash: body.password! });
      await tx.userAdmin.setRoles(tenantId, created, [...new Set(body.roleIds ?? [])]);
      return created;
    });
    return (await repos.userAdmin.get(tenantId, id))!;
  },

  async update(ctx: ResourceContext, id: number, input: Body) {
    const { repos, tenantId } = ctx;
    const body = input as UserBody;
    if (!(await repos.userAdmin.get(tenantId, id, await scopeOf(ctx)))) return null;
    await checkReferences(repos, tenantId, body);
    const updated = await repos.transaction(async (tx) => {
      if (!(await tx.userAdmin.update(tenantId, id, toWrite(body)))) return false;
      if (body.roleIds) await tx.userAdmin.setRoles(tenantId, id, [...new Set(body.roleIds)]);
      const stillAdmin = body.status !== false && (body.roleIds === undefined || (await tx.userAdmin.isAdminRole(tenantId, body.roleIds)));
      if (!stillAdmin) await keepAnAdmin(tx, tenantId, [id]);
      // A new password (the reset of the form) ends every session of that user.
      if (body.password) await tx.sessions.revokeAllOfUser(id);
      return true;
    });
    return updated ? repos.userAdmin.get(tenantId, id) : null;
  },

  async remove(ctx: ResourceContext, ids: number[]) {
    const { repos, tenantId, userId } = ctx;
    if (ids.includes(userId)) throw badRequest('user.deleteSelf');
    const scope = await scopeOf(ctx);
    return repos.transaction(async (tx) => {
      await keepAnAdmin(tx, tenantId, ids);
      return tx.userAdmin.remove(tenantId, ids, scope);
    });
  },
};
