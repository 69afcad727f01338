// The service agents of im/config/service: who answers visitors, whether each is online now and
// gets e-mail notices; synced from the users who may chat, edited, or removed (those controls only
// with imConfig:edit).
import { useCallback, useEffect, useState } from 'react';
import { App, Badge, Button, Card, Popconfirm, Space, Switch, Table } from 'antd';
import { DeleteOutlined, EditOutlined, SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fetchAgents, removeAgents, setAgentEmailStatus, syncAgents, type ChatAgent } from '../api';
import { AgentForm } from './agent-form';

export function AgentsTable({ editable }: { editable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [rows, setRows] = useState<ChatAgent[]>([]);
  const [loading, setLoading] = useState(true);
  const [editing, setEditing] = useState<ChatAgent | null>(null);

  const load = useCallback(async (work: Promise<ChatAgent[]> = fetchAgents()) => {
    setLoading(true);
    try {
      setRows(await work);
    } finally {
      setLoading(false);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const act = async (work: Promise<unknown>) => {
    await work;
    void message.success(t('chat.config.saved'));
    await load();
  };

  const columns = [
    { key: 'userName', dataIndex: 'userName', title: t('chat.agents.userName') },
    { key: 'nickName', dataIndex: 'nickName', title: t('chat.agents.nickName') },
    { key: 'email', dataIndex: 'email', title: t('chat.agents.email') },
    {
      key: 'online',
      title: t('chat.agents.online'),
      render: (_: unknown, row: ChatAgent) => <Badge status={row.online ? 'success' : 'default'} text={t(row.online ? 'chat.agents.isOnline' : 'chat.agents.isOffline')} />,
    },
    {
      key: 'emailStatus',
      title: t('chat.agents.emailStatus'),
      render: (_: unknown, row: ChatAgent) => (
        <Switch size="small" checked={row.emailStatus} disabled={!editable || !row.email} aria-label={`${t('chat.agents.emailStatus')} ${row.userName}`} onChange={(on) => void act(setAgentEmailStatus(row.id, on))} />
      ),
    },
    editable && {
      key: 'action',
      title: t('chat.agents.action'),
      render: (_: unknown, row: ChatAgent) => (
        <Space size="small">
          <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing(row)} aria-label={`${t('chat.agents.edit')} ${row.userName}`} />
          <Popconfirm title={t('chat.agents.removeConfirm')} onConfirm={() => act(removeAgents([row.id]))}>
            <Button size="small" type="link" danger icon={<DeleteOutlined />} aria-label={`${t('chat.agents.remove')} ${row.userName}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ].filter((column) => column !== false);

  return (
    <Card
      size="small"
      title={t('chat.agents.title')}
      extra={editable && <Button size="small" icon={<SyncOutlined />} onClick={() => void load(syncAgents())}>{t('chat.agents.sync')}</Button>}
    >
      <Table rowKey="id" size="small" loading={loading} columns={columns} dataSource={rows} pagination={false} data-testid="chat-agents" />
      <AgentForm agent={editing} onClose={(saved) => {
        setEditing(null);
        if (saved) void load();
      }} />
    </Card>
  );
}
