import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { message } from '../../src/lib/feedback';
import { useRenderer } from '../context';
import type { Row, RowId } from '../data-provider';
import type { ScreenSchema } from '../screen-schema';

export type Editing = { mode: 'add' } | { mode: 'edit' | 'detail'; record: Row };

/** Which form is open, and saving it through the data provider. */
export function useEditor(screen: ScreenSchema, onSaved: () => void) {
  const { dataProvider } = useRenderer();
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const rowKey = screen.rowKey ?? 'id';

  // With an `api.get` the full row is loaded: list rows may be trimmed for the table.
  const open = async (mode: 'edit' | 'detail', row: Row) => {
    const record = screen.api.get
      ? await dataProvider.getOne({ resource: screen.api.get, id: row[rowKey] as RowId })
      : row;
    setEditing({ mode, record });
  };

  const save = async (body: Row) => {
    if (editing?.mode === 'edit') {
      const id = editing.record[rowKey] as RowId;
      await dataProvider.update({ resource: screen.api.update ?? screen.api.list, id, rowKey, variables: body });
      void message.success(t('renderer.updated'));
    } else {
      await dataProvider.create({ resource: screen.api.create ?? screen.api.list, variables: body });
      void message.success(t('renderer.added'));
    }
    setEditing(null);
    onSaved();
  };

  return {
    editing,
    add: () => setEditing({ mode: 'add' }),
    // A failed load is already reported by the app's API client (spec §8); the form stays shut.
    edit: (row: Row) => open('edit', row).catch(() => undefined),
    detail: (row: Row) => open('detail', row).catch(() => undefined),
    close: () => setEditing(null),
    save,
  };
}
