import { useEffect, useState } from 'react';
import { useRenderer } from '../context';
import type { DictItem } from '../data-provider';

/** Dictionary items by name, fetched once per RendererProvider and shared by all users of it. */
export function useDict(name: string | undefined): DictItem[] {
  const { dataProvider, dictCache } = useRenderer();
  const [items, setItems] = useState<DictItem[]>([]);
  useEffect(() => {
    if (!name) return;
    let request = dictCache.get(name);
    if (!request) {
      request = dataProvider.getDict(name);
      dictCache.set(name, request);
      // A failed request is forgotten so the next mount can retry.
      request.catch(() => dictCache.delete(name));
    }
    let current = true;
    request.then((loaded) => current && setItems(loaded), () => current && setItems([]));
    return () => {
      current = false;
    };
  }, [name, dataProvider, dictCache]);
  return items;
}

/** The label of a dictionary value; values compare as strings because APIs mix "1" and 1. */
export function dictLabel(items: DictItem[], value: unknown): string | undefined {
  return items.find((item) => String(item.value) === String(value))?.label;
}
