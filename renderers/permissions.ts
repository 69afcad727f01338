import { useRenderer } from './context';

/** A schema permission: one name, or a list of which any one suffices. */
export type Permission = string | string[];

/** Returns a check that allows undeclared permissions, so a screen only gates what it names. */
export function usePermission(): (permission: Permission | undefined) => boolean {
  const { can } = useRenderer();
  return (permission) => {
    if (permission === undefined) return true;
    const names = Array.isArray(permission) ? permission : [permission];
    return names.some((name) => can(name));
  };
}
