// Chat settings of a tenant: the widget's site key and e-mail notice, the texts per language,
// and the service agents.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants, users } from '../db/schema';
import { chatAgents, chatConfigs, chatSettings } from '../db/schema-chat';
import { now } from './time';

export interface ChatTexts {
  title: string;
  welcome: string;
  offlineMessage: string;
}

export interface ChatEmail {
  notifyEmail: string;
  emailEnabled: boolean;
}

export interface ChatAgent {
  id: number;
  userId: number;
  userName: string;
  nickName: string;
  email: string;
  emailStatus: boolean;
}

const agentColumns = {
  id: chatAgents.id,
  userId: chatAgents.userId,
  userName: users.username,
  nickName: chatAgents.nickName,
  email: chatAgents.email,
  emailStatus: chatAgents.emailStatus,
};

export function chatConfigRepository(db: Db) {
  return {
    /** The tenant's settings, created with `newSiteKey` on first use. */
    async settings(tenantId: number, newSiteKey: string): Promise<ChatEmail & { siteKey: string }> {
      await db
        .insert(chatSettings)
        .values({ tenantId, siteKey: newSiteKey })
        .onConflictDoNothing({ target: chatSettings.tenantId });
      const [row] = await db
        .select({
          siteKey: chatSettings.siteKey,
          notifyEmail: chatSettings.notifyEmail,
          emailEnabled: chatSettings.emailEnabled,
        })
        .from(chatSettings)
        .where(eq(chatSettings.tenantId, tenantId));
      return row!;
    },

    async saveEmail(tenantId: number, email: ChatEmail): Promise<void> {
      await db
        .update(chatSettings)
        .set({ ...email, updatedAt: now })
        .where(eq(chatSettings.tenantId, tenantId));
    },

    /** The enabled tenant whose widget presents this key. */
    async tenantOfSiteKey(siteKey: string): Promise<number | null> {
      const [row] = await db
        .select({ tenantId: chatSettings.tenantId })
        .from(chatSettings)
        .innerJoin(tenants, eq(tenants.id, chatSettings.tenantId))
        .where(and(eq(chatSettings.siteKey, siteKey), eq(tenants.enabled, true)));
      return row?.tenantId ?? null;
    },

    async texts(tenantId: number, language: string): Promise<ChatTexts | null> {
      const [row] = await db
        .select({ title: chatConfigs.title, welcome: chatConfigs.welcome, offlineMessage: chatConfigs.offlineMessage })
        .from(chatConfigs)
        .where(and(eq(chatConfigs.tenantId, tenantId), eq(chatConfigs.language, language)));
      return row ?? null;
    },

    async saveTexts(tenantId: number, language: string, texts: ChatTexts): Promise<void> {
      await db
        .insert(chatConfigs)
        .values({ tenantId, language, ...texts })
        .onConflictDoUpdate({
          target: [chatConfigs.tenantId, chatConfigs.language],
          set: { ...texts, updatedAt: now },
        });
    },

    async agents(tenantId: number): Promise<ChatAgent[]> {
      return db
        .select(agentColumns)
        .from(chatAgents)
        .innerJoin(users, eq(users.id, chatAgents.userId))
        .where(eq(chatAgents.tenantId, tenantId))
        .orderBy(asc(chatAgents.id));
    },

    /** Adds or updates the agent row of a user of the tenant; false when the user is not the tenant's. */
    async saveAgent(tenantId: number, agent: { userId: number; nickName: string; email: string }): Promise<boolean> {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, agent.userId), eq(users.tenantId, tenantId)));
      if (!user) return false;
      await db
        .insert(chatAgents)
        .values({ tenantId, ...agent })
        .onConflictDoUpdate({
          target: [chatAgents.tenantId, chatAgents.userId],
          set: { nickName: agent.nickName, email: agent.email },
        });
      return true;
    },

    async setEmailStatus(tenantId: number, id: number, emailStatus: boolean): Promise<boolean> {
      const rows = await db
        .update(chatAgents)
        .set({ emailStatus })
        .where(and(eq(chatAgents.tenantId, tenantId), eq(chatAgents.id, id)))
        .returning({ id: chatAgents.id });
      return rows.length > 0;
    },

    async removeAgents(tenantId: number, ids: number[]): Promise<void> {
      await db.delete(chatAgents).where(and(eq(chatAgents.tenantId, tenantId), inArray(chatAgents.id, ids)));
    },

    /** Adds the given users of the tenant who are not agents yet, with their profile's name and e-mail. */
    async addAgents(tenantId: number, userIds: number[]): Promise<void> {
      if (userIds.length === 0) return;
      const rows = await db
        .select({ tenantId: users.tenantId, userId: users.id, nickName: users.nickName, email: users.email })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, userIds)));
      if (rows.length > 0) await db.insert(chatAgents).values(rows).onConflictDoNothing();
    },

    /** Who is mailed about an unattended visitor message: the tenant's notice address when enabled,
     * and the agents with e-mail on (only `agentId`, when the conversation has an agent). */
    async mailRecipients(tenantId: number, agentId: number | null): Promise<string[]> {
      const [settings] = await db
        .select({ notifyEmail: chatSettings.notifyEmail, emailEnabled: chatSettings.emailEnabled })
        .from(chatSettings)
        .where(eq(chatSettings.tenantId, tenantId));
      const agents = await db
        .select({ email: chatAgents.email })
        .from(chatAgents)
        .where(
          and(
            eq(chatAgents.tenantId, tenantId),
            eq(chatAgents.emailStatus, true),
            agentId === null ? undefined : eq(chatAgents.userId, agentId),
          ),
        );
      const addresses = [settings?.emailEnabled ? settings.notifyEmail : '', ...agents.map((agent) => agent.email)];
      return [...new Set(addresses.filter(Boolean))];
    },

    async enabledUserIds(tenantId: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.enabled, true)));
      return rows.map((row) => row.id);
    },
  };
}
