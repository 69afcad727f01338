// 新建页面: the new-screen wizard (POST api/studio/wizard). From an id, its name in the three
// languages, a menu folder, a list of fields and the roles to grant (the author's own at first),
// the server makes the screen, its texts, menu item, buttons and grants at once; the menus are
// then fetched again and the new page opens. A refusal keeps everything typed and shows why (each
// check error at its path).
import { useEffect, useState } from 'react';
import { Button, Checkbox, Col, Form, Input, Modal, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { accessChangedHere } from '../../lib/access-version';
import { ApiError } from '../../lib/api-error';
import { message } from '../../lib/feedback';
import { currentLanguage } from '../../lib/i18n';
import { createScreenWithWizard, fetchWizardChoices, refusedErrors, type StudioCheckError } from './api';
import { CheckErrors } from './check-errors';
import { TitleInputs, useRequiredRule } from './title-inputs';
import {
  WIZARD_FIELD_KEY_PATTERN,
  WIZARD_ID_PATTERN,
  WIZARD_WIDGETS,
  type WizardChoices,
  type WizardRequest,
} from '../../../schemas/wire/studio';

const SCREEN_ID = new RegExp(WIZARD_ID_PATTERN);
const FIELD_KEY = new RegExp(WIZARD_FIELD_KEY_PATTERN);
const NEW_FIELD = { widget: 'Input', required: false, searchable: false };

interface Choices {
  folders: { value: number; label: string }[];
  dicts: { value: string; label: string }[];
  roles: { value: number; label: string }[];
  /** The author's own roles: picked at first, so the author sees the screen they make. */
  mine: number[];
}

/** Each folder labelled with the folders above it ("系统管理 / 日志"). */
function folderOptions(folders: WizardChoices['folders'], translate: (key: string) => string): Choices['folders'] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  const labelOf = (folder: WizardChoices['folders'][number]): string => {
    const parent = folder.pid === null ? undefined : byId.get(folder.pid);
    return parent ? `${labelOf(parent)} / ${translate(folder.title)}` : translate(folder.title);
  };
  return folders.map((folder) => ({ value: folder.id, label: labelOf(folder) }));
}

function useChoices(open: boolean): Choices | null {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Choices | null>(null);
  useEffect(() => {
    if (!open || choices) return;
    // A failure is shown by the API client; the pickers then stay empty.
    fetchWizardChoices().then(
      (offered) =>
        setChoices({
          folders: folderOptions(offered.folders, t),
          dicts: offered.dicts.map((name) => ({ value: name, label: name })),
          roles: offered.roles.map((role) => ({ value: role.id, label: role.name })),
          mine: offered.mine,
        }),
      () => setChoices({ folders: [], dicts: [], roles: [], mine: [] }),
    );
  }, [open, choices, t]);
  return choices;
}

export function NewScreenWizard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<StudioCheckError[]>([]);
  const [form] = Form.useForm<WizardRequest>();
  const choices = useChoices(open);
  useEffect(() => {
    if (choices && !form.isFieldTouched('roleIds')) form.setFieldValue('roleIds', choices.mine);
  }, [choices, form]);
  const required = useRequiredRule();

  async function create(request: WizardRequest) {
    setBusy(true);
    setErrors([]);
    try {
      const made = await createScreenWithWizard(request);
      message.success(t('studio.wizard.made', { title: request.titles[currentLanguage()] }));
      setOpen(false);
      form.resetFields();
      await accessChangedHere();
      // The page itself when one of the author's roles got it; else the screen in the studio.
      const opensHere = request.roleIds.some((id) => choices?.mine.includes(id));
      navigate(opensHere ? made.path : `/system/studioScreen?id=${encodeURIComponent(made.screenId)}`);
    } catch (error) {
      setErrors(refusedErrors(error) ?? []);
      message.error(error instanceof ApiError ? error.message : t('request.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('studio.wizard.button')}
      </Button>
      <Modal
        open={open}
        width={1000}
        title={t('studio.wizard.title')}
        okText={t('studio.wizard.create')}
        cancelText={t('renderer.cancel')}
        confirmLoading={busy}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
      >
        <Form<WizardRequest>
          form={form}
          layout="vertical"
          initialValues={{ fields: [{ ...NEW_FIELD, required: true, searchable: true }], roleIds: [] }}
          onFinish={(values) => void create(values)}
        >
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="id"
                label={t('studio.wizard.id')}
                extra={t('studio.wizard.idHint')}
                rules={[required(t('studio.wizard.id')), { pattern: SCREEN_ID, message: t('studio.wizard.idPattern') }]}
              >
                <Input placeholder="crm/suppliers" maxLength={80} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="parentId"
                label={t('studio.wizard.folder')}
                rules={[required(t('studio.wizard.folder'))]}
              >
                <Select showSearch optionFilterProp="label" loading={!choices} options={choices?.folders} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={12}>
            <TitleInputs name={['titles']} span={8} labelOf={(language) => t('studio.wizard.titleIn', { language })} />
          </Row>
          <Form.List name="fields">
            {(fields, { add, remove }) => (
              <fieldset style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
                <legend style={{ fontSize: 14, fontWeight: 600 }}>{t('studio.wizard.fields')}</legend>
                {fields.map((field, index) => (
                  <FieldRow
                    key={field.key}
                    name={field.name}
                    index={index}
                    dicts={choices?.dicts ?? []}
                    onRemove={fields.length > 1 ? () => remove(field.name) : undefined}
                  />
                ))}
                <Button onClick={() => add({ ...NEW_FIELD })} disabled={fields.length >= 30}>
                  {t('studio.wizard.addField')}
                </Button>
              </fieldset>
            )}
          </Form.List>
          <Form.Item name="roleIds" label={t('studio.wizard.roles')} extra={t('studio.wizard.rolesHint')}>
            <Select mode="multiple" optionFilterProp="label" loading={!choices} options={choices?.roles} />
          </Form.Item>
        </Form>
        <CheckErrors errors={errors} />
      </Modal>
    </>
  );
}

interface FieldRowProps {
  name: number;
  index: number;
  dicts: Choices['dicts'];
  onRemove?: () => void;
}

/** One field: its name, its title in each language, its widget (and dictionary), required, searchable. */
function FieldRow({ name, index, dicts, onRemove }: FieldRowProps) {
  const { t } = useTranslation();
  const n = index + 1;
  const widget = Form.useWatch(['fields', name, 'widget']) as string | undefined;
  const labelled = (label: string) => `${label} ${n}`;
  const required = useRequiredRule();
  return (
    <Row gutter={8} align="bottom" data-testid={`wizard-field-${n}`}>
      <Col span={4}>
        <Form.Item
          name={[name, 'key']}
          label={labelled(t('studio.wizard.fieldKey'))}
          rules={[
            required(t('studio.wizard.fieldKey')),
            { pattern: FIELD_KEY, message: t('studio.wizard.fieldKeyPattern') },
          ]}
        >
          <Input maxLength={40} />
        </Form.Item>
      </Col>
      <TitleInputs
        name={[name, 'titles']}
        span={4}
        labelOf={(language) => t('studio.wizard.fieldTitleIn', { language, n })}
      />
      <Col span={3}>
        <Form.Item name={[name, 'widget']} label={labelled(t('studio.wizard.widget'))}>
          <Select options={WIZARD_WIDGETS.map((value) => ({ value, label: t(`studio.wizard.widgets.${value}`) }))} />
        </Form.Item>
      </Col>
      {widget === 'DictSelect' && (
        <Col span={5}>
          <Form.Item
            name={[name, 'dict']}
            label={labelled(t('studio.wizard.dict'))}
            rules={[required(t('studio.wizard.dict'))]}
          >
            <Select showSearch options={dicts} optionFilterProp="label" />
          </Form.Item>
        </Col>
      )}
      <Col flex="none">
        <Space>
          <Form.Item name={[name, 'required']} valuePropName="checked">
            <Checkbox aria-label={labelled(t('studio.wizard.isRequired'))}>{t('studio.wizard.isRequired')}</Checkbox>
          </Form.Item>
          <Form.Item name={[name, 'searchable']} valuePropName="checked">
            <Checkbox aria-label={labelled(t('studio.wizard.searchable'))}>{t('studio.wizard.searchable')}</Checkbox>
          </Form.Item>
          {onRemove && (
            <Form.Item>
              <Button danger onClick={onRemove} aria-label={t('studio.wizard.removeField', { n })}>
                {t('studio.wizard.remove')}
              </Button>
            </Form.Item>
          )}
        </Space>
      </Col>
    </Row>
  );
}
