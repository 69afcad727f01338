// The form panel's dialog for one column, search field or form field, new or existing: its name,
// its title in each language (read from the screen's texts, else the app's), its cell or widget
// and what that takes: a dictionary, sorting and width for a column; required, lengths, a
// pattern, a named check and when it is shown for a form field. What it writes goes into the JSON
// (screen-fields.ts), where the server's check then looks at it.
import { useEffect, useMemo, useState } from 'react';
import { AutoComplete, Checkbox, Col, Form, Input, InputNumber, Modal, Row, Select, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { textsOf, uiLanguages } from '../../lib/i18n';
import type { Screen } from '../../../schemas/wire/screen-schema';
import { FormFieldSettings } from './form-field-settings';
import { kindsOf, takesDict } from './panel-choices';
import { TitleInputs, useRequiredRule } from './title-inputs';
import { draftOf, panelEntries, type FieldDraft, type PanelEntry, type PanelPart, type Titles } from './screen-fields';

/** A key the panel writes: a JavaScript name, as the API's JSON fields are. */
const KEY = /^[A-Za-z_][A-Za-z0-9_]*$/;

export interface EditedEntry {
  part: PanelPart;
  /** null: a new entry. */
  key: string | null;
}

interface Props {
  screen: Screen;
  edited: EditedEntry | null;
  dicts: string[];
  onCancel(): void;
  onDone(draft: FieldDraft, titles: Titles | null): void;
}

/** The dialog's values: the draft with its titles, and the linkage as its two inputs. */
type Values = Omit<FieldDraft, 'visibleWhen'> & {
  titles: Titles;
  visibleWhen?: { field?: string; values?: string[] } | null;
};

const formValues = ({ draft: _draft, ...values }: Values & { draft: FieldDraft }): Values => values;

/** The entry's title in each language: the screen's own text, else the app's. */
async function titlesOf(screen: Screen, titleKey: string | undefined): Promise<Titles> {
  const entries = await Promise.all(
    uiLanguages.map(async (language) => {
      const own = titleKey ? screen.texts?.[language]?.[titleKey] : undefined;
      const translated = titleKey ? (own ?? (await textsOf(language))(titleKey)) : '';
      return [language, translated] as const;
    }),
  );
  return Object.fromEntries(entries) as Titles;
}

/** The dialog's form, its id: the dialog's OK button submits it. */
const FORM_ID = 'studio-field-form';

export function FieldEditor({ screen, edited, dicts, onCancel, onDone }: Props) {
  const { t } = useTranslation();
  const [initial, setInitial] = useState<(Values & { draft: FieldDraft }) | null>(null);
  const part = edited?.part ?? 'form';
  const others = useMemo(
    () => (edited ? panelEntries(screen, edited.part).filter((entry) => entry.key !== edited.key) : []),
    [screen, edited],
  );

  useEffect(() => {
    if (!edited) return;
    let current = true;
    setInitial(null);
    const draft = draftOf(screen, edited.part, edited.key);
    const titleKey =
      edited.key === null ? undefined : panelEntries(screen, edited.part).find((e) => e.key === edited.key)?.title;
    const visibleWhen = draft.visibleWhen === 'other' ? null : draft.visibleWhen;
    void titlesOf(screen, titleKey).then((titles) => current && setInitial({ ...draft, visibleWhen, titles, draft }));
    return () => {
      current = false;
    };
  }, [screen, edited]);

  function finish(values: Values) {
    if (!initial) return;
    const { titles, visibleWhen: linkage, ...rest } = values;
    const unchanged = edited?.key !== null && uiLanguages.every((l) => titles[l] === initial.titles[l]);
    const visibleWhen =
      initial.draft.visibleWhen === 'other'
        ? 'other'
        : linkage?.field
          ? { field: linkage.field, values: linkage.values ?? [] }
          : null;
    onDone({ ...initial.draft, ...rest, visibleWhen }, unchanged ? null : titles);
  }

  const title = edited?.key ? t('studio.panel.editTitle', { key: edited.key }) : t(`studio.panel.addTitle.${part}`);
  return (
    <Modal
      open={edited !== null}
      title={title}
      width={720}
      okText={t('studio.panel.apply')}
      cancelText={t('renderer.cancel')}
      onCancel={onCancel}
      okButtonProps={{ disabled: !initial, htmlType: 'submit', form: FORM_ID }}
      destroyOnHidden
    >
      {initial ? <EntryForm part={part} initial={initial} others={others} dicts={dicts} onFinish={finish} /> : <Spin />}
    </Modal>
  );
}

interface EntryFormProps {
  part: PanelPart;
  initial: Values & { draft: FieldDraft };
  others: PanelEntry[];
  dicts: string[];
  onFinish(values: Values): void;
}

/** The fields of one entry; mounted afresh for each, so its values start from that entry's. */
function EntryForm({ part, initial, others, dicts, onFinish }: EntryFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const kind = (Form.useWatch('kind', form) as string | undefined) ?? initial.kind;
  const linkedField = Form.useWatch(['visibleWhen', 'field'], form) as string | undefined;
  const required = useRequiredRule();
  return (
    <Form<Values>
      id={FORM_ID}
      form={form}
      layout="vertical"
      initialValues={formValues(initial)}
      onFinish={onFinish}
      preserve={false}
    >
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item
            name="key"
            label={t('studio.panel.key')}
            extra={t('studio.panel.keyHint')}
            rules={[
              required(t('studio.panel.key')),
              { pattern: KEY, message: t('studio.panel.keyPattern') },
              {
                validator: (_rule, value: string) =>
                  others.some((entry) => entry.key === value)
                    ? Promise.reject(new Error(t('studio.panel.keyTaken', { key: value })))
                    : Promise.resolve(),
              },
            ]}
          >
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="kind" label={t(part === 'columns' ? 'studio.panel.cell' : 'studio.panel.widget')}>
            <Select options={kindsOf(part, initial.kind).map((value) => ({ value, label: value }))} />
          </Form.Item>
        </Col>
        {takesDict(kind) && (
          <Col span={8}>
            <Form.Item name="dict" label={t('studio.wizard.dict')} rules={[required(t('studio.wizard.dict'))]}>
              <AutoComplete options={dicts.map((value) => ({ value }))} filterOption />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Row gutter={12}>
        <TitleInputs name={['titles']} span={8} labelOf={(language) => t('studio.panel.titleIn', { language })} />
      </Row>
      {part === 'columns' && (
        <Row gutter={12} align="bottom">
          <Col span={8}>
            <Form.Item name="width" label={t('studio.panel.width')}>
              <InputNumber min={40} max={1000} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col flex="none">
            <Form.Item name="sortable" valuePropName="checked">
              <Checkbox>{t('studio.panel.sortable')}</Checkbox>
            </Form.Item>
          </Col>
          <Col flex="none">
            <Form.Item name="hidden" valuePropName="checked">
              <Checkbox>{t('studio.panel.hidden')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      )}
      {part === 'form' && (
        <FormFieldSettings
          kind={kind}
          initial={initial.draft}
          others={others.map((e) => e.key)}
          linkedField={linkedField}
        />
      )}
    </Form>
  );
}
