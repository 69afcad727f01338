// The editor's top bar: page name, page language and type (mobile or PC toolbar), undo/redo, save, publish
// and a link to the phone preview of the published page.
import { EyeOutlined, RedoOutlined, SaveOutlined, SendOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Input, Segmented, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageAddress } from './api';
import type { Device } from './document';

export const PAGE_LANGUAGES = ['zh_CN', 'zh_TW', 'en'] as const;

interface Props {
  page: PageAddress;
  name: string;
  onNameChange(name: string): void;
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  busy: boolean;
  previewHref: string | null;
  onOpen(page: PageAddress): void;
  onUndo(): void;
  onRedo(): void;
  onSave(): void;
  onPublish(): void;
}

export function Toolbar({
  page,
  name,
  onNameChange,
  dirty,
  canUndo,
  canRedo,
  busy,
  previewHref,
  onOpen,
  onUndo,
  onRedo,
  onSave,
  onPublish,
}: Props) {
  const { t } = useTranslation();
  return (
    <Space wrap style={{ marginBottom: 12 }} data-testid="decorate-toolbar">
      {/* 50 is the server's limit (docs/api.md "Page decoration"). */}
      <Input
        aria-label={t('decorate.pageName')}
        placeholder={t('decorate.pageName')}
        value={name}
        maxLength={50}
        style={{ width: 180 }}
        onChange={(event) => onNameChange(event.target.value)}
      />
      <Select
        aria-label={t('decorate.language')}
        value={page.lang}
        style={{ width: 120 }}
        options={PAGE_LANGUAGES.map((lang) => ({ value: lang, label: t(`decorate.languages.${lang}`) }))}
        onChange={(lang) => onOpen({ ...page, lang })}
      />
      <Segmented<Device>
        value={page.type}
        options={[
          { value: 'mobile', label: t('decorate.mobile') },
          { value: 'pc', label: t('decorate.pc') },
        ]}
        onChange={(type) => onOpen({ ...page, type })}
      />
      <Button icon={<UndoOutlined />} disabled={!canUndo} onClick={onUndo}>
        {t('decorate.undo')}
      </Button>
      <Button icon={<RedoOutlined />} disabled={!canRedo} onClick={onRedo}>
        {t('decorate.redo')}
      </Button>
      <Button type="primary" icon={<SaveOutlined />} loading={busy} onClick={onSave}>
        {t('decorate.save')}
      </Button>
      <Button icon={<SendOutlined />} disabled={busy} onClick={onPublish}>
        {t('decorate.publish')}
      </Button>
      <Button icon={<EyeOutlined />} href={previewHref ?? undefined} target="_blank" disabled={!previewHref}>
        {t('decorate.preview')}
      </Button>
      {dirty && <Tag color="orange">{t('decorate.unsaved')}</Tag>}
    </Space>
  );
}
