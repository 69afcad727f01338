// The fields of one navigation entry, as its content type shows them (nav-types.ts).
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NavEntry } from './api';
import { CoverField, RichTextField } from './editor-fields';
import { fieldLabel, type NavTypeView } from './nav-types';

interface Props {
  view: NavTypeView;
  entry: NavEntry;
  onChange(patch: Partial<NavEntry>): void;
}

export function NavEntryForm({ view, entry, onChange }: Props) {
  const { t } = useTranslation();
  const label = (field: Parameters<typeof fieldLabel>[1]) => t(fieldLabel(view, field));
  return (
    <Form layout="vertical" component="div">
      {view.fields.map((field) => {
        switch (field) {
          case 'title':
            return (
              <Form.Item key={field} label={label(field)} required>
                <Input
                  aria-label={label(field)}
                  value={entry.title}
                  maxLength={200}
                  onChange={(event) => onChange({ title: event.target.value })}
                  data-testid="entry-title"
                />
              </Form.Item>
            );
          case 'image':
            return (
              <Form.Item key={field} label={label(field)}>
                <CoverField value={entry.image} onChange={(image) => onChange({ image })} testId="entry-image" />
              </Form.Item>
            );
          case 'body':
            return (
              <Form.Item key={field} label={label(field)}>
                {view.richBody ? (
                  <RichTextField label={label(field)} value={entry.body} onChange={(body) => onChange({ body })} />
                ) : (
                  <Input.TextArea
                    aria-label={label(field)}
                    value={entry.body}
                    rows={4}
                    maxLength={200000}
                    onChange={(event) => onChange({ body: event.target.value })}
                    data-testid="entry-body"
                  />
                )}
              </Form.Item>
            );
          case 'link':
            return (
              <Form.Item key={field} label={label(field)}>
                <Input
                  aria-label={label(field)}
                  value={entry.link}
                  maxLength={500}
                  onChange={(event) => onChange({ link: event.target.value })}
                  data-testid="entry-link"
                />
              </Form.Item>
            );
        }
      })}
      {!view.single && (
        <Form.Item label={t('news.common.sort')}>
          <InputNumber
            aria-label={t('news.common.sort')}
            value={entry.sort}
            min={0}
            max={9999}
            precision={0}
            onChange={(sort) => onChange({ sort: sort ?? 0 })}
          />
        </Form.Item>
      )}
    </Form>
  );
}
