// The configured branding (spec §3): systemTitle, systemName, systemLogo, systemIcon from
// GET /api/basicConfig/key/{key}, kept in memory and session storage.
import { proxy } from 'valtio';
import { api } from '../lib/api-client';

export const brandingKeys = ['systemTitle', 'systemName', 'systemLogo', 'systemIcon'] as const;
export type Branding = Record<(typeof brandingKeys)[number], string>;

const STORAGE_KEY = 'branding';

function stored(): Branding {
  const empty = { systemTitle: '', systemName: '', systemLogo: '', systemIcon: '' };
  try {
    return { ...empty, ...(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Branding>) };
  } catch {
    return empty;
  }
}

export const brandingStore = proxy<Branding>(stored());

let loading: Promise<void> | null = null;

/** Fetches the branding once per browser session; an unset or failing key keeps its fallback. */
export function loadBranding(): Promise<void> {
  if (sessionStorage.getItem(STORAGE_KEY)) return Promise.resolve();
  loading ??= Promise.all(
    brandingKeys.map((key) =>
      api
        .get<{ configValue: string }>(`api/basicConfig/key/${key}`, { skipErrorUi: true })
        .then((entry) => [key, entry.configValue] as const)
        .catch(() => [key, ''] as const),
    ),
  ).then((entries) => {
    Object.assign(brandingStore, Object.fromEntries(entries));
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(brandingStore));
  });
  return loading;
}
