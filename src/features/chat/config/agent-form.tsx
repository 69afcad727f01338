// Editing an agent (im/config/saveService): the name visitors see and the address for e-mail notices.
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveAgent, type ChatAgent } from '../api';

type Fields = Pick<ChatAgent, 'nickName' | 'email'>;

interface Props {
  agent: ChatAgent | null;
  onClose: (saved: boolean) => void;
}

export function AgentForm({ agent, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Fields>();
  const save = async () => {
    // A failed validation is shown on the fields; the dialog stays open.
    const fields = await form.validateFields().catch(() => null);
    if (!fields) return;
    await saveAgent({ userId: agent!.userId, ...fields });
    onClose(true);
  };
  return (
    <Modal open={agent !== null} title={t('chat.agents.edit')} onOk={save} onCancel={() => onClose(false)} destroyOnHidden afterOpenChange={(open) => open && form.setFieldsValue(agent!)}>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="nickName" label={t('chat.agents.nickName')} rules={[{ required: true, whitespace: true, message: t('chat.agents.nickNameRequired') }, { max: 50 }]}>
          <Input />
        </Form.Item>
        <Form.Item name="email" label={t('chat.agents.email')} rules={[{ type: 'email', message: t('chat.config.emailInvalid') }, { max: 200 }]}>
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  );
}
