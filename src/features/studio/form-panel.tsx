// 表单面板: the screen's list columns, search fields and form fields edited without typing JSON.
// Each part is a list to reorder (drag or keyboard), with a dialog to add or edit one entry
// (field-editor.tsx) and a confirmation to remove one. Every change rewrites the editor's text
// (screen-fields.ts), so the server's check, the preview, save and publish see exactly what the
// JSON editor would; the panel works on the text as it is and is off while it does not parse.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { useAllowed } from '../../lib/permission';
import type { Screen } from '../../../schemas/wire/screen-schema';
import { fetchWizardChoices } from './api';
import { FieldEditor, type EditedEntry } from './field-editor';
import { applyDraft, moveEntry, panelEntries, removeEntry, type PanelPart } from './screen-fields';
import { SortableEntries } from './sortable-entries';

const PARTS: PanelPart[] = ['form', 'columns', 'search'];

/** The text as a table screen the panel can edit; null when it does not parse or is another kind. */
function tableScreen(text: string): Screen | null | 'document' {
  try {
    const parsed = JSON.parse(text) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
    if ((parsed as { kind?: unknown }).kind === 'document') return 'document';
    const screen = parsed as Screen;
    return Array.isArray(screen.columns) && typeof screen.id === 'string' ? screen : null;
  } catch {
    return null;
  }
}

/** The dictionary names offered, when the author may read them (the wizard's choices). */
function useDictNames(): string[] {
  const mayMake = useAllowed('studio:publish');
  const mayAddMenus = useAllowed('menu:add');
  const mayRead = mayMake && mayAddMenus;
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (!mayRead) return;
    let current = true;
    fetchWizardChoices().then(
      (choices) => current && setNames(choices.dicts),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [mayRead]);
  return names;
}

interface Props {
  text: string;
  onChange(text: string): void;
  editable: boolean;
}

export function FormPanel({ text, onChange, editable }: Props) {
  const { t } = useTranslation();
  const screen = useMemo(() => tableScreen(text), [text]);
  const [part, setPart] = useState<PanelPart>('form');
  const [edited, setEdited] = useState<EditedEntry | null>(null);
  const dicts = useDictNames();

  if (screen === 'document') return <Alert type="info" showIcon message={t('studio.panel.document')} />;
  if (!screen) return <Alert type="warning" showIcon message={t('studio.panel.notParsed')} />;

  const write = (next: Screen) => onChange(JSON.stringify(next, null, 2));
  const titleOf = (key: string) => screen.texts?.[currentLanguage()]?.[key] ?? t(key);
  return (
    <>
      <Tabs
        size="small"
        activeKey={part}
        onChange={(key) => setPart(key as PanelPart)}
        items={PARTS.map((each) => ({
          key: each,
          label: `${t(`studio.panel.parts.${each}`)} (${panelEntries(screen, each).length})`,
          children: (
            <Space direction="vertical" style={{ width: '100%' }}>
              <SortableEntries
                entries={panelEntries(screen, each)}
                titleOf={titleOf}
                editable={editable}
                onMove={(from, to) => write(moveEntry(screen, each, from, to))}
                onEdit={(key) => setEdited({ part: each, key })}
                onRemove={(key) => write(removeEntry(screen, each, key))}
              />
              {editable && (
                <Button onClick={() => setEdited({ part: each, key: null })}>{t(`studio.panel.add.${each}`)}</Button>
              )}
            </Space>
          ),
        }))}
      />
      <FieldEditor
        screen={screen}
        edited={edited}
        dicts={dicts}
        onCancel={() => setEdited(null)}
        onDone={(draft, titles) => {
          write(applyDraft(screen, edited!.part, edited!.key, draft, titles));
          setEdited(null);
        }}
      />
    </>
  );
}
