// The fields of the chosen button: its name and, for a button without sub-buttons, its type and
// what that type needs (click: key; view: URL; miniprogram: AppID, page path and fallback URL).
// Rules mirror server/wechat/menu-rules.ts so mistakes show before saving; the server checks again.
import { Form, Input, Radio, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { MenuLeaf, MenuType } from './api';
import { byteLength, NAME_BYTES } from './model';

interface Props {
  value: MenuLeaf;
  /** A top button (16-byte name) rather than a sub-button (60 bytes). */
  top: boolean;
  /** A top button with sub-buttons has only a name. */
  hasSubs: boolean;
  onChange: (values: Partial<MenuLeaf>) => void;
}

const TYPES: MenuType[] = ['click', 'view', 'miniprogram'];
const HTTP_URL = /^https?:\/\/\S+$/;

export function ButtonForm({ value, top, hasSubs, onChange }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuLeaf>();
  const type = Form.useWatch('type', form) ?? value.type;
  const maxBytes = top ? NAME_BYTES.top : NAME_BYTES.sub;
  const required = (message: string): Rule => ({ required: true, whitespace: true, message });
  const url: Rule[] = [required(t('wechatMenu.rules.url')), { pattern: HTTP_URL, message: t('wechatMenu.rules.url') }];
  const nameBytes: Rule = {
    validator: async (_rule, name: string | undefined) => {
      if (byteLength(name ?? '') > maxBytes) throw new Error(t('wechatMenu.rules.nameBytes', { max: maxBytes }));
    },
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={value}
      onValuesChange={(changed: Partial<MenuLeaf>) => onChange(changed)}
      data-testid="wxmenu-form"
    >
      <Form.Item
        name="name"
        label={t('wechatMenu.fields.name')}
        rules={[required(t('wechatMenu.rules.name')), nameBytes]}
        extra={t('wechatMenu.nameHint', { max: maxBytes })}
      >
        <Input />
      </Form.Item>
      {hasSubs ? (
        <Typography.Paragraph type="secondary">{t('wechatMenu.hasSubs')}</Typography.Paragraph>
      ) : (
        <>
          <Form.Item name="type" label={t('wechatMenu.fields.type')}>
            <Radio.Group options={TYPES.map((option) => ({ value: option, label: t(`wechatMenu.types.${option}`) }))} />
          </Form.Item>
          {type === 'click' && (
            <Form.Item
              name="key"
              label={t('wechatMenu.fields.key')}
              rules={[required(t('wechatMenu.rules.key')), { max: 128, message: t('wechatMenu.rules.key') }]}
            >
              <Input />
            </Form.Item>
          )}
          {type === 'miniprogram' && (
            <>
              <Form.Item
                name="appid"
                label={t('wechatMenu.fields.appid')}
                rules={[required(t('wechatMenu.rules.appid'))]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name="pagepath"
                label={t('wechatMenu.fields.pagepath')}
                rules={[required(t('wechatMenu.rules.pagepath'))]}
              >
                <Input />
              </Form.Item>
            </>
          )}
          {(type === 'view' || type === 'miniprogram') && (
            <Form.Item
              name="url"
              label={t(type === 'view' ? 'wechatMenu.fields.url' : 'wechatMenu.fields.fallbackUrl')}
              rules={url}
            >
              <Input placeholder="https://" />
            </Form.Item>
          )}
        </>
      )}
    </Form>
  );
}
