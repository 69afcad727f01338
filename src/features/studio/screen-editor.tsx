// The screen's JSON in CodeMirror 6 (docs/decisions.md): JSON highlighting, folding, search,
// bracket matching and undo from its basic setup, completion and key help from the meta-schema
// (screen-help.ts), and the studio's errors underlined at their
// paths (json-paths.ts) with a marker in the gutter. A text that is not JSON is marked where the
// parse stopped.
import { useEffect, useRef } from 'react';
import { json, jsonLanguage, jsonParseLinter } from '@codemirror/lang-json';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState, StateEffect } from '@codemirror/state';
import { EditorView, basicSetup } from 'codemirror';
import type { StudioCheckError } from './api';
import { rangeOfPointer } from './json-paths';
import { screenHelp } from './screen-help';

interface Props {
  text: string;
  onChange: (text: string) => void;
  /** The check's errors for the text shown; `notJson` is the message for a text that does not parse. */
  errors: StudioCheckError[];
  notJson: string;
  label: string;
}

/** Told to the editor when the check's errors change: the lint runs again without a change of text. */
const errorsChanged = StateEffect.define<null>();

/** Tall enough for a form's fields; the text scrolls inside. */
const EDITOR_SIZE = EditorView.theme({
  '&': { height: '60vh', border: '1px solid #d9d9d9', borderRadius: '6px' },
  '.cm-scroller': { overflow: 'auto' },
});

export function ScreenEditor({ text, onChange, errors, notJson, label }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // Read by the editor's callbacks, which are made once.
  const latest = useRef({ onChange, errors, notJson });
  latest.current = { onChange, errors, notJson };

  useEffect(() => {
    const parseErrors = jsonParseLinter();
    const diagnostics = (editor: EditorView): Diagnostic[] => {
      const notParsed = parseErrors(editor);
      if (notParsed.length > 0)
        return notParsed.map((found) => ({ ...found, message: `${latest.current.notJson}: ${found.message}` }));
      return latest.current.errors.map((error) => ({
        ...rangeOfPointer(editor.state, error.path),
        severity: 'error',
        message: `${error.path} ${error.message}`,
      }));
    };
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text,
        extensions: [
          basicSetup,
          json(),
          screenHelp(jsonLanguage),
          linter(diagnostics, {
            delay: 300,
            needsRefresh: (update) => update.transactions.some((tr) => tr.effects.some((e) => e.is(errorsChanged))),
          }),
          lintGutter(),
          // tabindex: focusable as it already is (contenteditable), stated so that axe sees the
          // scrolling part holds focusable content (scrollable-region-focusable).
          EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
          EDITOR_SIZE,
          EditorView.updateListener.of((update) => {
            if (update.docChanged) latest.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => editor.destroy();
    // Made once; a new text from outside (a reload, a rollback) is dispatched below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === text) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  }, [text]);

  useEffect(() => {
    view.current?.dispatch({ effects: errorsChanged.of(null) });
  }, [errors]);

  return <div ref={host} className="studio-editor" data-testid="studio-editor" />;
}
