import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { allows, type PermissionNames } from '../src/lib/permission';
import type { DataProvider } from './data-provider';

/** What the app hands the renderer; renderers import nothing else from the app. */
export interface RendererServices {
  dataProvider: DataProvider;
  /** True when the user holds the permission (role or authority name). */
  can: (permission: string) => boolean;
  /** Encrypts a password with the deployment's public key before it leaves the browser. */
  encrypt: (text: string) => string | Promise<string>;
}

const RendererContext = createContext<RendererServices | null>(null);

/** Provides the data provider, permission check and encryption to every renderer below it. */
export function RendererProvider({ children, ...services }: RendererServices & { children: ReactNode }) {
  const { dataProvider, can, encrypt } = services;
  const value = useMemo(() => ({ dataProvider, can, encrypt }), [dataProvider, can, encrypt]);
  return <RendererContext.Provider value={value}>{children}</RendererContext.Provider>;
}

/** The renderer services; throws when a renderer is used outside RendererProvider. */
export function useRenderer(): RendererServices {
  const value = useContext(RendererContext);
  if (!value) throw new Error('Renderer components need a <RendererProvider> above them.');
  return value;
}

/** A screen's or button's permission check: the one rule (src/lib/permission.ts) over the app's `can`. */
export function useAllows(): (permission: PermissionNames | undefined) => boolean {
  const { can } = useRenderer();
  return (permission) => allows(can, permission);
}
