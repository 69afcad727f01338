import { useTranslation } from 'react-i18next';

/** Shown instead of a field or cell whose name is not in its registry, so the mistake is visible. */
export function UnknownWidget({ name, path, schema }: { name: string; path: string; schema: unknown }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="unknown-widget"
      style={{ border: '1px dashed #ff4d4f', padding: 8, color: '#ff4d4f' }}
    >
      <strong>
        {t('renderer.unknownWidget')}: {name}
      </strong>
      <div>{path}</div>
      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', fontSize: 12 }}>{JSON.stringify(schema, null, 2)}</pre>
    </div>
  );
}
