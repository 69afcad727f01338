// A navigation item whose content is a list of entries: a table, an add/edit dialog and delete.
import { useCallback, useEffect, useState } from 'react';
import { Button, Image, Modal, Space, Table } from 'antd';
import { KeyboardPopconfirm } from '../../lib/keyboard-popconfirm';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { deleteNavEntry, listNavEntries, saveNavEntry, type NavEntry, type NavItem } from './api';
import { NavEntryForm } from './nav-entry-form';
import { emptyEntry, entryBody } from './nav-entry-form-state';
import { fieldLabel, type NavTypeView } from './nav-types';
import { message } from '../../lib/feedback';

export function NavEntryList({ item, view }: { item: NavItem; view: NavTypeView }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<NavEntry[]>([]);
  const [editing, setEditing] = useState<NavEntry | null>(null);
  const [saving, setSaving] = useState(false);
  const load = useCallback(
    () =>
      listNavEntries(item.id).then(
        (page) => setRows(page.content),
        () => undefined,
      ),
    [item.id],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const save = async (entry: NavEntry) => {
    setSaving(true);
    try {
      await saveNavEntry(entryBody(entry));
      message.success(t('news.news.saved'));
      setEditing(null);
      await load();
    } finally {
      setSaving(false);
    }
  };
  const remove = async (id: number) => {
    await deleteNavEntry(id);
    await load();
  };

  const columns: ColumnsType<NavEntry> = [
    ...(view.fields.includes('image')
      ? [
          {
            key: 'image',
            title: t(fieldLabel(view, 'image')),
            render: (_: unknown, row: NavEntry) => row.image && <Image src={row.image} alt={row.title} width={64} />,
          },
        ]
      : []),
    { key: 'title', dataIndex: 'title', title: t(fieldLabel(view, 'title')) },
    ...(view.fields.includes('link')
      ? [{ key: 'link', dataIndex: 'link', title: t(fieldLabel(view, 'link')), ellipsis: true }]
      : []),
    { key: 'sort', dataIndex: 'sort', title: t('news.common.sort'), width: 90 },
    {
      key: 'action',
      title: t('news.common.action'),
      width: 160,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(row)} data-testid="entry-edit">
            {t('news.news.edit')}
          </Button>
          <KeyboardPopconfirm
            title={t('news.content.deleteConfirm')}
            onConfirm={() => remove(row.id!).catch(() => undefined)}
          >
            <Button type="link" size="small" danger data-testid="entry-delete">
              {t('news.materials.delete')}
            </Button>
          </KeyboardPopconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <Button
        type="primary"
        style={{ marginBottom: 16 }}
        onClick={() => setEditing(emptyEntry(item.id))}
        data-testid="entry-add"
      >
        {t('news.content.add')}
      </Button>
      <Table<NavEntry>
        rowKey="id"
        dataSource={rows}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('news.content.none') }}
      />
      {editing && (
        <Modal
          open
          width={500}
          title={t(editing.id ? 'news.content.edit' : 'news.content.add')}
          okText={t('news.news.save')}
          okButtonProps={{ disabled: !editing.title.trim(), loading: saving }}
          onOk={() => void save(editing).catch(() => undefined)}
          onCancel={() => setEditing(null)}
          destroyOnHidden
        >
          <NavEntryForm view={view} entry={editing} onChange={(patch) => setEditing({ ...editing, ...patch })} />
        </Modal>
      )}
    </>
  );
}
