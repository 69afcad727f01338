// The checks of a screen the studio writes for a tenant, after those of the file alone
// (screen-rules.ts): what the tenant's database and the other screens allow. A version of a file's
// screen keeps the file's routes (its `kind`, `storage`, `api` and `calls`, read once at start);
// a screen only the tenant has is a collection screen whose paths no other screen uses; every
// permission is a menu permission or role code of the tenant, every dictionary one of its own.
import { isDeepStrictEqual } from 'node:util';
import type { CheckError } from '../meta-validator';
import { isDocument, type AnyScreen } from '../types';
import { formNodes, screenForms } from './screen-rules';

export interface TenantFacts {
  /** The file's screen of the same id, or null for a screen only the tenant has. */
  baseline: AnyScreen | null;
  /** The other screens the tenant is served (not this id). */
  others: AnyScreen[];
  permissions: ReadonlySet<string>;
  dicts: ReadonlySet<string>;
}

const FIXED_KEYS = ['kind', 'storage', 'api', 'calls'] as const;

function routeErrors(screen: AnyScreen, { baseline, others }: TenantFacts): CheckError[] {
  if (baseline)
    return FIXED_KEYS.filter(
      (key) => !isDeepStrictEqual(screen[key as keyof AnyScreen], baseline[key as keyof AnyScreen]),
    ).map((key) => ({
      path: `/${key}`,
      message: `an override of a built-in screen cannot change ${key}`,
      key: 'studio.fixedKey',
      params: { key },
    }));
  if (isDocument(screen) || screen.storage !== 'collection' || screen.calls !== undefined)
    return [
      {
        path: '/storage',
        message: 'a new screen must be "storage": "collection", with no document kind or calls',
        key: 'studio.collectionOnly',
      },
    ];
  const taken = new Map<string, string>();
  for (const other of others)
    if (!isDocument(other)) for (const path of Object.values(other.api)) taken.set(path, other.id);
  return Object.entries(screen.api).flatMap(([kind, path]) => {
    const owner = taken.get(path);
    return owner
      ? [
          {
            path: `/api/${kind}`,
            message: `${path} is used by ${owner}`,
            key: 'studio.pathTaken' as const,
            params: { path, screen: owner },
          },
        ]
      : [];
  });
}

function permissionErrors(screen: AnyScreen, facts: TenantFacts): CheckError[] {
  return Object.entries(screen.permissions ?? {}).flatMap(([action, permission]) =>
    [permission].flat().flatMap((name, index) =>
      facts.permissions.has(name)
        ? []
        : [
            {
              path: Array.isArray(permission) ? `/permissions/${action}/${index}` : `/permissions/${action}`,
              message: `permission "${name}" does not exist in this tenant`,
              key: 'studio.unknownPermission' as const,
              params: { name },
            },
          ],
    ),
  );
}

/** DictSelect fields and dict cells, each with the JSON pointer of its dictionary name. */
function dictionaries(screen: AnyScreen): [string, string][] {
  const found: [string, string][] = [];
  for (const [form, at] of screenForms(screen))
    for (const [node, where] of formNodes(form, at)) {
      const dict = (node['x-component-props'] as { dict?: unknown } | undefined)?.dict;
      if (node['x-component'] === 'DictSelect' && typeof dict === 'string')
        found.push([dict, `${where}/x-component-props/dict`]);
    }
  if (!isDocument(screen))
    screen.columns.forEach((column, index) => {
      const dict = column.props?.dict;
      if (column.cell === 'dict' && typeof dict === 'string') found.push([dict, `/columns/${index}/props/dict`]);
    });
  return found;
}

/** Everything the tenant's database and screens refuse in a screen that passed screenFileErrors. */
export function tenantScreenErrors(screen: AnyScreen, facts: TenantFacts): CheckError[] {
  const dictErrors = dictionaries(screen)
    .filter(([name]) => !facts.dicts.has(name))
    .map(([name, path]) => ({
      path,
      message: `dictionary "${name}" does not exist in this tenant`,
      key: 'studio.unknownDict' as const,
      params: { name },
    }));
  return [...routeErrors(screen, facts), ...permissionErrors(screen, facts), ...dictErrors];
}
