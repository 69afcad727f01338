// Writing a message: text (Enter sends, Shift+Enter breaks the line), an image (a file picked or
// pasted, uploaded first; or an address), and optional quick replies.
import { useRef, useState, type ClipboardEvent } from 'react';
import { Button, Dropdown, Input, Popover, Space, Typography } from 'antd';
import { PictureOutlined, SendOutlined, ThunderboltOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, useImageUpload } from './use-image-upload';

/** The server's limits (docs/api.md): text ≤ 1000, image address ≤ 500. */
const TEXT_MAX = 1000;
const IMAGE_URL = /^(https?:\/\/|\/)\S{1,495}$/;
/** Tell the other side about typing at most this often. */
const TYPING_EVERY_MS = 2000;

interface Props {
  onSend: (content: { text?: string; imageUrl?: string }) => void;
  onTyping: () => void;
  /** Stores an image file and resolves to its URL; without it only addresses can be sent. */
  onUpload?: (file: File) => Promise<string>;
  quickReplies?: readonly string[];
  disabled?: boolean;
}

export function Composer({ onSend, onTyping, onUpload, quickReplies, disabled }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [imageUrl, setImageUrl] = useState('');
  const [imageOpen, setImageOpen] = useState(false);
  const lastTyping = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const image = useImageUpload(onUpload, (url) => {
    onSend({ imageUrl: url });
    setImageOpen(false);
  });

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

  // A pasted screenshot is sent as an image; pasted text goes into the box as usual.
  const paste = (event: ClipboardEvent) => {
    const file = Array.from(event.clipboardData.files).find((item) => item.type.startsWith('image/'));
    if (!file || !onUpload || disabled) return;
    event.preventDefault();
    void image.sendFile(file);
  };

  const imageForm = (
    <Space direction="vertical" style={{ width: 320 }}>
      {onUpload && (
        <>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            hidden
            aria-label={t('chat.imageFile')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void image.sendFile(file);
            }}
          />
          <Button icon={<UploadOutlined />} loading={image.uploading} onClick={() => fileInput.current?.click()} block>
            {t('chat.imagePick')}
          </Button>
        </>
      )}
      <Space.Compact style={{ width: '100%' }}>
        <Input
          value={imageUrl}
          onChange={(event) => setImageUrl(event.target.value)}
          placeholder={t('chat.imageUrl')}
          aria-label={t('chat.imageUrl')}
        />
        <Button type="primary" disabled={!IMAGE_URL.test(imageUrl.trim())} onClick={sendImage}>
          {t('chat.send')}
        </Button>
      </Space.Compact>
    </Space>
  );

  return (
    <div className="chat-composer">
      <Space size="small" className="chat-composer-tools">
        <Popover content={imageForm} trigger="click" open={imageOpen} onOpenChange={setImageOpen}>
          <Button size="small" icon={<PictureOutlined />} disabled={disabled} aria-label={t('chat.image')} />
        </Popover>
        {quickReplies && (
          <Dropdown
            disabled={disabled}
            menu={{
              items: quickReplies.map((reply) => ({ key: reply, label: reply })),
              onClick: ({ key }) => change(key),
            }}
          >
            <Button size="small" icon={<ThunderboltOutlined />}>
              {t('chat.quickReplies')}
            </Button>
          </Dropdown>
        )}
        {image.uploading && <Typography.Text type="secondary">{t('chat.imageUploading')}</Typography.Text>}
        {image.problem && (
          <Typography.Text type="danger" data-testid="chat-image-problem">
            {t(image.problem)}
          </Typography.Text>
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
        onPaste={paste}
        onPressEnter={(event) => {
          if (event.shiftKey) return;
          event.preventDefault();
          sendText();
        }}
      />
      <Button
        type="primary"
        icon={<SendOutlined />}
        disabled={disabled || !text.trim()}
        onClick={sendText}
        data-testid="chat-send"
      >
        {t('chat.send')}
      </Button>
    </div>
  );
}
