// What a session may do and who it is (authorities, data scope, UserInfo), loaded once per session
// and kept while its tenant's access version stays the same. Database triggers move that version
// whenever a role, a role's menus or departments, a menu, a department or a user changes (migration
// 0013_access-version), and the auth hook reads it with the session on every request: a change
// made through any code path, on any instance, applies from the next request on.
import type { DataScope } from '../repositories/data-scope';
import type { Repositories } from '../repositories/index';
import type { SessionOwner } from '../repositories/sessions';
import { authoritiesOf } from './authorities';
import { dataScopeOf } from './data-scope';
import { loadUserInfo, type UserInfo } from './user-info';

export interface SessionAccess {
  authorities(): Promise<Set<string>>;
  dataScope(): Promise<DataScope>;
  userInfo(): Promise<UserInfo>;
}

type Loads = Partial<Record<keyof SessionAccess, Promise<unknown>>>;

/** Sessions whose access is kept; past it the least recently used one goes (memory stays bounded). */
const MAX_SESSIONS = 10_000;

export interface AccessCache {
  /** The session's access as of `version` (its tenant's access version read with the session). */
  of(session: SessionOwner, version: number): SessionAccess;
  forget(sessionId: number): void;
}

export function createAccessCache(repos: Repositories, maxSessions = MAX_SESSIONS): AccessCache {
  const entries = new Map<number, { version: number; loads: Loads }>();

  function loadsOf(sessionId: number, version: number): Loads {
    const found = entries.get(sessionId);
    const entry = found?.version === version ? found : { version, loads: {} };
    // Re-inserted so the Map's order is least recently used first.
    entries.delete(sessionId);
    entries.set(sessionId, entry);
    if (entries.size > maxSessions) entries.delete(entries.keys().next().value!);
    return entry.loads;
  }

  return {
    of({ sessionId, tenantId, userId }, version) {
      const cached =
        <T>(name: keyof SessionAccess, load: () => Promise<T>) =>
        (): Promise<T> => {
          const loads = loadsOf(sessionId, version);
          const held = loads[name] as Promise<T> | undefined;
          if (held) return held;
          const loading = load();
          loads[name] = loading;
          // A failed load (a user deleted meanwhile, a lost connection) is not kept.
          loading.catch(() => {
            if (loads[name] === loading) delete loads[name];
          });
          return loading;
        };
      return {
        authorities: cached('authorities', () => authoritiesOf(repos, tenantId, userId)),
        dataScope: cached('dataScope', () => dataScopeOf(repos, tenantId, userId)),
        userInfo: cached('userInfo', () => loadUserInfo(repos, tenantId, userId)),
      };
    },

    forget(sessionId) {
      entries.delete(sessionId);
    },
  };
}
