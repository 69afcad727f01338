import { createForm } from '@formily/core';
import type { ISchema } from '@formily/react';
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../data-provider';
import { SchemaForm } from '../form/schema-form';

/** The screen's search form; its values become list filters. */
export function SearchBar({ schema, onSearch }: { schema: ISchema; onSearch: (values: Row) => void }) {
  const { t } = useTranslation();
  const form = useMemo(() => createForm(), []);
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
