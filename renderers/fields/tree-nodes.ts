// Rows of a resource's tree turned into TreeSelect nodes. Menu trees name their entries by i18n
// key, and their button entries all read "新增", "编辑"…: shown alone, twenty of them cannot be
// told apart, so such entries carry their parent's title as well ("用户管理 · 新增").
import type { Row } from '../data-provider';

export interface TreeNodeOptions {
  labelKey: string;
  valueKey: string;
  childrenKey: string;
  /** Turns a row's label into the text shown (the identity unless labels are i18n keys). */
  labelText: (label: string) => string;
  /** Rows whose fields equal these values show their parent's label before their own. */
  withParentLabel?: Record<string, unknown>;
}

export interface TreeNode {
  label: string;
  value: unknown;
  children?: TreeNode[];
}

const matches = (row: Row, fields: Record<string, unknown> | undefined): boolean =>
  fields !== undefined && Object.entries(fields).every(([key, value]) => row[key] === value);

export function toTreeNodes(rows: readonly Row[], options: TreeNodeOptions, parentLabel?: string): TreeNode[] {
  const { labelKey, valueKey, childrenKey, labelText, withParentLabel } = options;
  return rows.map((row) => {
    const own = labelText(String(row[labelKey] ?? ''));
    const label = parentLabel !== undefined && matches(row, withParentLabel) ? `${parentLabel} · ${own}` : own;
    const children = row[childrenKey];
    return {
      label,
      value: row[valueKey],
      children: Array.isArray(children) ? toTreeNodes(children as Row[], options, own) : undefined,
    };
  });
}
