import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entriesIn } from '../../schemas/wire/cell-text';
import { useRenderer } from '../context';
import type { DataProvider, DictItem } from '../data-provider';

// One cache per data provider, so another provider (a test, another tenant) starts empty.
const caches = new WeakMap<DataProvider, Map<string, Promise<DictItem[]>>>();

function cacheOf(dataProvider: DataProvider): Map<string, Promise<DictItem[]>> {
  let cache = caches.get(dataProvider);
  if (!cache) {
    cache = new Map();
    caches.set(dataProvider, cache);
  }
  return cache;
}

/** A dictionary's items through the per-provider cache (one request per name). */
export function loadDict(dataProvider: DataProvider, name: string): Promise<DictItem[]> {
  const dictCache = cacheOf(dataProvider);
  let request = dictCache.get(name);
  if (!request) {
    request = dataProvider.getDict(name);
    dictCache.set(name, request);
    // A failed request is forgotten so the next mount can retry.
    request.catch(() => dictCache.delete(name));
  }
  return request;
}

/**
 * Dictionary items by name, fetched once per data provider and shared by every cell and select,
 * with `label` in the interface language (falling back to the Simplified Chinese label).
 */
export function useDict(name: string | undefined): DictItem[] {
  const { dataProvider } = useRenderer();
  const { i18n } = useTranslation();
  const [items, setItems] = useState<DictItem[]>([]);
  useEffect(() => {
    if (!name) return;
    const request = loadDict(dataProvider, name);
    let current = true;
    request.then(
      (loaded) => current && setItems(loaded),
      () => current && setItems([]),
    );
    return () => {
      current = false;
    };
  }, [name, dataProvider]);
  return useMemo(() => entriesIn(items, i18n.language), [items, i18n.language]);
}
