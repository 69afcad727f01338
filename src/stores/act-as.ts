// "Act as" in the browser (docs/api.md, "Tenants and packages"): the platform's operator swaps
// their token for a session of the tenant, kept in this tab only, and the shell shows a banner with
// the tenant's name and a button to end it, which returns to the operator's own session.
import { api } from '../lib/api-client';
import { reloadAt } from '../lib/navigation';
import { storageKeys } from '../lib/storage-keys';
import { saveToken, session } from './session';

export interface ActingAs {
  tenantName: string;
  /** ISO instant the session ends by itself. */
  expiresAt: string;
  /** The operator's own token, restored at the end. */
  returnToken: string;
}

interface ActAsStarted {
  token: string;
  tenantName: string;
  expiresAt: string;
}

export function actingAs(): ActingAs | null {
  const stored = sessionStorage.getItem(storageKeys.actAs);
  return stored ? (JSON.parse(stored) as ActingAs) : null;
}

/** Opens the tenant's back-office in this tab through POST api/tenant/actAs/{id}. */
export async function actAsTenant(tenantId: string | number): Promise<void> {
  const started = await api.post<ActAsStarted>(`api/tenant/actAs/${tenantId}`);
  if (!session.token) return;
  const acting: ActingAs = { tenantName: started.tenantName, expiresAt: started.expiresAt, returnToken: session.token };
  sessionStorage.setItem(storageKeys.actAs, JSON.stringify(acting));
  saveToken(started.token, false);
  // A full load: nothing of the operator's menus, tabs or cached lists stays in memory.
  reloadAt('/');
}

/** Ends the session on the server (its end goes to the tenant's log) and returns to the operator's. */
export async function endActingAs(): Promise<void> {
  const acting = actingAs();
  if (!acting) return;
  await api.post('auth/actAs/end', undefined, { skipErrorUi: true }).catch(() => undefined);
  sessionStorage.removeItem(storageKeys.actAs);
  saveToken(acting.returnToken, false);
  reloadAt('/platform/tenant');
}

/** Forgets an act-as (the session ended or expired): the operator's token is not kept around. */
export function forgetActingAs(): void {
  sessionStorage.removeItem(storageKeys.actAs);
}
