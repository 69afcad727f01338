// The password fields of every password form (spec §5: the profile drawer, the change-password
// dialog, the forgotten-password page), with their rules in one place: each field required, the new
// password 6 to 20 characters where the form limits it, the confirmation equal to the new password.
// Each form keeps its own field names and texts; the form around it validates on blur.
import { Form, Input } from 'antd';

/** The new password's length where a form limits it (spec §5: 6 to 20 characters). */
export const PASSWORD_LENGTH = { min: 6, max: 20 } as const;

interface PasswordField {
  name: string;
  label: string;
  /** The message when the field is left empty. */
  required: string;
}

interface PasswordFieldsProps {
  /** The current password, for a logged-in user's change; absent on a reset by e-mail code. */
  old?: PasswordField;
  /** `length`: the message for a password outside PASSWORD_LENGTH; without it, any length. */
  next: PasswordField & { length?: string };
  /** `mismatch`: the message when the confirmation differs from the new password. */
  confirm: PasswordField & { mismatch: string };
}

export function PasswordFields({ old, next, confirm }: PasswordFieldsProps) {
  return (
    <>
      {old && (
        <Form.Item name={old.name} label={old.label} rules={[{ required: true, message: old.required }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item
        name={next.name}
        label={next.label}
        rules={[
          { required: true, message: next.required },
          ...(next.length ? [{ ...PASSWORD_LENGTH, message: next.length }] : []),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name={confirm.name}
        label={confirm.label}
        dependencies={[next.name]}
        rules={[
          { required: true, message: confirm.required },
          ({ getFieldValue }) => ({
            validator: (_, value: string) =>
              !value || value === getFieldValue(next.name)
                ? Promise.resolve()
                : Promise.reject(new Error(confirm.mismatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
