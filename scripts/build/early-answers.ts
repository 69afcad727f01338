// How the server sends the answers to a page's early requests with the page (index.html would
// otherwise ask for them as it is parsed, one round trip in the page's critical path): the build
// leaves a slot in index.html before the head script (route-preload.ts) and lists each address's
// early requests beside Vite's manifest; the server (server/plugins/early-answers.ts) fills the
// slot with `window.__earlyAnswered`, which the head script (route-scripts.ts) reads.

/** In index.html, right before the head script; left as it is, the page asks for its answers itself. */
export const EARLY_ANSWERS_SLOT = '<!--early-answers-->';

/** In the build's folder: `{ [address]: urls }`. */
export const EARLY_REQUESTS_FILE = '.vite/early-requests.json';

/** The slot's content: the answers by url, as a script the HTML parser cannot end early (`</script>` in a value). */
export function earlyAnswersScript(answers: Record<string, unknown>): string {
  return `<script>window.__earlyAnswered = ${JSON.stringify(answers).replace(/</g, '\\u003c')};</script>`;
}
