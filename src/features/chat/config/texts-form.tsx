// The widget's texts (im/config), one set per language: the language picked here goes out as the
// call's Language header, whatever the interface language is. Read-only without imConfig:edit.
import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, uiLanguages, type UiLanguage } from '../../../lib/i18n';
import { fetchChatConfig, saveChatTexts, type ChatConfig } from '../api';

type Texts = Pick<ChatConfig, 'title' | 'welcome' | 'offlineMessage'>;

export function TextsForm({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Texts>();
  const [language, setLanguage] = useState<UiLanguage>(currentLanguage);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    let latest = true;
    setLoading(true);
    void fetchChatConfig(language)
      .then((loaded) => latest && form.setFieldsValue(loaded))
      .finally(() => latest && setLoading(false));
    return () => {
      latest = false;
    };
  }, [form, language]);
  const save = async (texts: Texts) => {
    await saveChatTexts(texts, language);
    void message.success(t('chat.config.saved'));
  };
  return (
    <Form form={form} layout="vertical" onFinish={save} disabled={!editable || loading} style={{ maxWidth: 640 }} data-testid="chat-texts">
      <Form.Item label={t('chat.config.language')}>
        <Segmented<UiLanguage>
          value={language}
          onChange={setLanguage}
          options={uiLanguages.map((value) => ({ value, label: t(`language.${value}`) }))}
          aria-label={t('chat.config.language')}
        />
      </Form.Item>
      <Form.Item name="title" label={t('chat.config.title')} rules={[{ max: 100 }]}><Input /></Form.Item>
      <Form.Item name="welcome" label={t('chat.config.welcome')} rules={[{ max: 1000 }]}><Input.TextArea rows={3} /></Form.Item>
      <Form.Item name="offlineMessage" label={t('chat.config.offlineMessage')} rules={[{ max: 1000 }]}><Input.TextArea rows={3} /></Form.Item>
      {editable && <Button type="primary" htmlType="submit">{t('chat.config.save')}</Button>}
    </Form>
  );
}
