// /user/center: the personal centre, reached from the user dropdown.
import { useState } from 'react';
import { Button, Card, Col, Descriptions, Row, Tabs } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../stores/session';
import { AvatarUpload } from './avatar-upload';
import { EmailForm } from './email-form';
import { MessageSettings } from './message-settings';
import { PasswordDrawer } from './password-drawer';
import { ProfileForm } from './profile-form';
import { WechatBind } from './wechat-bind';

export default function UserCenterPage() {
  const { t } = useTranslation();
  const { user } = useSnapshot(session);
  const [passwordOpen, setPasswordOpen] = useState(false);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <Card title={t('user.center.title')}>
          <div style={{ textAlign: 'center', marginBottom: 16 }}>
            <AvatarUpload />
          </div>
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'username', label: t('user.center.username'), children: user?.username },
              { key: 'nickName', label: t('user.center.nickName'), children: user?.nickName },
              { key: 'email', label: t('user.center.email'), children: user?.email || '-' },
              { key: 'dept', label: t('user.center.dept'), children: user?.deptName || '-' },
              { key: 'roles', label: t('user.center.roles'), children: user?.roles.join(', ') },
            ]}
          />
          <Button block icon={<KeyOutlined />} onClick={() => setPasswordOpen(true)} data-testid="open-password-drawer">
            {t('user.password.title')}
          </Button>
        </Card>
      </Col>
      <Col xs={24} lg={16}>
        <Card>
          <Tabs
            items={[
              { key: 'profile', label: t('user.center.profile'), children: <ProfileForm /> },
              { key: 'email', label: t('user.email.title'), children: <EmailForm /> },
              { key: 'message', label: t('user.message.title'), children: <MessageSettings /> },
              // Mounted only when chosen: each visit asks WeChat for a fresh code.
              { key: 'wechat', label: t('user.wechat.title'), children: <WechatBind />, destroyOnHidden: true },
            ]}
          />
        </Card>
      </Col>
      <PasswordDrawer open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Row>
  );
}
