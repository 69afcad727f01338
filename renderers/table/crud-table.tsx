import { Button, Table, type CheckboxProps } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '../../src/lib/feedback';
import type { Row, RowId } from '../data-provider';
import { useAllows } from '../context';
import { RouteLinks } from '../links/route-links';
import { cellProp } from '../cells/types';
import type { ScreenSchema } from '../screen-schema';
import { buildColumns } from './build-columns';
import { ColumnSettings } from './column-settings';
import { ExportControl } from './export-control';
import { ImportControl } from './import-control';
import { rowLabel } from './row-label';
import { FirstLoadPlaceholder } from './first-load-placeholder';
import type { useTable } from './use-table';
import './crud-table.css';

interface Props {
  screen: ScreenSchema;
  table: ReturnType<typeof useTable>;
  onAdd: () => void;
  onRemoveMany: (ids: RowId[]) => Promise<void>;
}

/** A group of toolbar buttons: plain flex, as antd's Space costs a list screen's first paint. */
const toolbarGroup = { display: 'flex', flexWrap: 'wrap', gap: 8 } as const;
const scrollBox = { overflowX: 'auto' } as const;

/** Rows deleted only by typing their name (`delByName`, the tenants) have no batch delete: the
 * server refuses the plain delete of such a screen. */
const deletesByName = (screen: ScreenSchema) =>
  screen.columns.some(
    (column) => column.cell === 'actions' && cellProp<string[]>(column, 'actions', []).includes('delByName'),
  );
/**
 * rc-table's own switch (antd passes it through): without it, each table measures the scrollbar
 * as it mounts, with a style element added and removed around a forced layout of the whole page,
 * ~12 ms of a menu click (docs/performance.md). The width only matters to a fixed header
 * (`scroll.y`), which only the virtual table has, and that one skips the measure by itself.
 */
const noScrollbarMeasure = { tailor: true } as object;

/** Checkbox props naming the box: antd passes them on to the input, though its types omit aria-*. */
const named = (label: string) => ({ 'aria-label': label }) as CheckboxProps;

/** Toolbar (add, batch delete, export, column settings) and the table; the logic is in useTable. */
export function CrudTable({ screen, table, onAdd, onRemoveMany }: Props) {
  const { t } = useTranslation();
  const allowed = useAllows();
  const [hidden, setHidden] = useState(() => new Set(screen.columns.filter((c) => c.hidden).map((c) => c.key)));
  const [selected, setSelected] = useState<RowId[]>([]);
  const columns = useMemo(() => buildColumns(screen.columns, hidden, t), [screen.columns, hidden, t]);
  // A screen without `api.remove` deletes through its list path (docs/schemas.md), like the server.
  const canDelete = allowed(screen.permissions?.del) && !deletesByName(screen);

  // A dialog loaded on first use, not a Popconfirm: mounted with the toolbar, or on the first
  // selection, a Popconfirm costs the list's first paint or the select-all (docs/performance.md).
  const confirmRemoveSelected = () =>
    void confirmDialog({
      title: t('renderer.confirmDelete'),
      okText: t('renderer.ok'),
      cancelText: t('renderer.cancel'),
      okButtonProps: { danger: true },
      onOk: () => onRemoveMany(selected).then(() => setSelected([])),
    });
  return (
    <>
      {/* A block row of its own above the table, as antd Pro tables have it: the row actions on
          the left, export and column settings on the right. */}
      <div
        className="crud-toolbar"
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          marginBottom: 16,
        }}
      >
        <div style={toolbarGroup}>
          {screen.form && allowed(screen.permissions?.add) && (
            <Button type="primary" onClick={onAdd}>
              {t('renderer.add')}
            </Button>
          )}
          {screen.links && <RouteLinks links={screen.links} />}
          {canDelete && (
            <Button danger disabled={!selected.length} onClick={confirmRemoveSelected}>
              {t('renderer.batchDelete')}
            </Button>
          )}
        </div>
        <div style={toolbarGroup}>
          {/* The server exports a screen's list through its resource; one with its own calls has none. */}
          {/* The server imports through the screen's resource create path; one with its own calls has none. */}
          {screen.form && allowed(screen.permissions?.add) && !screen.calls && (
            <ImportControl screen={screen} onImported={table.refetch} />
          )}
          {allowed(screen.permissions?.export) && !screen.calls && (
            <ExportControl screen={screen} query={table} hidden={hidden} />
          )}
          <ColumnSettings columns={screen.columns} hidden={hidden} onChange={setHidden} />
        </div>
      </div>
      {table.firstLoad ? (
        <FirstLoadPlaceholder />
      ) : (
        // Wider than its box (a phone, or many columns), the table scrolls in this box, not the
        // page. Not antd's `scroll.x`: it adds a hidden row repeating every column title, measured
        // on each resize. Its cells do not wrap (crud-table.css).
        <div className="crud-table-scroll" style={scrollBox}>
          <Table<Row>
            {...table.tableProps}
            {...noScrollbarMeasure}
            columns={columns}
            locale={{ emptyText: t('renderer.empty') }}
            rowSelection={
              canDelete
                ? {
                    selectedRowKeys: selected,
                    onChange: (keys) => setSelected(keys as RowId[]),
                    // antd's checkboxes have no name of their own (select-all's is English).
                    getTitleCheckboxProps: () => named(t('renderer.selectAll')),
                    getCheckboxProps: (record) =>
                      named(
                        t('renderer.selectRow', {
                          row: rowLabel(screen.columns, hidden, record, table.tableProps.rowKey),
                        }),
                      ),
                  }
                : undefined
            }
          />
        </div>
      )}
    </>
  );
}
