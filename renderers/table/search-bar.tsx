import { createForm } from '@formily/core';
import type { ISchema } from '@formily/react';
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../data-provider';
import { SchemaForm } from '../form/schema-form';

/**
 * The fields in responsive columns (Formily's FormGrid; its "inline" layout does not lay out in
 * antd v5). A void node adds no level to the values.
 */
function inGrid(schema: ISchema): ISchema {
  const grid = { type: 'void', 'x-component': 'FormGrid', 'x-component-props': { maxColumns: 4, minWidth: 260, columnGap: 16 }, properties: schema.properties };
  return { ...schema, properties: { grid } } as ISchema;
}

/** The screen's search form; its values become list filters. `values` are its starting values. */
export function SearchBar({ schema, values, onSearch }: { schema: ISchema; values?: Row; onSearch: (values: Row) => void }) {
  const { t } = useTranslation();
  // As values, not initialValues: reset clears them like any other search.
  const form = useMemo(() => createForm({ values: { ...values } }), [values]);
  const gridSchema = useMemo(() => inGrid(schema), [schema]);
  const search = () => onSearch({ ...form.values });
  const reset = () => {
    form.reset();
    onSearch({});
  };
  return (
    // The fields take the row's width, the buttons sit at its right (below on narrow screens). A
    // block of its own, so the table toolbar below never shares its row.
    <div className="crud-search" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 8, marginBottom: 16 }}>
      <div style={{ flex: '1 1 480px', minWidth: 0 }}>
        <SchemaForm form={form} schema={gridSchema} path="search" onAutoSubmit={search} />
      </div>
      <Space>
        <Button type="primary" onClick={search}>
          {t('renderer.search')}
        </Button>
        <Button onClick={reset}>{t('renderer.reset')}</Button>
      </Space>
    </div>
  );
}
