// Loads a page into the editor state, saves the draft and publishes it, keeping the server's
// version so a stale save is refused (409) instead of overwriting someone else's work.
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diyApi, type PageAddress } from './api';
import type { BlockData } from './blocks/types';
import { editorReducer, initialEditorState } from './editor-state';
import { message } from '../../lib/feedback';

export function usePageEditor(page: PageAddress) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(editorReducer, initialEditorState);
  const [version, setVersion] = useState<number | null>(null);
  const [siteKey, setSiteKey] = useState<string | null>(null);
  const [name, setName] = useState('');
  // The name as last loaded or saved: a renamed page is unsaved like an edited one.
  const [savedName, setSavedName] = useState('');
  const [data, setData] = useState<BlockData | null>(null);
  const [busy, setBusy] = useState(false);
  const { lang, type, pageId } = page;

  useEffect(() => {
    let live = true;
    setVersion(null);
    diyApi.load({ lang, type, pageId }).then(
      (stored) => {
        if (!live) return;
        dispatch({ type: 'load', doc: stored.draft });
        setVersion(stored.version);
        setSiteKey(stored.siteKey ?? null);
        setName(stored.name);
        setSavedName(stored.name);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lang, type, pageId]);

  useEffect(() => {
    diyApi.blockData().then(setData, () => undefined);
  }, []);

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      // The api client has shown the error (a 409 says someone else saved).
    } finally {
      setBusy(false);
    }
  }, []);

  const dirty = state.present !== state.saved || name !== savedName;

  const save = () =>
    run(async () => {
      if (version === null) return;
      const stored = await diyApi.save({ lang, type, pageId }, { name, document: state.present, version });
      setVersion(stored.version);
      dispatch({ type: 'saved', doc: state.present });
      setSavedName(name);
      void message.success(t('decorate.saved'));
    });

  // Publishing publishes what is on screen: unsaved edits are saved first.
  const publish = () =>
    run(async () => {
      if (version === null) return;
      let current = version;
      if (dirty || current === 0) {
        current = (await diyApi.save({ lang, type, pageId }, { name, document: state.present, version })).version;
        setVersion(current);
        dispatch({ type: 'saved', doc: state.present });
        setSavedName(name);
      }
      await diyApi.publish({ lang, type, pageId }, current);
      void message.success(t('decorate.published'));
    });

  return { state, dispatch, name, setName, dirty, data, busy, loaded: version !== null, siteKey, save, publish };
}
