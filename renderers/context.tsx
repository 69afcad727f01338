import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { DataProvider, DictItem } from './data-provider';

/** What the app hands the renderer; renderers import nothing else from the app. */
export interface RendererServices {
  dataProvider: DataProvider;
  /** True when the user holds the permission (role or authority name). */
  can: (permission: string) => boolean;
  /** Encrypts a password with the deployment's public key before it leaves the browser. */
  encrypt: (text: string) => string | Promise<string>;
}

interface RendererContextValue extends RendererServices {
  /** Dictionary requests by name, shared by every cell and select under one provider. */
  dictCache: Map<string, Promise<DictItem[]>>;
}

const RendererContext = createContext<RendererContextValue | null>(null);

/** Provides the data provider, permission check and encryption to every renderer below it. */
export function RendererProvider({ children, ...services }: RendererServices & { children: ReactNode }) {
  const { dataProvider, can, encrypt } = services;
  // A new provider (another tenant, a test) must not see the previous one's dictionaries.
  const dictCache = useMemo(() => new Map<string, Promise<DictItem[]>>(), [dataProvider]);
  const value = useMemo(
    () => ({ dataProvider, can, encrypt, dictCache }),
    [dataProvider, can, encrypt, dictCache],
  );
  return <RendererContext.Provider value={value}>{children}</RendererContext.Provider>;
}

/** The renderer services; throws when a renderer is used outside RendererProvider. */
export function useRenderer(): RendererContextValue {
  const value = useContext(RendererContext);
  if (!value) throw new Error('Renderer components need a <RendererProvider> above them.');
  return value;
}
