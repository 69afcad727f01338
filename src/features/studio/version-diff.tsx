// Two texts of a screen side by side (@codemirror/merge, docs/decisions.md): read-only, changed
// lines and characters marked, long unchanged stretches folded so the changes are what one sees.
import { useEffect, useRef } from 'react';
import { json } from '@codemirror/lang-json';
import { MergeView } from '@codemirror/merge';
import { EditorState, type Extension } from '@codemirror/state';
import { EditorView, basicSetup } from 'codemirror';

interface Side {
  text: string;
  label: string;
}

/** Read-only, and still focusable so keyboard users can scroll and search it (and axe sees that). */
const readOnly = (label: string): Extension[] => [
  basicSetup,
  json(),
  EditorState.readOnly.of(true),
  EditorView.editable.of(false),
  EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' }),
];

export function VersionDiff({ a, b }: { a: Side; b: Side }) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const view = new MergeView({
      parent: host.current!,
      a: { doc: a.text, extensions: readOnly(a.label) },
      b: { doc: b.text, extensions: readOnly(b.label) },
      collapseUnchanged: { margin: 3, minSize: 6 },
      gutter: true,
    });
    return () => view.destroy();
  }, [a.text, a.label, b.text, b.label]);
  return (
    <div>
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', marginBottom: 8 }}>
        <strong>{a.label}</strong>
        <strong>{b.label}</strong>
      </div>
      <div
        ref={host}
        data-testid="studio-diff"
        style={{ maxHeight: '65vh', overflow: 'auto', border: '1px solid #d9d9d9', borderRadius: 6 }}
      />
    </div>
  );
}
