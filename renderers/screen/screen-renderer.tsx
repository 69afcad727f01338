import { Empty } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../src/lib/when-idle';
import { lazyWidget } from '../lazy-widget';
import { useAllows } from '../context';
import type { ScreenSchema } from '../screen-schema';
import { CrudTable } from '../table/crud-table';
import { isPaginated } from '../table/first-page';
import { searchFromQuery } from '../table/query-search';
import { SearchBar } from '../table/search-bar';
import { useTable } from '../table/use-table';
import { ScreenActionsContext } from './screen-actions';
import { ScreenPanel } from './screen-panel';
import { useEditor } from './use-editor';
import { useMutations } from './use-mutations';

/**
 * The add/edit/detail form, with Formily and the form widgets, is a chunk of its own: a list's
 * first paint does not wait for it (docs/performance.md). Each screen with a form fetches it, and
 * the lazy widgets its forms name, once the list is on its way, so a form still opens at once.
 */
const loadEditor = () => import('./editor-dialog');
const EditorDialog = lazyWidget(() => loadEditor().then((m) => m.EditorDialog));

function usePreloadedEditor(screen: ScreenSchema) {
  useEffect(() => {
    if (!screen.form && !screen.detail) return;
    // After the screen's own work (its list request, first paint).
    return whenIdle(
      () =>
        void EditorDialog.preload()
          .then(() => loadEditor())
          .then((m) => m.preloadFormWidgets(screen))
          .catch(() => undefined),
      1000,
    );
  }, [screen]);
}

/** A whole screen from its parsed schema: search, table, add/edit form and detail view. */
export function ScreenRenderer({ screen }: { screen: ScreenSchema }) {
  const { t } = useTranslation();
  const allowed = useAllows();
  const canList = allowed(screen.permissions?.list);
  const [initialSearch] = useState(() => searchFromQuery(screen.search, window.location.search));
  const table = useTable({
    initialSearch,
    resource: screen.api.list,
    rowKey: screen.rowKey ?? 'id',
    paginated: isPaginated(screen),
    enabled: canList,
    tree: screen.tree && { parentKey: screen.tree.parentKey, childrenKey: screen.tree.childrenKey ?? 'children' },
  });
  const editor = useEditor(screen, table.refetch);
  const mutations = useMutations(screen, table.refetch);
  usePreloadedEditor(screen);

  if (!canList) return <Empty description={t('renderer.noPermission')} />;
  const actions = {
    screen,
    edit: editor.edit,
    detail: editor.detail,
    remove: mutations.remove,
    removeNamed: mutations.removeNamed,
    update: mutations.update,
    call: mutations.call,
  };
  return (
    <ScreenActionsContext.Provider value={actions}>
      <ScreenPanel title={t(screen.title)}>
        {screen.search && (
          <SearchBar schema={screen.search} values={initialSearch} onSearch={table.searchFormProps.onSearch} />
        )}
        <CrudTable screen={screen} table={table} onAdd={editor.add} onRemoveMany={mutations.removeMany} />
      </ScreenPanel>
      {editor.editing && (
        <EditorDialog screen={screen} editing={editor.editing} onSave={editor.save} onClose={editor.close} />
      )}
    </ScreenActionsContext.Provider>
  );
}
