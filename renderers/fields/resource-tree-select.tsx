import { TreeSelect } from '@formily/antd-v5/esm/tree-select';
import type { Field } from '@formily/core';
import { useField } from '@formily/react';
import { useEffect, type ComponentProps } from 'react';
import { useRenderer } from '../context';
import type { Row } from '../data-provider';

interface Props extends ComponentProps<typeof TreeSelect> {
  /** List path of the tree (e.g. "api/dept"), read whole. */
  resource: string;
  labelKey?: string;
  valueKey?: string;
  childrenKey?: string;
}

/** A TreeSelect over another resource's tree, e.g. a department's parent. */
export function ResourceTreeSelect({ resource, labelKey = 'name', valueKey = 'id', childrenKey = 'children', ...props }: Props) {
  const field = useField<Field>();
  const { dataProvider } = useRenderer();
  useEffect(() => {
    const toNode = (row: Row): Row => ({
      label: row[labelKey],
      value: row[valueKey],
      children: Array.isArray(row[childrenKey]) ? (row[childrenKey] as Row[]).map(toNode) : undefined,
    });
    dataProvider
      .getList({ resource, pagination: { mode: 'off' }, sorters: [], filters: [] })
      .then(({ data }) => field.setDataSource(data.map(toNode)), () => field.setDataSource([]));
  }, [dataProvider, field, resource, labelKey, valueKey, childrenKey]);
  return <TreeSelect treeDefaultExpandAll {...props} />;
}
