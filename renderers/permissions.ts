import { useRenderer } from './context';
import type { Permission } from './screen-schema';

export type { Permission };

/** Undeclared permissions are allowed, so a screen only gates what it names; a list allows any of its names. */
export function allows(can: (name: string) => boolean, permission: Permission | undefined): boolean {
  if (permission === undefined) return true;
  const names = Array.isArray(permission) ? permission : [permission];
  return names.some((name) => can(name));
}

/** The check over the renderer's `can`. */
export function usePermission(): (permission: Permission | undefined) => boolean {
  const { can } = useRenderer();
  return (permission) => allows(can, permission);
}
