// Waits for the stylesheet of antd styles written at build time for the page opened (index.html's
// route script, scripts/build/route-preload.ts). antd reads that sheet's map of styles once, on its
// first render, and writes every style the map lacks itself, so the app renders after the sheet
// has loaded or failed; on other pages there is no sheet and nothing to wait for.
export function pageStylesSettled(): Promise<void> {
  const link = document.querySelector('link[data-page-styles]');
  if (!link || link.hasAttribute('data-settled')) return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => resolve();
    link.addEventListener('load', settle, { once: true });
    link.addEventListener('error', settle, { once: true });
  });
}
