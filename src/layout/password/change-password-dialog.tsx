// The password dialog of spec §5 (modal width 420): oldPass, newPass (6 to 20), confirmPass,
// checked on blur; the passwords travel encrypted to POST api/sysUser/updatePass/.
import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api-client';
import { encryptPassword } from '../../lib/crypto';
import { PasswordFields } from '../../lib/password-fields';
import { logoutAfterPasswordChange } from '../../stores/account';
import { message } from '../../lib/feedback';

export const PASSWORD_DIALOG_WIDTH = 420;

interface Values {
  oldPass: string;
  newPass: string;
  confirmPass: string;
}

export default function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const [oldPass, newPass] = await Promise.all([encryptPassword(values.oldPass), encryptPassword(values.newPass)]);
      await api.post('api/sysUser/updatePass/', { oldPass, newPass }, { skipErrorUi: true });
      void message.success(t('user.password.relogin'));
      onClose();
      logoutAfterPasswordChange();
    } catch (error) {
      // Spec §8: a failure of this dialog is only logged, the user sees no message.
      console.error('Password change failed', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      width={PASSWORD_DIALOG_WIDTH}
      title={t('layout.user.changePassword')}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" validateTrigger="onBlur" data-testid="password-dialog">
        <PasswordFields
          old={{ name: 'oldPass', label: t('user.password.old'), required: t('user.password.oldRequired') }}
          next={{
            name: 'newPass',
            label: t('user.password.new'),
            required: t('user.password.newRequired'),
            length: t('user.password.length'),
          }}
          confirm={{
            name: 'confirmPass',
            label: t('user.password.confirm'),
            required: t('user.password.confirmRequired'),
            mismatch: t('user.password.dialogMismatch'),
          }}
        />
      </Form>
    </Modal>
  );
}
