import type { ISchema } from '@formily/react';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Row } from '../data-provider';
import { lookup } from '../registry-lookup';
import { UnknownWidget } from '../unknown-widget';
import { searchWidgets } from './search-widgets';

interface Props {
  schema: ISchema;
  /** The starting values (from the page's query string). */
  values?: Row;
  onSearch: (values: Row) => void;
}

// Responsive columns as Formily's FormGrid laid them out before: at most 4, each at least 260px.
const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(max(260px, calc((100% - 48px) / 4)), 1fr))',
  columnGap: 16,
  rowGap: 16,
};
const item = { display: 'flex', alignItems: 'center', minWidth: 0 };
const label = { flex: 'none', lineHeight: '32px', marginInlineEnd: 8, whiteSpace: 'nowrap' } as const;

/**
 * The screen's search form; its values become list filters. A flat `search` block of named
 * controls (search-widgets.tsx), held in React state: no Formily on a list's first paint.
 */
export function SearchBar({ schema, values: initial, onSearch }: Props) {
  const { t } = useTranslation();
  // Starting values as values, not defaults: reset clears them like any other search.
  const [values, setValues] = useState<Row>(() => ({ ...initial }));
  const search = () => onSearch({ ...values });
  const reset = () => {
    setValues({});
    onSearch({});
  };
  const fields = Object.entries((schema.properties ?? {}) as Record<string, ISchema>);
  return (
    // The fields take the row's width, the buttons sit at its right (below on narrow screens). A
    // block of its own, so the table toolbar below never shares its row.
    <div
      className="crud-search"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 16, marginBottom: 16 }}
    >
      <div style={{ flex: '1 1 480px', minWidth: 0, ...grid }}>
        {fields.map(([name, field]) => {
          const title = typeof field.title === 'string' ? t(field.title) : name;
          const component = typeof field['x-component'] === 'string' ? field['x-component'] : '';
          const Widget = lookup(searchWidgets, component);
          if (!Widget)
            return <UnknownWidget key={name} name={component} path={`search.properties.${name}`} schema={field} />;
          const props = { ...(field['x-component-props'] as Row | undefined) };
          if (typeof props.placeholder === 'string') props.placeholder = t(props.placeholder);
          return (
            <div key={name} className="crud-search-item" style={item}>
              {/* The control is named by its aria-label; the colon stays out of the label's text. */}
              <span style={label}>
                <label>{title}</label>:
              </span>
              <div style={{ flex: 1, minWidth: 0 }}>
                <Widget
                  aria-label={title}
                  {...props}
                  value={values[name]}
                  onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
                  onSearch={search}
                />
              </div>
            </div>
          );
        })}
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
