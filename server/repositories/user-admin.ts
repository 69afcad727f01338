// Users as the administration screen lists and edits them (schemas/system/user.json): the list
// columns, department and sex names, role assignments, and the checks that keep an admin around.
import { and, count, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dictDetails, dicts, depts, roles, users, usersRoles } from '../db/schema';
import { SUPER_ROLE } from '../config';
import type { DataScope } from './data-scope';
import { listClauses, listPage, type FieldMap, type ListPage, type ListQuery } from './list-sql';
import { now } from './time';

export interface UserRow {
  id: number;
  avatar: string;
  username: string;
  nickname: string;
  email: string;
  phone: string;
  gender: string;
  sexName: string;
  /** Absent without a department: a null would not pass the form's integer rule on save. */
  deptId?: number;
  organizationName: string;
  status: boolean;
  roleIds: number[];
  createTime: string;
}

export interface UserWrite {
  username?: string;
  nickName?: string;
  email?: string;
  phone?: string;
  gender?: string;
  avatar?: string;
  deptId?: number | null;
  enabled?: boolean;
  passwordHash?: string;
}

const sexName = sql<
  string | null
>`(SELECT ${dictDetails.label} FROM ${dictDetails} JOIN ${dicts} ON ${dicts.id} = ${dictDetails.dictId}
  WHERE ${dicts.tenantId} = ${users.tenantId} AND ${dicts.name} = 'sex' AND ${dictDetails.value} = ${users.gender})`;
const roleIds = sql<
  number[]
>`(SELECT coalesce(array_agg(${usersRoles.roleId} ORDER BY ${usersRoles.roleId}), '{}') FROM ${usersRoles} WHERE ${usersRoles.userId} = ${users.id})`;

const fields: FieldMap = {
  blurry: { anyOf: [users.username, users.nickName, users.email, users.phone] },
  username: { column: users.username, match: 'like' },
  nickname: { column: users.nickName, match: 'like' },
  phone: { column: users.phone, match: 'like' },
  avatar: { column: users.avatar },
  organizationName: { column: depts.name, match: 'like' },
  deptId: { column: users.deptId },
  sexName: { column: sexName },
  status: { column: users.enabled },
  createTime: { column: users.createdAt, match: 'dateRange' },
};

const columns = {
  id: users.id,
  avatar: users.avatar,
  username: users.username,
  nickname: users.nickName,
  email: users.email,
  phone: users.phone,
  gender: users.gender,
  sexName,
  deptId: users.deptId,
  organizationName: depts.name,
  status: users.enabled,
  roleIds,
  createdAt: users.createdAt,
};

type Selected = { [K in keyof typeof columns]: unknown } & {
  createdAt: Date;
  sexName: string | null;
  organizationName: string | null;
  roleIds: number[];
};

const toRow = ({ createdAt, sexName: sex, organizationName, deptId, ...row }: Selected): UserRow =>
  ({
    ...row,
    ...(deptId === null ? {} : { deptId }),
    sexName: sex ?? '',
    organizationName: organizationName ?? '',
    createTime: createdAt.toISOString(),
  }) as UserRow;

/** The users a data scope shows: members of its departments, and the viewer. */
function visible(scope: DataScope): SQL | undefined {
  if (scope === 'all') return undefined;
  return or(eq(users.id, scope.userId), scope.deptIds.length > 0 ? inArray(users.deptId, scope.deptIds) : undefined);
}

export function userAdminRepository(db: Db) {
  const select = () => db.select(columns).from(users).leftJoin(depts, eq(depts.id, users.deptId));

  /** `scope` (the viewer's data scope) leaves out users outside it; absent, any user of the tenant. */
  async function get(tenantId: number, id: number, scope: DataScope = 'all'): Promise<UserRow | null> {
    const [row] = await select().where(and(eq(users.tenantId, tenantId), eq(users.id, id), visible(scope)));
    return row ? toRow(row as Selected) : null;
  }

  return {
    get,

    async list(tenantId: number, query: ListQuery, scope: DataScope = 'all'): Promise<ListPage<UserRow>> {
      const { where, orderBy } = listClauses(query, fields, users.id);
      const condition = and(eq(users.tenantId, tenantId), visible(scope), where);
      return listPage(db, query, {
        rows: async (limit, offset) =>
          (
            await select()
              .where(condition)
              .orderBy(...orderBy)
              .limit(limit)
              .offset(offset)
          ).map((row) => toRow(row as Selected)),
        matching: () =>
          db
            .select({ id: users.id })
            .from(users)
            .leftJoin(depts, eq(depts.id, users.deptId))
            .where(condition)
            .$dynamic(),
      });
    },

    async insert(tenantId: number, user: UserWrite & { username: string; passwordHash: string }): Promise<number> {
      const [row] = await db
        .insert(users)
        .values({ ...user, tenantId })
        .returning({ id: users.id });
      return row!.id;
    },

    async update(tenantId: number, id: number, user: UserWrite): Promise<boolean> {
      const changes = user.passwordHash ? { ...user, passwordChangedAt: now } : user;
      const rows = await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async setRoles(tenantId: number, userId: number, roleIdList: number[]): Promise<void> {
      await db.delete(usersRoles).where(and(eq(usersRoles.tenantId, tenantId), eq(usersRoles.userId, userId)));
      if (roleIdList.length > 0)
        await db.insert(usersRoles).values(roleIdList.map((roleId) => ({ tenantId, userId, roleId })));
    },

    async remove(tenantId: number, ids: number[], scope: DataScope): Promise<number> {
      const rows = await db
        .delete(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids), visible(scope)))
        .returning({ id: users.id });
      return rows.length;
    },

    /** Enabled holders of the admin role, leaving out `except` (users about to lose it). */
    async countOtherAdmins(tenantId: number, except: number[]): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(users)
        .innerJoin(usersRoles, eq(usersRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, usersRoles.roleId))
        .where(
          and(
            eq(users.tenantId, tenantId),
            eq(roles.code, SUPER_ROLE),
            eq(users.enabled, true),
            except.length > 0 ? notInArray(users.id, except) : undefined,
          ),
        );
      return row!.total;
    },

    async isAdminRole(tenantId: number, roleIdList: number[]): Promise<boolean> {
      if (roleIdList.length === 0) return false;
      const [row] = await db
        .select({ id: roles.id })
        .from(roles)
        .where(and(eq(roles.tenantId, tenantId), eq(roles.code, SUPER_ROLE), inArray(roles.id, roleIdList)));
      return !!row;
    },
  };
}
