import { TreeSelect } from '@formily/antd-v5/esm/tree-select';
import type { Field } from '@formily/core';
import { useField } from '@formily/react';
import { useEffect, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenderer } from '../context';
import type { Row } from '../data-provider';
import { toTreeNodes } from './tree-nodes';

interface Props extends ComponentProps<typeof TreeSelect> {
  /** List path of the tree (e.g. "api/dept"), read whole. */
  resource: string;
  labelKey?: string;
  valueKey?: string;
  childrenKey?: string;
  /** The labels are i18n keys (menu titles), shown in the interface language. */
  translate?: boolean;
  /** Rows whose fields equal these values (menu buttons: `{ "type": 2 }`) are labelled "parent · own". */
  withParentLabel?: Record<string, unknown>;
}

/** A TreeSelect over another resource's tree, e.g. a department's parent. */
export function ResourceTreeSelect({
  resource,
  labelKey = 'name',
  valueKey = 'id',
  childrenKey = 'children',
  translate = false,
  withParentLabel,
  ...props
}: Props) {
  const field = useField<Field>();
  const { dataProvider } = useRenderer();
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>([]);
  useEffect(() => {
    dataProvider.getList({ resource, pagination: { mode: 'off' }, sorters: [], filters: [] }).then(
      ({ data }) => setRows(data),
      () => setRows([]),
    );
  }, [dataProvider, resource]);
  // Compared by content: the schema's props may arrive as a new object on every render.
  const parentLabelRule = JSON.stringify(withParentLabel ?? null);
  // t changes with the language, so the labels follow it.
  useEffect(() => {
    const labelText = translate ? (label: string) => t(label) : (label: string) => label;
    const rule = JSON.parse(parentLabelRule) as Record<string, unknown> | null;
    field.setDataSource(
      toTreeNodes(rows, { labelKey, valueKey, childrenKey, labelText, withParentLabel: rule ?? undefined }),
    );
  }, [field, rows, labelKey, valueKey, childrenKey, translate, parentLabelRule, t]);
  return <TreeSelect treeDefaultExpandAll {...props} />;
}
