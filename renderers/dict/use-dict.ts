import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { entriesIn } from '../../schemas/wire/cell-text';
import { useRenderer } from '../context';
import type { DataProvider, DictItem } from '../data-provider';

/** A dictionary's items; the data provider caches them (DataProvider.getDict). */
export function loadDict(dataProvider: DataProvider, name: string): Promise<DictItem[]> {
  return dataProvider.getDict(name);
}

/**
 * Dictionary items by name, read again when the provider says the dictionaries changed, with
 * `label` in the interface language (falling back to the Simplified Chinese label).
 */
export function useDict(name: string | undefined): DictItem[] {
  const { dataProvider } = useRenderer();
  const { i18n } = useTranslation();
  const [items, setItems] = useState<DictItem[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => dataProvider.subscribe?.(() => setVersion((current) => current + 1)), [dataProvider]);
  useEffect(() => {
    if (!name) return;
    let current = true;
    loadDict(dataProvider, name).then(
      (loaded) => current && setItems(loaded),
      () => current && setItems([]),
    );
    return () => {
      current = false;
    };
  }, [name, dataProvider, version]);
  return useMemo(() => entriesIn(items, i18n.language), [items, i18n.language]);
}
