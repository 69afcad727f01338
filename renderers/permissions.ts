import { useRenderer } from './context';
import type { Permission } from './screen-schema';

export type { Permission };

/** Returns a check that allows undeclared permissions, so a screen only gates what it names. */
export function usePermission(): (permission: Permission | undefined) => boolean {
  const { can } = useRenderer();
  return (permission) => {
    if (permission === undefined) return true;
    const names = Array.isArray(permission) ? permission : [permission];
    return names.some((name) => can(name));
  };
}
