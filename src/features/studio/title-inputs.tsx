// What the studio's forms share: a text each of its three languages must have (a screen's name
// in the wizard, a field's title in the wizard and in the form panel), and the rule of a field
// that must be filled, with the message naming it.
import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { uiLanguages, type UiLanguage } from '../../lib/i18n';

/** The rule of a required field: its message names the field by `label`. */
export function useRequiredRule(): (label: string) => { required: true; message: string } {
  const { t } = useTranslation();
  return (label) => ({ required: true, message: t('studio.wizard.required', { label }) });
}

interface Props {
  /** The form path the texts go under (`titles` → `titles.zh_CN` …). */
  name: (string | number)[];
  /** Each input's label, from the language's own name (简体中文, English …). */
  labelOf(languageName: string): string;
  span: number;
}

/** One required input per interface language, each a column of the row around it. */
export function TitleInputs({ name, labelOf, span }: Props) {
  const { t } = useTranslation();
  const required = useRequiredRule();
  return (
    <>
      {uiLanguages.map((language: UiLanguage) => {
        const label = labelOf(t(`studio.wizard.lang.${language}`));
        return (
          <Col span={span} key={language}>
            <Form.Item name={[...name, language]} label={label} rules={[required(label)]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        );
      })}
    </>
  );
}
