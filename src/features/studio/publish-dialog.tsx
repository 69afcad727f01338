// The publish dialog: a message for the history and, for each field the new version makes
// required, how many stored rows have no value for it and a value to give them as it publishes
// (POST api/studio/shape, then the publish with `fill`; server/screens/studio-shape.ts). A value
// left empty gives none: those rows then need one at their next edit.
import { useEffect, useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StudioLackingRows } from '../../../schemas/wire/studio';
import { fetchLackingRows } from './api';

interface Props {
  id: string;
  text: string;
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  /** Publishes; true when it was, and the dialog closes. */
  onPublish: (message: string, fill: Record<string, unknown>) => Promise<boolean>;
}

/** A field's value as its JSON type wants it; undefined while there is none. */
type FillValue = string | number | boolean | undefined;

function FillInput(props: {
  field: StudioLackingRows;
  label: string;
  value: FillValue;
  onChange: (value: FillValue) => void;
}) {
  const { t } = useTranslation();
  const { field, label, value, onChange } = props;
  if (field.type === 'number' || field.type === 'integer')
    return (
      <InputNumber
        aria-label={label}
        style={{ width: '100%' }}
        precision={field.type === 'integer' ? 0 : undefined}
        value={typeof value === 'number' ? value : null}
        onChange={(next) => onChange(next ?? undefined)}
      />
    );
  if (field.type === 'boolean')
    return (
      <Select
        aria-label={label}
        allowClear
        value={value as boolean | undefined}
        onChange={(next: boolean | undefined) => onChange(next)}
        options={[
          { value: true, label: t('system.common.yes') },
          { value: false, label: t('system.common.no') },
        ]}
      />
    );
  return (
    <Input
      aria-label={label}
      value={(value as string | undefined) ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
    />
  );
}

export function PublishDialog({ id, text, open, busy, onCancel, onPublish }: Props) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [lacking, setLacking] = useState<StudioLackingRows[] | 'loading'>('loading');
  const [fill, setFill] = useState<Record<string, FillValue>>({});

  useEffect(() => {
    if (!open) return;
    let current = true;
    setLacking('loading');
    setFill({});
    // A text the check refuses has its errors in the editor; the publish will say so too.
    fetchLackingRows(id, text).then(
      (fields) => current && setLacking(fields.filter((field) => field.lacking > 0)),
      () => current && setLacking([]),
    );
    return () => {
      current = false;
    };
  }, [open, id, text]);

  async function publish() {
    const given = Object.fromEntries(Object.entries(fill).filter(([, value]) => value !== undefined));
    if (await onPublish(message.trim(), given)) setMessage('');
  }

  return (
    <Modal
      open={open}
      title={t('studio.screen.publishTitle', { id })}
      okText={t('studio.screen.publish')}
      okButtonProps={{ disabled: lacking === 'loading' }}
      confirmLoading={busy}
      onOk={publish}
      onCancel={onCancel}
    >
      <Form layout="vertical">
        <Input.TextArea
          aria-label={t('studio.screen.publishMessage')}
          placeholder={t('studio.screen.publishMessage')}
          maxLength={500}
          showCount
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        {lacking === 'loading' ? (
          <Spin size="small" tip={t('studio.screen.countingRows')}>
            <div style={{ minHeight: 32 }} />
          </Spin>
        ) : (
          lacking.map((field) => {
            const title = t(field.title);
            const label = t('studio.screen.fillLabel', { field: title });
            return (
              <div key={field.field} style={{ marginTop: 16 }}>
                <Alert
                  type="warning"
                  showIcon
                  message={t('studio.screen.lacking', { count: field.lacking, field: title })}
                  description={t('studio.screen.fillHint')}
                />
                <Form.Item label={label} style={{ marginTop: 8, marginBottom: 0 }}>
                  <FillInput
                    field={field}
                    label={label}
                    value={fill[field.field]}
                    onChange={(value) => setFill((last) => ({ ...last, [field.field]: value }))}
                  />
                </Form.Item>
              </div>
            );
          })
        )}
      </Form>
    </Modal>
  );
}
