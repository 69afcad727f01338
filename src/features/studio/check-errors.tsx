// A refused text's errors, each at its JSON path (the check's answer, docs/api.md "Screen studio").
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StudioCheckError } from './api';

export function CheckErrors({ errors }: { errors: StudioCheckError[] }) {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <Alert
      type="error"
      style={{ marginTop: 12 }}
      message={t('studio.screen.errors', { count: errors.length })}
      description={
        <ul className="studio-errors">
          {errors.map((error) => (
            <li key={`${error.path} ${error.message}`}>
              <Typography.Text code>{error.path}</Typography.Text> {error.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}
