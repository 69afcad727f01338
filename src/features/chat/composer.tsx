// Writing a message: text (Enter sends, Shift+Enter breaks the line), an image by its address
// (there is no upload a visitor may use), and optional quick replies.
import { useRef, useState } from 'react';
import { Button, Dropdown, Input, Popover, Space } from 'antd';
import { PictureOutlined, SendOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The server's limits (docs/api.md): text ≤ 1000, image address ≤ 500. */
const TEXT_MAX = 1000;
const IMAGE_URL = /^(https?:\/\/|\/)\S{1,495}$/;
/** Tell the other side about typing at most this often. */
const TYPING_EVERY_MS = 2000;

interface Props {
  onSend: (content: { text?: string; imageUrl?: string }) => void;
  onTyping: () => void;
  quickReplies?: readonly string[];
  disabled?: boolean;
}

export function Composer({ onSend, onTyping, quickReplies, disabled }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [imageOpen, setImageOpen] = useState(false);
  const lastTyping = useRef(0);

  const change = (value: string) => {
    setText(value);
    if (Date.now() - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = Date.now();
      onTyping();
    }
  };
  const sendText = () => {
    if (!text.trim()) return;
    onSend({ text: text.trim() });
    setText('');
  };
  const sendImage = () => {
    onSend({ imageUrl: imageUrl.trim() });
    setImageUrl('');
    setImageOpen(false);
  };

  const imageForm = (
    <Space.Compact style={{ width: 320 }}>
      <Input value={imageUrl} onChange={(event) => setImageUrl(event.target.value)} placeholder={t('chat.imageUrl')} aria-label={t('chat.imageUrl')} />
      <Button type="primary" disabled={!IMAGE_URL.test(imageUrl.trim())} onClick={sendImage}>
        {t('chat.send')}
      </Button>
    </Space.Compact>
  );

  return (
    <div className="chat-composer">
      <Space size="small" className="chat-composer-tools">
        <Popover content={imageForm} trigger="click" open={imageOpen} onOpenChange={setImageOpen}>
          <Button size="small" icon={<PictureOutlined />} disabled={disabled} aria-label={t('chat.image')} />
        </Popover>
        {quickReplies && (
          <Dropdown disabled={disabled} menu={{ items: quickReplies.map((reply) => ({ key: reply, label: reply })), onClick: ({ key }) => change(key) }}>
            <Button size="small" icon={<ThunderboltOutlined />}>{t('chat.quickReplies')}</Button>
          </Dropdown>
        )}
      </Space>
      <Input.TextArea
        value={text}
        maxLength={TEXT_MAX}
        autoSize={{ minRows: 2, maxRows: 5 }}
        placeholder={t('chat.placeholder')}
        aria-label={t('chat.placeholder')}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
        onPressEnter={(event) => {
          if (event.shiftKey) return;
          event.preventDefault();
          sendText();
        }}
      />
      <Button type="primary" icon={<SendOutlined />} disabled={disabled || !text.trim()} onClick={sendText} data-testid="chat-send">
        {t('chat.send')}
      </Button>
    </div>
  );
}
