// The profile drawer's password form (spec §5): oldPassword, password, password2, checked on
// blur, submitted by Enter too; PUT /auth/password answers code 0 on success.
import { useState } from 'react';
import { Button, Drawer, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { encryptPassword } from '../../lib/crypto';
import { PasswordFields } from '../../lib/password-fields';
import { logoutAfterPasswordChange } from '../../stores/account';
import { changePassword } from './api';
import { message } from '../../lib/feedback';

/** Spec §9: drawer width 300px. */
export const PASSWORD_DRAWER_WIDTH = 300;

interface Values {
  oldPassword: string;
  password: string;
  password2: string;
}

export function PasswordDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      const [oldPassword, password, password2] = await Promise.all([
        encryptPassword(values.oldPassword),
        encryptPassword(values.password),
        encryptPassword(values.password2),
      ]);
      const answer = await changePassword({ oldPassword, password, password2 });
      if (answer.code !== 0) return void message.error(answer.message ?? '');
      void message.success(answer.message || t('user.password.changed'));
      void message.success(t('user.password.relogin'));
      onClose();
      logoutAfterPasswordChange();
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      width={PASSWORD_DRAWER_WIDTH}
      title={t('user.password.title')}
      destroyOnHidden
    >
      <Form<Values>
        layout="vertical"
        validateTrigger="onBlur"
        onFinish={(values) => void submit(values)}
        data-testid="password-drawer"
      >
        <PasswordFields
          old={{ name: 'oldPassword', label: t('user.password.old'), required: t('user.password.oldRequired') }}
          next={{ name: 'password', label: t('user.password.new'), required: t('user.password.newRequired') }}
          confirm={{
            name: 'password2',
            label: t('user.password.confirm'),
            required: t('user.password.againRequired'),
            mismatch: t('user.password.mismatch'),
          }}
        />
        <Button type="primary" htmlType="submit" block loading={saving}>
          {t('user.password.submit')}
        </Button>
      </Form>
    </Drawer>
  );
}
