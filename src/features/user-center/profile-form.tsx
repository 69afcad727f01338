// The profile part of the personal centre: nickname, phone, gender (PUT api/sysUser/center).
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session, setUserInfo } from '../../stores/session';
import { updateProfile, type ProfileBody } from './api';
import { message } from '../../lib/feedback';

/** Spec §5: 11 digits, starting with 1, second digit 3, 4, 5, 7 or 8. */
export const MAINLAND_PHONE = /^1[34578]\d{9}$/;

export function ProfileForm() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const save = async (values: ProfileBody) => {
    setUserInfo(await updateProfile(values));
    void message.success(t('user.center.saved'));
  };
  return (
    <Form<ProfileBody>
      layout="vertical"
      validateTrigger="onBlur"
      initialValues={{ nickName: user?.nickName, phone: user?.phone, gender: user?.gender }}
      onFinish={(values) => void save(values).catch(() => undefined)}
      data-testid="profile-form"
      style={{ maxWidth: 420 }}
    >
      <Form.Item
        name="nickName"
        label={t('user.center.nickName')}
        rules={[{ required: true, message: t('user.center.nickNameRequired') }]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('user.center.phone')}
        rules={[{ pattern: MAINLAND_PHONE, message: t('user.center.phoneInvalid') }]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="gender" label={t('user.center.gender')}>
        <Select
          allowClear
          options={['male', 'female'].map((value) => ({ value, label: t(`user.center.genders.${value}`) }))}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('user.center.save')}
      </Button>
    </Form>
  );
}
