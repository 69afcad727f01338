// Picking or pasting an image in the composer: checked here for a quick answer (the server checks
// the bytes again), uploaded through the caller's `upload`, then sent as the stored URL.
import { useState } from 'react';

/** The server's limits (server/routes/chat-uploads.ts). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** An i18n key saying why the file cannot be sent, or null. */
export function imageProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return 'chat.imageType';
  if (file.size > IMAGE_MAX_BYTES) return 'chat.imageTooLarge';
  return null;
}

export function useImageUpload(
  upload: ((file: File) => Promise<string>) | undefined,
  send: (imageUrl: string) => void,
) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const sendFile = async (file: File) => {
    if (!upload) return;
    const found = imageProblem(file);
    setProblem(found);
    if (found) return;
    setUploading(true);
    try {
      send(await upload(file));
    } catch {
      // The API client has shown the server's message.
      setProblem('chat.imageFailed');
    } finally {
      setUploading(false);
    }
  };
  return { uploading, problem, sendFile };
}
