// Users: lookups for login and profile, and password changes.
import { and, eq } from 'drizzle-orm';
import type { UserProfile } from '../../schemas/wire/user';
import type { Db } from '../db/client';
import { depts, tenants, users } from '../db/schema';
import { seedTenant } from '../db/seed/org';
import { now } from './time';

export interface LoginCandidate {
  id: number;
  tenantId: number;
  email: string;
  passwordHash: string;
  enabled: boolean;
}

export function usersRepository(db: Db) {
  return {
    /** By username alone: usernames are unique across tenants and the tenant follows from the user. */
    async findByUsername(username: string): Promise<LoginCandidate | null> {
      const [row] = await db
        .select({
          id: users.id,
          tenantId: users.tenantId,
          email: users.email,
          passwordHash: users.passwordHash,
          enabled: users.enabled,
        })
        .from(users)
        .where(eq(users.username, username));
      return row ?? null;
    },

    async profile(tenantId: number, userId: number): Promise<UserProfile | null> {
      const [row] = await db
        .select({
          id: users.id,
          tenantId: users.tenantId,
          username: users.username,
          nickName: users.nickName,
          avatar: users.avatar,
          email: users.email,
          phone: users.phone,
          gender: users.gender,
          deptName: depts.name,
        })
        .from(users)
        .leftJoin(depts, eq(depts.id, users.deptId))
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
      return row ? { ...row, deptName: row.deptName ?? '' } : null;
    },

    /** A user's login name whatever their tenant (usernames are unique across tenants): the platform
     * operator named in a tenant's log of an "act as". */
    async usernameOf(userId: number): Promise<string | null> {
      const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
      return row?.username ?? null;
    },

    /** Whether the tenant is the platform: the one the seed creates, which runs the deployment. */
    async isPlatformTenant(tenantId: number): Promise<boolean> {
      const [row] = await db.select({ code: tenants.code }).from(tenants).where(eq(tenants.id, tenantId));
      return row?.code === seedTenant.code;
    },

    async setPassword(tenantId: number, userId: number, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
    },
  };
}
