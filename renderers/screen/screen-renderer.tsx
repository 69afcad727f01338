import { Card, Empty } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../permissions';
import type { ScreenSchema } from '../screen-schema';
import { CrudTable } from '../table/crud-table';
import { searchFromQuery } from '../table/query-search';
import { SearchBar } from '../table/search-bar';
import { useTable } from '../table/use-table';
import { EditorDialog } from './editor-dialog';
import { ScreenActionsContext } from './screen-actions';
import { useEditor } from './use-editor';
import { useMutations } from './use-mutations';

/** A whole screen from its parsed schema: search, table, add/edit form and detail view. */
export function ScreenRenderer({ screen }: { screen: ScreenSchema }) {
  const { t } = useTranslation();
  const allowed = usePermission();
  const canList = allowed(screen.permissions?.list);
  const [initialSearch] = useState(() => searchFromQuery(screen.search, window.location.search));
  const table = useTable({
    initialSearch,
    resource: screen.api.list,
    rowKey: screen.rowKey ?? 'id',
    // Tree screens show whole trees: a page would cut branches.
    paginated: screen.pagination ?? !screen.tree,
    enabled: canList,
    tree: screen.tree && { parentKey: screen.tree.parentKey, childrenKey: screen.tree.childrenKey ?? 'children' },
  });
  const editor = useEditor(screen, table.refetch);
  const mutations = useMutations(screen, table.refetch);

  if (!canList) return <Empty description={t('renderer.noPermission')} />;
  const actions = { screen, edit: editor.edit, detail: editor.detail, remove: mutations.remove, update: mutations.update, call: mutations.call };
  return (
    <ScreenActionsContext.Provider value={actions}>
      <Card title={t(screen.title)}>
        {screen.search && <SearchBar schema={screen.search} values={initialSearch} onSearch={table.searchFormProps.onSearch} />}
        <CrudTable screen={screen} table={table} onAdd={editor.add} onRemoveMany={mutations.removeMany} />
      </Card>
      {editor.editing && <EditorDialog screen={screen} editing={editor.editing} onSave={editor.save} onClose={editor.close} />}
    </ScreenActionsContext.Provider>
  );
}
