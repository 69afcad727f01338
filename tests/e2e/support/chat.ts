// Helpers of the chat e2e tests: watching a page's chat socket, its console errors, and writing.
import type { Page } from 'playwright-core';

/** Counts the `hello` frames the page's sockets receive: one per successful (re)connect. */
export function countHellos(page: Page): () => number {
  let hellos = 0;
  page.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"type":"hello"')) hellos += 1;
    }),
  );
  return () => hellos;
}

/** How many of the page's chat sockets have closed. */
export function countClosedSockets(page: Page): () => number {
  let closed = 0;
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname.endsWith('/websocket')) socket.on('close', () => void (closed += 1));
  });
  return () => closed;
}

/**
 * console.error lines: a render error caught by the router's error boundary lands here, not as a
 * page error. Left out only: Chromium's line for the designed 404 of a screen schema lookup
 * (GET api/screens/<menu>: no schema, so the view is a coded one; src/lib/screens.ts).
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const screenLookup =
      message.text().startsWith('Failed to load resource') &&
      new URL(message.location().url || 'about:blank').pathname.startsWith('/prod-api/api/screens/');
    if (!screenLookup) errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}

export const bubbles = (page: Page) => page.getByTestId('chat-message');

export async function say(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: '输入消息，Enter 发送' }).fill(text);
  await page.getByTestId('chat-send').click();
}

/** A 1×1 PNG that decodes, so a shown image has a natural width. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Picks an image file in the composer's image popover; the composer uploads and sends it. */
export async function sendImage(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: '发送图片' }).click();
  await page.getByLabel('选择图片文件').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
}

/** The chat images the page shows that the browser has loaded and decoded (natural width > 0). */
export const loadedChatImages = (page: Page) => () =>
  bubbles(page)
    .locator('img')
    .evaluateAll(
      (images) =>
        images.filter(
          (image) =>
            (image as HTMLImageElement).naturalWidth > 0 &&
            (image as HTMLImageElement).src.includes('/prod-api/imchat/file/'),
        ).length,
    );
