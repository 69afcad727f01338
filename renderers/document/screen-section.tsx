// A document section that embeds another (table) screen by id, with the section's buttons above
// it; after a button's call the embedded screen is mounted afresh, so it lists again.
import { Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenCalls } from '../actions/screen-calls';
import type { Row } from '../data-provider';
import type { DocumentSchema, DocumentSection, ScreenSchema } from '../screen-schema';
import { ScreenRenderer } from '../screen/screen-renderer';
import { SectionCallButton } from './section-call';

/** Loads a screen schema by id (the app's cached GET api/screens/<id>); null when there is none. */
export type LoadScreen = (id: string) => Promise<unknown>;

interface Props {
  screen: DocumentSchema;
  section: DocumentSection;
  document: Row | undefined;
  loadScreen: LoadScreen;
}

export function ScreenSection({ screen, section, document, loadScreen }: Props) {
  const { t } = useTranslation();
  const [embedded, setEmbedded] = useState<ScreenSchema | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    loadScreen(section.screen!)
      .then((loaded) => live && setEmbedded(loaded as ScreenSchema | null))
      // A failed load is reported by the app's API client.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [loadScreen, section.screen]);
  const calls = section.calls ?? [];
  return (
    <section aria-label={t(section.title)} data-testid={`section-${section.key}`}>
      {calls.length > 0 && (
        <Space style={{ marginBottom: 12 }}>
          {calls.map((call) => (
            <SectionCallButton
              key={`${call.method} ${call.path}`}
              screen={screen}
              call={call}
              document={document}
              onDone={() => setVersion((count) => count + 1)}
            />
          ))}
        </Space>
      )}
      {embedded && (
        <ScreenCalls screen={embedded}>{(ready) => <ScreenRenderer key={version} screen={ready} />}</ScreenCalls>
      )}
    </section>
  );
}
