// The settings only a form field has in the form panel's dialog (field-editor.tsx): required,
// lengths, a pattern and a named check for a text, when it is shown, and for a new field whether it
// is also a list column and a search field.
import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { holdsText, NAMED_CHECKS } from './panel-choices';
import type { FieldDraft } from './screen-fields';
import { useRequiredRule } from './title-inputs';

/** A form field's own settings: required, lengths, pattern, named check, when shown; a new one's column and search field. */
export function FormFieldSettings(props: {
  kind: string;
  initial: FieldDraft;
  others: string[];
  linkedField?: string;
}) {
  const { kind, initial, others, linkedField } = props;
  const { t } = useTranslation();
  const required = useRequiredRule();
  const text = holdsText(kind);
  const isNew = initial.key === '';
  return (
    <>
      <Row gutter={12} align="bottom">
        <Col flex="none">
          <Form.Item
            name="required"
            valuePropName="checked"
            extra={linkedField ? t('studio.panel.requiredWhileShown') : undefined}
          >
            <Checkbox>{t('studio.wizard.isRequired')}</Checkbox>
          </Form.Item>
        </Col>
        {text && (
          <>
            <Col span={5}>
              <Form.Item name="minLength" label={t('studio.panel.minLength')}>
                <InputNumber min={0} max={10000} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col span={5}>
              <Form.Item name="maxLength" label={t('studio.panel.maxLength')}>
                <InputNumber min={1} max={100000} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </>
        )}
      </Row>
      {text && (
        <Row gutter={12}>
          <Col span={14}>
            <Form.Item
              name="pattern"
              label={t('studio.panel.pattern')}
              extra={t('studio.panel.patternHint')}
              rules={[
                {
                  validator: (_rule, value: string) => {
                    try {
                      if (value) new RegExp(value, 'u');
                      return Promise.resolve();
                    } catch {
                      return Promise.reject(new Error(t('studio.panel.patternInvalid')));
                    }
                  },
                },
              ]}
            >
              <Input placeholder="^S\d{4}$" maxLength={300} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item
              name="check"
              label={t('studio.panel.check')}
              extra={initial.check === null ? t('studio.panel.inJson') : undefined}
            >
              <Select
                disabled={initial.check === null}
                options={[
                  { value: '', label: t('studio.panel.noCheck') },
                  ...NAMED_CHECKS.map((value) => ({ value, label: value })),
                ]}
              />
            </Form.Item>
          </Col>
        </Row>
      )}
      {initial.visibleWhen === 'other' ? (
        <Form.Item label={t('studio.panel.visibleWhen')}>{t('studio.panel.inJson')}</Form.Item>
      ) : (
        <Row gutter={12}>
          <Col span={10}>
            <Form.Item name={['visibleWhen', 'field']} label={t('studio.panel.visibleWhen')}>
              <Select
                allowClear
                placeholder={t('studio.panel.always')}
                options={others.map((value) => ({ value, label: value }))}
              />
            </Form.Item>
          </Col>
          {linkedField && (
            <Col span={14}>
              <Form.Item
                name={['visibleWhen', 'values']}
                label={t('studio.panel.visibleValues')}
                rules={[required(t('studio.panel.visibleValues'))]}
              >
                <Select mode="tags" open={false} tokenSeparators={[',', '，']} />
              </Form.Item>
            </Col>
          )}
        </Row>
      )}
      {isNew && (
        <Row gutter={12}>
          <Col flex="none">
            <Form.Item name="alsoColumn" valuePropName="checked">
              <Checkbox>{t('studio.panel.alsoColumn')}</Checkbox>
            </Form.Item>
          </Col>
          <Col flex="none">
            <Form.Item name="alsoSearch" valuePropName="checked">
              <Checkbox>{t('studio.panel.alsoSearch')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      )}
    </>
  );
}
