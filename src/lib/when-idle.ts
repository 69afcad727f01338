// Work that may wait until the page has done its own (first paint, its requests).

/** Runs `task` in an idle callback (at the latest after `timeoutMs`), or after a short timer where idle callbacks are missing (Safari). */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 50);
  return () => clearTimeout(id);
}
