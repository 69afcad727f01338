import { cloneElement, type ReactElement } from 'react';
import { theme } from 'antd';

interface FieldControlProps {
  id?: string;
  status?: 'error' | '';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** One form control with its validation message under it, laid out as antd's Form.Item. */
export function FormField({
  id,
  error,
  children,
}: {
  id: string;
  error?: string;
  children: ReactElement<FieldControlProps>;
}) {
  const { token } = theme.useToken();
  const messageId = `${id}-error`;
  const control = cloneElement(children, {
    id,
    status: error ? 'error' : '',
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? messageId : undefined,
  });
  return (
    <div style={{ marginBottom: error ? 0 : 24, flex: 1 }}>
      {control}
      {error && (
        <div id={messageId} style={{ color: token.colorError, lineHeight: '24px', minHeight: 24 }}>
          {error}
        </div>
      )}
    </div>
  );
}
