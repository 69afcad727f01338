// The personal centre's message settings (POST api/sysUser/updateUserMessage): whether new
// messages are announced in the back-office and by e-mail.
import { useEffect, useState } from 'react';
import { Button, Form, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { getMessageSettings, updateMessageSettings, type MessageSettings as Settings } from './api';
import { message } from '../../lib/feedback';

export function MessageSettings() {
  const { t } = useTranslation();
  const [initial, setInitial] = useState<Settings | null>(null);
  useEffect(() => {
    getMessageSettings().then(setInitial, () => undefined);
  }, []);
  if (!initial) return <Skeleton active />;
  const save = async (values: Settings) => {
    setInitial(await updateMessageSettings(values));
    void message.success(t('user.center.saved'));
  };
  return (
    <Form<Settings>
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => void save(values).catch(() => undefined)}
      data-testid="message-settings"
    >
      <Form.Item
        name="messageNotify"
        label={t('user.message.messageNotify')}
        valuePropName="checked"
        extra={t('user.message.messageNotifyHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="emailNotify"
        label={t('user.message.emailNotify')}
        valuePropName="checked"
        extra={t('user.message.emailNotifyHint')}
      >
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('user.center.save')}
      </Button>
    </Form>
  );
}
