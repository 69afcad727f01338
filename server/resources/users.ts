// api/sysUser: the user administration screen (schemas/system/user.json). Beyond the form's
// rules: a password on create, roles and department of the same tenant, and never deleting
// yourself or leaving the tenant without an enabled admin. Every call sees only the users of the
// caller's data scope (services/data-scope.ts): others are not found. Roles and departments are
// grants, held to the caller's own (services/grant-ceiling.ts); disabling a user ends their sessions.
// A tenant's user limit is checked on create (services/tenant-limits.ts).
import { badRequest } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import type { UserRow, UserWrite } from '../repositories/user-admin';
import { checkUserLimit } from '../services/tenant-limits';
import {
  checkDept,
  checkNotOwnRoles,
  checkRoleAssignable,
  checkUserEditable,
  grantorOf,
  type Grantor,
} from '../services/grant-ceiling';
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

const scopeOf = ({ access }: ResourceContext) => access.dataScope();

/** The roles and department the body gives, beyond what the user has already (`current`). */
async function checkGrants(repos: Repositories, grantor: Grantor, body: UserBody, current?: UserRow): Promise<void> {
  for (const roleId of new Set(body.roleIds ?? [])) {
    if (!current?.roleIds.includes(roleId)) await checkRoleAssignable(repos, grantor, roleId);
  }
  if (body.deptId !== undefined && body.deptId !== current?.deptId) checkDept(grantor, body.deptId);
}

export const usersResource: Resource = {
  list: async (ctx, query) => ctx.repos.userAdmin.list(ctx.tenantId, query, await scopeOf(ctx)),
  get: async (ctx, id) => ctx.repos.userAdmin.get(ctx.tenantId, id, await scopeOf(ctx)),

  async create({ repos, tenantId, userId }: ResourceContext, input: Body) {
    const body = input as UserBody;
    if (!body.password) throw badRequest('validation.required', { field: 'password' });
    await checkReferences(repos, tenantId, body);
    await checkGrants(repos, await grantorOf(repos, tenantId, userId), body);
    const id = await repos.transaction(async (tx) => {
      await checkUserLimit(tx, tenantId);
      const created = await tx.userAdmin.insert(tenantId, {
        ...toWrite(body),
        username: body.username!,
        passwordHash: body.password!,
      });
      await tx.userAdmin.setRoles(tenantId, created, [...new Set(body.roleIds ?? [])]);
      return created;
    });
    return (await repos.userAdmin.get(tenantId, id))!;
  },

  async update(ctx: ResourceContext, id: number, input: Body) {
    const { repos, tenantId } = ctx;
    const body = input as UserBody;
    const current = await repos.userAdmin.get(tenantId, id, await scopeOf(ctx));
    if (!current) return null;
    await checkReferences(repos, tenantId, body);
    const grantor = await grantorOf(repos, tenantId, ctx.userId);
    await checkUserEditable(repos, grantor, current);
    if (body.roleIds) checkNotOwnRoles(grantor, id, current.roleIds, body.roleIds);
    await checkGrants(repos, grantor, body, current);
    const updated = await repos.transaction(async (tx) => {
      if (!(await tx.userAdmin.update(tenantId, id, toWrite(body)))) return false;
      if (body.roleIds) await tx.userAdmin.setRoles(tenantId, id, [...new Set(body.roleIds)]);
      const stillAdmin =
        body.status !== false &&
        (body.roleIds === undefined || (await tx.userAdmin.isAdminRole(tenantId, body.roleIds)));
      if (!stillAdmin) await keepAnAdmin(tx, tenantId, [id]);
      // A new password (the reset of the form) or disabling ends every session of that user at
      // once (sessions are rows, so on every instance). A change of roles needs no revocation:
      // authorities are read from the database on each request.
      if (body.password || body.status === false) await tx.sessions.revokeAllOfUser(id);
      return true;
    });
    return updated ? repos.userAdmin.get(tenantId, id) : null;
  },

  async remove(ctx: ResourceContext, ids: number[]) {
    const { repos, tenantId, userId } = ctx;
    if (ids.includes(userId)) throw badRequest('user.deleteSelf');
    const scope = await scopeOf(ctx);
    const grantor = await grantorOf(repos, tenantId, userId);
    for (const id of ids) {
      const user = await repos.userAdmin.get(tenantId, id, scope);
      if (user) await checkUserEditable(repos, grantor, user);
    }
    // Deleting a user deletes their sessions with them (ON DELETE CASCADE).
    return repos.transaction(async (tx) => {
      await keepAnAdmin(tx, tenantId, ids);
      return tx.userAdmin.remove(tenantId, ids, scope);
    });
  },
};
