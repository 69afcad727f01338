// The page index.html shows before the app has loaded, on an address the build prerendered
// (scripts/build/route-scripts.ts): the app's first render replaces that markup with its own, the
// same to look at. What the visitor typed, ticked or sent in it meanwhile must not be lost, so
// the page that replaces it takes it over (useTakeOverPrerendered).
import { useLayoutEffect, useState, type RefObject } from 'react';

/** What the visitor did in the prerendered page, by element id. */
export interface PrerenderedInput {
  values: Record<string, string>;
  checked: Record<string, boolean>;
  /** The field focused last, with its selection. */
  focused?: { id: string; start: number | null; end: number | null };
  /** The form was sent (Enter or its button) before the app could. */
  submitHeld: boolean;
}

declare global {
  interface Window {
    /** Settles once the prerendered page's pictures from early answers are shown or failed. */
    __prerenderedPictures?: Promise<unknown>;
  }
}

let held: { container: HTMLElement; inputs: HTMLInputElement[] } | null = null;

/**
 * Called before the app's first render into `container`: keeps the prerendered fields (the render
 * removes them from the document; they keep their values) and tells whether there are any.
 */
export function holdPrerenderedPage(container: HTMLElement): boolean {
  if (!container.hasAttribute('data-prerendered')) return false;
  held = { container, inputs: Array.from(container.querySelectorAll<HTMLInputElement>('input[id]')) };
  return true;
}

// How long the app's first render waits for those pictures (a captcha is asked for at once, and
// comes in tens of milliseconds): the visitor can already type in the page meanwhile.
const PICTURES_MAX_WAIT_MS = 300;

/**
 * Resolves once the prerendered page's pictures from early answers (its largest paint, the
 * captcha) are on the screen, or at most PICTURES_MAX_WAIT_MS from now: otherwise the app's first
 * render, one long task, would come first and replace them before they were ever seen.
 */
export function prerenderedPicturesShown(): Promise<void> {
  // A task later: the browser's own bookkeeping of the presented frame has run by then.
  const shown = (window.__prerenderedPictures ?? Promise.resolve()).then(
    () => new Promise<void>((resolve) => setTimeout(resolve)),
  );
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, PICTURES_MAX_WAIT_MS))]);
}

/** What was done in the prerendered page, once; null when there was none. Ends the prerendered phase. */
export function takePrerenderedInput(): PrerenderedInput | null {
  if (!held) return null;
  const { container, inputs } = held;
  held = null;
  const submitHeld = container.hasAttribute('data-submit-held');
  const focusedId = container.getAttribute('data-focused');
  for (const name of ['data-prerendered', 'data-submit-held', 'data-focused']) container.removeAttribute(name);
  const input: PrerenderedInput = { values: {}, checked: {}, submitHeld };
  for (const field of inputs) {
    if (field.type === 'checkbox' || field.type === 'radio') input.checked[field.id] = field.checked;
    else input.values[field.id] = field.value;
    if (field.id === focusedId) input.focused = { id: field.id, start: field.selectionStart, end: field.selectionEnd };
  }
  return input;
}

/**
 * For the page that replaces the prerendered one: `apply` puts the visitor's input into the
 * page's state as it first shows (before the browser paints), then focus and selection return
 * and a held submit is sent, through `form`.
 */
export function useTakeOverPrerendered(
  apply: (input: PrerenderedInput) => void,
  form: RefObject<HTMLFormElement | null>,
): void {
  const [taken, setTaken] = useState<PrerenderedInput | null>(null);
  useLayoutEffect(() => {
    const input = takePrerenderedInput();
    if (!input) return;
    apply(input);
    setTaken(input);
    // Once, as the page first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useLayoutEffect(() => {
    if (!taken) return;
    const { focused, submitHeld } = taken;
    const field = focused && document.getElementById(focused.id);
    if (focused && field instanceof HTMLInputElement) {
      field.focus();
      // Only text fields have a selection.
      if (focused.start !== null) field.setSelectionRange(focused.start, focused.end);
    }
    if (submitHeld) form.current?.requestSubmit();
  }, [taken, form]);
}
