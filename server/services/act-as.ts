// "Act as": the platform's operator opens a tenant's back-office as the tenant's first admin, in a
// session of that tenant (so it reaches nothing of the platform nor of another tenant: its
// permissions are the admin's, within the tenant's package), ending after `limits.actAsMax` or when
// the operator ends it. Its start and end are written to the tenant's own login log, naming the
// operator, so the tenant sees who entered and for how long.
import { limits } from '../config';
import { translate, type MessageKey, type MessageParams } from '../i18n/index';
import { badRequest, notFound } from '../lib/http-error';
import { hashToken, newToken } from '../lib/token';
import type { Repositories } from '../repositories/index';
import { tenantRefusal } from './tenant-limits';

export interface ActAsRequest {
  /** The platform operator. */
  operatorId: number;
  targetTenantId: number;
  ip: string;
  userAgent: string;
}

export interface ActAsSession {
  token: string;
  tenantName: string;
  expiresAt: string;
}

async function logEntry(
  repos: Repositories,
  tenantId: number,
  operatorId: number,
  request: { ip: string; userAgent: string },
  key: MessageKey,
  params: MessageParams = {},
): Promise<void> {
  const operator = (await repos.users.usernameOf(operatorId)) ?? String(operatorId);
  await repos.loginLogs.record({
    tenantId,
    username: operator,
    ip: request.ip,
    userAgent: request.userAgent,
    success: true,
    message: translate('zh_CN', key, { operator, ...params }),
  });
}

export async function startActAs(repos: Repositories, request: ActAsRequest): Promise<ActAsSession> {
  const { targetTenantId } = request;
  const tenant = await repos.tenants.get(0, targetTenantId);
  if (!tenant) throw notFound();
  if (await repos.users.isPlatformTenant(targetTenantId)) throw badRequest('tenant.actAsPlatform');
  const refusal = await tenantRefusal(repos, targetTenantId);
  if (refusal) throw badRequest(refusal);
  const adminId = await repos.tenants.actingAdmin(targetTenantId);
  if (adminId === null) throw badRequest('tenant.actAsNoAdmin');
  const token = newToken();
  return repos.transaction(async (tx) => {
    const session = await tx.sessions.create({
      tenantId: targetTenantId,
      userId: adminId,
      tokenHash: hashToken(token),
      ip: request.ip,
      userAgent: request.userAgent,
      maxAgeMs: limits.actAsMax,
      actedBy: request.operatorId,
    });
    const expiresAt = session.expiresAt.toISOString();
    await logEntry(tx, targetTenantId, request.operatorId, request, 'tenant.actAsStarted', {
      until: expiresAt.replace('T', ' ').slice(0, 19) + ' UTC',
    });
    return { token: `Bearer ${token}`, tenantName: tenant.name as string, expiresAt };
  });
}

/** Ends an "act as" session (and only such a session), writing its end to the tenant's log. */
export async function endActAs(
  repos: Repositories,
  session: { sessionId: number; tenantId: number; actedBy: number | null },
  request: { ip: string; userAgent: string },
): Promise<void> {
  if (session.actedBy === null) throw badRequest('tenant.notActingAs');
  const operatorId = session.actedBy;
  await repos.transaction(async (tx) => {
    await tx.sessions.revoke(session.sessionId);
    await logEntry(tx, session.tenantId, operatorId, request, 'tenant.actAsEnded');
  });
}
