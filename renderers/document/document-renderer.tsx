// A document screen (docs/schemas.md "Document screens"): one object loaded by the screen's `load`
// call and shown in sections, each a form saved by its own call or another screen embedded.
// Editing needs the screen's edit permission; without it everything is shown read-only.
// The load names the language a language section starts in, so that section shows the document
// as loaded and calls again only when another language is picked: opening costs one GET.
import { Empty, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCall } from '../actions/screen-calls';
import { useAllows, useRenderer } from '../context';
import type { Row } from '../data-provider';
import type { DocumentSchema } from '../screen-schema';
import { FormSection } from './form-section';
import { startLanguage } from './languages';
import { ScreenSection, type LoadScreen } from './screen-section';

interface Props {
  screen: DocumentSchema;
  loadScreen: LoadScreen;
}

export default function DocumentRenderer({ screen, loadScreen }: Props) {
  const { t, i18n } = useTranslation();
  const { dataProvider } = useRenderer();
  const allowed = useAllows();
  const canList = allowed(screen.permissions?.list);
  const [document, setDocument] = useState<Row>();
  const [language] = useState(() => startLanguage(i18n.language));

  useEffect(() => {
    if (!canList) return;
    let live = true;
    sendCall(dataProvider, screen.load, {}, { Language: language })
      .then((loaded) => live && setDocument(loaded as Row))
      // A failed load is reported by the app's API client; the sections stay read-only.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [canList, dataProvider, screen.load, language]);

  if (!canList) return <Empty description={t('renderer.noPermission')} />;
  const editable = allowed(screen.permissions?.edit);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {screen.sections.map((section) =>
        section.screen ? (
          <ScreenSection
            key={section.key}
            screen={screen}
            section={section}
            document={document}
            loadScreen={loadScreen}
          />
        ) : (
          <FormSection
            key={section.key}
            screen={screen}
            section={section}
            document={document}
            documentLanguage={language}
            editable={editable}
          />
        ),
      )}
    </Space>
  );
}
