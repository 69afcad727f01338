import { createForm } from '@formily/core';
import type { ISchema } from '@formily/react';
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../data-provider';
import { SchemaForm } from '../form/schema-form';

/** The screen's search form; its values become list filters. `values` are its starting values. */
export function SearchBar({ schema, values, onSearch }: { schema: ISchema; values?: Row; onSearch: (values: Row) => void }) {
  const { t } = useTranslation();
  // As values, not initialValues: reset clears them like any other search.
  const form = useMemo(() => createForm({ values: { ...values } }), [values]);
  const search = () => onSearch({ ...form.values });
  const reset = () => {
    form.reset();
    onSearch({});
  };
  return (
    <Space wrap align="start" style={{ marginBottom: 16 }}>
      <SchemaForm form={form} schema={schema} path="search" layout="inline" onAutoSubmit={search} />
      <Button type="primary" onClick={search}>
        {t('renderer.search')}
      </Button>
      <Button onClick={reset}>{t('renderer.reset')}</Button>
    </Space>
  );
}
