// The official-account menu editor (menu component `wechat/menu`): a phone preview on the left,
// the chosen button's fields on the right; Save checks WeChat's rules on the server (its
// translated 400 shown here), Publish sends the saved menu to WeChat after a confirmation.
import { Alert, Button, Card, Empty, Space, Spin, Tag, Typography } from 'antd';
import { CloudUploadOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-error';
import { showApiError } from '../../lib/api-error-ui';
import { useAllowed } from '../../lib/permission';
import { publishMenu, saveMenu } from './api';
import { ButtonForm } from './button-form';
import { ItemActions } from './item-actions';
import { selected } from './model';
import { PhonePreview } from './phone-preview';
import { useMenuEditor } from './use-menu-editor';
import './wechat-menu.css';
import { confirmDialog, message } from '../../lib/feedback';

export default function WechatMenuPage() {
  const { t } = useTranslation();
  const mayEdit = useAllowed('wxMenu:edit');
  const editor = useMenuEditor(() => t('wechatMenu.newName'));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  // A refused menu (400) is explained next to the editor; anything else goes to the global error UI.
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.status === 400) setProblem(error.message);
    else if (error instanceof ApiError) showApiError(error);
  };

  async function save() {
    setSaving(true);
    setProblem(null);
    try {
      editor.accept(await saveMenu(editor.buttons));
      message.success(t('wechatMenu.saved'));
    } catch (error) {
      refused(error);
    } finally {
      setSaving(false);
    }
  }

  function publish() {
    confirmDialog({
      title: t('wechatMenu.publishTitle'),
      content: t(editor.dirty ? 'wechatMenu.publishUnsaved' : 'wechatMenu.publishContent'),
      okText: t('wechatMenu.publish'),
      onOk: async () => {
        setProblem(null);
        try {
          await publishMenu();
          message.success(t('wechatMenu.published'));
        } catch (error) {
          refused(error);
        }
      },
    });
  }

  if (editor.loadFailed) {
    return (
      <Card size="small" title={t('wechatMenu.title')}>
        <Empty description={t('wechatMenu.loadFailed')}>
          <Button onClick={editor.load}>{t('wechatMenu.retry')}</Button>
        </Empty>
      </Card>
    );
  }
  if (!editor.saved)
    return (
      <Spin spinning tip={t('wechatMenu.loading')}>
        <Card size="small" title={t('wechatMenu.title')} style={{ minHeight: 200 }} />
      </Spin>
    );

  const { at, buttons } = editor;
  const item = selected(buttons, at);
  const status = editor.dirty ? (
    <Tag color="warning" data-testid="wxmenu-status">
      {t('wechatMenu.unsaved')}
    </Tag>
  ) : (
    <Tag color="success" data-testid="wxmenu-status">
      {t('wechatMenu.upToDate')}
    </Tag>
  );
  const toolbar = (
    <Space wrap>
      {status}
      <Button icon={<UndoOutlined />} disabled={!editor.dirty} onClick={() => editor.accept(editor.saved!)}>
        {t('wechatMenu.discard')}
      </Button>
      <Button
        type="primary"
        icon={<SaveOutlined />}
        loading={saving}
        disabled={!mayEdit || !editor.dirty}
        onClick={() => void save()}
      >
        {t('wechatMenu.save')}
      </Button>
      <Button icon={<CloudUploadOutlined />} disabled={!mayEdit} onClick={publish}>
        {t('wechatMenu.publish')}
      </Button>
    </Space>
  );

  return (
    <Card size="small" title={t('wechatMenu.title')} extra={toolbar}>
      {problem && (
        <Alert
          type="error"
          showIcon
          closable
          message={problem}
          onClose={() => setProblem(null)}
          style={{ marginBottom: 16 }}
          data-testid="wxmenu-problem"
        />
      )}
      <div className="wxmenu-layout">
        <PhonePreview
          buttons={buttons}
          at={at}
          onSelect={editor.select}
          onAddButton={editor.addButton}
          onAddSub={editor.addSub}
        />
        <div className="wxmenu-editor">
          {at && item ? (
            <Card
              size="small"
              type="inner"
              title={t(at.sub === undefined ? 'wechatMenu.editButton' : 'wechatMenu.editSub')}
              extra={
                <ItemActions
                  buttons={buttons}
                  at={at}
                  disabled={!mayEdit}
                  onMove={editor.move}
                  onAddSub={() => editor.addSub(at.top)}
                  onRemove={editor.remove}
                />
              }
            >
              <ButtonForm
                key={editor.formKey}
                value={item}
                top={at.sub === undefined}
                hasSubs={at.sub === undefined && (buttons[at.top]?.sub_button?.length ?? 0) > 0}
                onChange={editor.update}
              />
            </Card>
          ) : (
            <Typography.Paragraph type="secondary">
              {t(buttons.length ? 'wechatMenu.pick' : 'wechatMenu.emptyHint')}
            </Typography.Paragraph>
          )}
          <Typography.Paragraph type="secondary">{t('wechatMenu.limits')}</Typography.Paragraph>
        </div>
      </div>
    </Card>
  );
}
