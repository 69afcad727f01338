// The language settings of one site (spec §3 "Language setting: name, language"): which languages
// the site has, in which order, and the name each shows in the header's site/language selector.
import { useEffect, useState } from 'react';
import { Button, Input, Modal, Select, Skeleton, Space, Table } from 'antd';
import { ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { getLanguageSettings, saveLanguageSettings, type Domain, type LanguageSetting } from './api';
import { useSiteLanguageOptions } from './site-languages';

interface Props {
  site: Domain;
  onClose(saved: boolean): void;
}

export function LanguageSettingsDialog({ site, onClose }: Props) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<LanguageSetting[] | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    // A failed load is reported by the api client; the dialog stays empty until cancelled.
    getLanguageSettings(site.id).then(setRows, () => undefined);
  }, [site.id]);

  const options = useSiteLanguageOptions();
  const unused = options.filter((option) => !rows?.some((row) => row.language === option.value));
  const update = (index: number, patch: Partial<LanguageSetting>) =>
    setRows(rows!.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const moveUp = (index: number) =>
    setRows([...rows!.slice(0, index - 1), rows![index]!, rows![index - 1]!, ...rows!.slice(index + 1)]);
  const valid = !!rows?.length && rows.every((row) => row.name.trim());
  const save = () => {
    setSaving(true);
    saveLanguageSettings(site.id, rows!).then(
      () => onClose(true),
      () => setSaving(false),
    );
  };

  return (
    <Modal
      open
      width={500}
      title={t('news.language.settingsOf', { site: site.name })}
      okText={t('news.news.save')}
      okButtonProps={{ disabled: !valid, loading: saving }}
      onOk={save}
      onCancel={() => onClose(false)}
    >
      {rows ? (
        <>
          <Table<LanguageSetting>
            rowKey="language"
            size="small"
            dataSource={rows}
            pagination={false}
            columns={[
              { key: 'language', title: t('news.language.language'), render: (_, row) => row.language },
              {
                key: 'name',
                title: t('news.language.name'),
                render: (_, row, index) => (
                  <Input
                    value={row.name}
                    maxLength={30}
                    status={row.name.trim() ? undefined : 'error'}
                    onChange={(event) => update(index, { name: event.target.value })}
                    data-testid={`language-name-${row.language}`}
                  />
                ),
              },
              {
                key: 'action',
                width: 90,
                render: (_, row, index) => (
                  <Space size={0}>
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      disabled={index === 0}
                      title={t('news.language.moveUp')}
                      onClick={() => moveUp(index)}
                    />
                    <Button
                      type="text"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      disabled={rows.length === 1}
                      title={t('news.materials.delete')}
                      onClick={() => setRows(rows.filter((item) => item !== row))}
                      data-testid={`language-remove-${row.language}`}
                    />
                  </Space>
                ),
              },
            ]}
          />
          <Select<string>
            style={{ width: 220, marginTop: 12 }}
            placeholder={
              <>
                <PlusOutlined /> {t('news.language.add')}
              </>
            }
            value={null}
            options={unused.map((option) => ({ value: option.value, label: `${option.label} (${option.value})` }))}
            onChange={(code) =>
              setRows([
                ...rows,
                { language: code, name: options.find((option) => option.value === code)?.label ?? code },
              ])
            }
            data-testid="language-add"
          />
        </>
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}
