// The avatar with an upload button (POST /api/users/updateAvatar); the server checks the type.
import { Avatar, Button, Space, Upload } from 'antd';
import { UploadOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session, setUserInfo } from '../../stores/session';
import { uploadAvatar } from './api';
import { message } from '../../lib/feedback';

/** The server's limit too; checked here first so a large file is not sent for nothing. */
const MAX_BYTES = 2 * 1024 * 1024;

export function AvatarUpload() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const upload = async (file: File) => {
    if (file.size > MAX_BYTES) return void message.error(t('user.center.avatarTooLarge'));
    setUserInfo(await uploadAvatar(file));
    void message.success(t('user.center.avatarSaved'));
  };
  return (
    <Space direction="vertical" align="center">
      <Avatar
        size={96}
        src={user?.avatar || undefined}
        alt={t('system.user.avatar')}
        icon={<UserOutlined />}
        data-testid="center-avatar"
      />
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        customRequest={({ file, onSuccess, onError }) =>
          void upload(file as File).then(
            () => onSuccess?.(null),
            (error: Error) => onError?.(error),
          )
        }
      >
        <Button icon={<UploadOutlined />}>{t('user.center.changeAvatar')}</Button>
      </Upload>
    </Space>
  );
}
