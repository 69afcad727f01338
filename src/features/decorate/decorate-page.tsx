// /diy/page/decorate/:lang/:type/:pageId — the page decoration editor: block palette, canvas and
// the selected block's properties. Opened from the menu without parameters, it goes to the
// Chinese mobile home page.
import { DndContext } from '@dnd-kit/core';
import { Spin } from 'antd';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { textsOf } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import type { PageAddress } from './api';
import { Canvas } from './canvas';
import type { Device } from './document';
import { Palette } from './palette';
import { PropertiesPanel } from './properties-panel';
import { PAGE_LANGUAGES, Toolbar } from './toolbar';
import { UnsavedGuard } from './unsaved-guard';
import { useCanvasDnd } from './use-canvas-dnd';
import { usePageEditor } from './use-page-editor';

export const DECORATE_BASE = '/diy/page/decorate';

const editorPath = ({ lang, type, pageId }: PageAddress) => `${DECORATE_BASE}/${lang}/${type}/${pageId}`;

function previewPath(page: PageAddress, siteKey: string): string {
  return `${paths.phonePreview}?${new URLSearchParams({ siteKey, lang: page.lang, type: page.type, pageId: page.pageId })}`;
}

/** The page language's texts once loaded, the interface's until then. */
function usePageTexts(language: string): TFunction {
  const { t } = useTranslation();
  const [pageTexts, setPageTexts] = useState<TFunction | null>(null);
  useEffect(() => {
    let live = true;
    textsOf(language).then(
      (loaded) => live && setPageTexts(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  return pageTexts ?? t;
}

function Editor({ page }: { page: PageAddress }) {
  const navigate = useNavigate();
  const { state, dispatch, name, setName, dirty, data, busy, loaded, siteKey, save, publish } = usePageEditor(page);
  const dnd = useCanvasDnd(state.present, dispatch, usePageTexts(page.lang));
  const selected = state.present.blocks.find((block) => block.id === state.selectedId) ?? null;
  return (
    <div>
      <UnsavedGuard dirty={dirty} />
      <Toolbar
        page={page}
        name={name}
        onNameChange={setName}
        dirty={dirty}
        canUndo={state.past.length > 0}
        canRedo={state.future.length > 0}
        busy={busy || !loaded}
        previewHref={siteKey ? previewPath(page, siteKey) : null}
        onOpen={(next) => navigate(editorPath(next))}
        onUndo={() => dispatch({ type: 'undo' })}
        onRedo={() => dispatch({ type: 'redo' })}
        onSave={() => void save()}
        onPublish={() => void publish()}
      />
      <Spin spinning={!loaded}>
        <DndContext {...dnd}>
          <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
            <Palette />
            <Canvas
              blocks={state.present.blocks}
              selectedId={state.selectedId}
              data={data}
              device={page.type}
              onSelect={(id) => dispatch({ type: 'select', id })}
              onDuplicate={(id) => dispatch({ type: 'duplicate', id })}
              onRemove={(id) => dispatch({ type: 'remove', id })}
            />
            <PropertiesPanel
              block={selected}
              revision={state.revision}
              onChange={(id, props) => dispatch({ type: 'update', id, props })}
            />
          </div>
        </DndContext>
      </Spin>
    </div>
  );
}

const isDevice = (value: string | undefined): value is Device => value === 'mobile' || value === 'pc';
const isLanguage = (value: string | undefined) => PAGE_LANGUAGES.some((lang) => lang === value);

export default function DecoratePage() {
  const { lang, type, pageId } = useParams();
  if (!isLanguage(lang) || !isDevice(type) || !pageId || !/^[A-Za-z0-9_-]{1,40}$/.test(pageId)) {
    return <Navigate replace to={editorPath({ lang: 'zh_CN', type: 'mobile', pageId: 'home' })} />;
  }
  const page = { lang: lang!, type, pageId };
  // A new page address starts a fresh editor (history and selection belong to one page).
  return <Editor key={editorPath(page)} page={page} />;
}
