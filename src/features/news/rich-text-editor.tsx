// The rich-text editor of the news and product editors (tiptap). Loaded with React.lazy by its
// callers, so tiptap/ProseMirror stay in their own chunk. The server sanitises what is saved.
import { useEffect } from 'react';
import { Button, Space } from 'antd';
import { BoldOutlined, ItalicOutlined, OrderedListOutlined, PictureOutlined } from '@ant-design/icons';
import { EditorContent, useEditor } from '@tiptap/react';
import Image from '@tiptap/extension-image';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorProps {
  value: string;
  onChange(html: string): void;
  /** Uploads a chosen image and answers its URL. */
  uploadImage(file: File): Promise<string>;
  /** The name of the editable area. */
  label: string;
}

export default function RichTextEditor({ value, onChange, uploadImage, label }: RichTextEditorProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit, Image],
    content: value,
    editorProps: { attributes: { 'aria-label': label } },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  // A value loaded after the first render (an edited item) replaces the empty document once.
  useEffect(() => {
    if (editor && value && editor.isEmpty) editor.commands.setContent(value);
  }, [editor, value]);

  const insertImage = () => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/png,image/jpeg,image/gif,image/webp';
    input.onchange = () => {
      const file = input.files?.[0];
      if (file)
        void uploadImage(file).then(
          (src) => editor?.chain().focus().setImage({ src }).run(),
          () => undefined,
        );
    };
    input.click();
  };

  return (
    <div className="news-rich-text" style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space style={{ padding: 4, borderBottom: '1px solid #f0f0f0' }}>
        <Button
          size="small"
          type="text"
          icon={<BoldOutlined />}
          title={t('news.news.bold')}
          onClick={() => editor?.chain().focus().toggleBold().run()}
        />
        <Button
          size="small"
          type="text"
          icon={<ItalicOutlined />}
          title={t('news.news.italic')}
          onClick={() => editor?.chain().focus().toggleItalic().run()}
        />
        <Button
          size="small"
          type="text"
          title={t('news.news.heading')}
          onClick={() => editor?.chain().focus().toggleHeading({ level: 2 }).run()}
        >
          H2
        </Button>
        <Button
          size="small"
          type="text"
          icon={<OrderedListOutlined />}
          title={t('news.news.bullet')}
          onClick={() => editor?.chain().focus().toggleBulletList().run()}
        />
        <Button
          size="small"
          type="text"
          icon={<PictureOutlined />}
          title={t('news.news.insertImage')}
          onClick={insertImage}
        />
      </Space>
      <EditorContent editor={editor} data-testid="rich-text" style={{ minHeight: 200, padding: 8 }} />
    </div>
  );
}
