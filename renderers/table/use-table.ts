import type { TableProps } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, PAGE_SIZES, VIRTUAL_ROW_THRESHOLD, VIRTUAL_SCROLL_Y } from '../constants';
import { useRenderer } from '../context';
import type { Filter, ListResult, Pagination, Row, Sorter } from '../data-provider';
import { toFilters } from './filters';
import { paginationOf } from './first-page';
import { scrollToTop } from './scroll-to-top';
import { buildTree } from './tree';
import { useNarrowScreen } from './use-narrow-screen';

export interface UseTableOptions {
  resource: string;
  rowKey: string;
  /** False loads every row in one call (tree screens). */
  paginated: boolean;
  /** False (no list permission) makes no call at all. */
  enabled: boolean;
  tree?: { parentKey: string; childrenKey: string };
  /** Search values the list starts with (the search form shows the same). */
  initialSearch?: Row;
}

function toSorters(sorter: SorterResult<Row> | SorterResult<Row>[]): Sorter[] {
  return (Array.isArray(sorter) ? sorter : [sorter]).flatMap((item) =>
    item.order
      ? [{ field: String(item.columnKey ?? item.field), order: item.order === 'ascend' ? 'asc' : 'desc' } as Sorter]
      : [],
  );
}

/**
 * Maps antd Table and search-form events to data-provider params (like refine's antd useTable),
 * so the list component only wires props.
 */
export function useTable({ resource, rowKey, paginated, enabled, tree, initialSearch }: UseTableOptions) {
  const { dataProvider } = useRenderer();
  const { t } = useTranslation();
  const narrow = useNarrowScreen();
  const [current, setCurrent] = useState(DEFAULT_PAGE);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [sorters, setSorters] = useState<Sorter[]>([]);
  const [filters, setFilters] = useState<Filter[]>(() => toFilters(initialSearch ?? {}));
  const [version, setVersion] = useState(0);
  const pagination: Pagination = paginationOf(paginated, current, pageSize);
  const paginationKey = JSON.stringify(pagination);
  // The first page is usually asked for already, by the app's router as the click navigated
  // (src/app/screen-view.tsx): when it has arrived, the first render shows its rows, and the
  // first effect asks for nothing. Otherwise the effect asks, after the commit, so a render that
  // React throws away and starts again never sends a request of its own.
  const [arrived] = useState(() =>
    enabled ? dataProvider.peekList?.({ resource, pagination, sorters, filters }) : undefined,
  );
  const [result, setResult] = useState<ListResult>(arrived ?? { data: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [loaded, setLoaded] = useState(arrived !== undefined);
  const shownArrived = useRef(arrived !== undefined);
  useEffect(() => {
    if (!enabled) return;
    if (shownArrived.current) {
      shownArrived.current = false;
      return;
    }
    let latest = true;
    setLoading(true);
    const request = dataProvider.getList({
      resource,
      pagination: JSON.parse(paginationKey) as Pagination,
      sorters,
      filters,
    });
    request
      .then((loaded) => latest && setResult(loaded))
      .catch(() => latest && setResult({ data: [], total: 0 }))
      .finally(() => {
        if (!latest) return;
        setLoading(false);
        setLoaded(true);
      });
    return () => {
      latest = false;
    };
  }, [dataProvider, resource, paginationKey, sorters, filters, enabled, version]);

  const onChange: TableProps<Row>['onChange'] = (page, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      setSorters(toSorters(sorter));
      setCurrent(DEFAULT_PAGE);
      return;
    }
    if (extra.action !== 'paginate') return;
    const size = page.pageSize ?? pageSize;
    // A new page size starts again at page 1, as the old page number means other rows.
    setCurrent(size === pageSize ? (page.current ?? DEFAULT_PAGE) : DEFAULT_PAGE);
    setPageSize(size);
    scrollToTop();
  };

  const dataSource = tree ? buildTree(result.data, rowKey, tree.parentKey, tree.childrenKey) : result.data;
  const virtual = result.data.length > VIRTUAL_ROW_THRESHOLD;
  const tableProps = {
    rowKey,
    dataSource,
    loading,
    onChange,
    virtual,
    scroll: virtual ? { y: VIRTUAL_SCROLL_Y } : undefined,
    expandable: tree ? { childrenColumnName: tree.childrenKey } : undefined,
    pagination: paginated
      ? {
          current,
          pageSize,
          total: result.total,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showLessItems: narrow,
          // An estimated total (a large list) says so; the pager still reaches every page up to it.
          showTotal: result.estimated ? (total: number) => t('renderer.aboutTotal', { total }) : undefined,
        }
      : (false as const),
  } satisfies TableProps<Row>;

  const searchFormProps = {
    onSearch: (values: Row) => {
      setFilters(toFilters(values));
      setCurrent(DEFAULT_PAGE);
      setVersion((v) => v + 1);
    },
  };

  const refetch = useCallback(() => setVersion((v) => v + 1), []);
  /** Until the first answer: nothing to show yet, not even an empty table (see crud-table.tsx). */
  const firstLoad = enabled && !loaded;
  return { tableProps, searchFormProps, sorters, filters, refetch, firstLoad };
}
