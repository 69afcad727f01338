// The composer sends a picked or pasted image file as the URL its upload answers, and refuses
// other types and files over 5 MB before uploading anything.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from '../../../src/features/chat/composer';
import { IMAGE_MAX_BYTES } from '../../../src/features/chat/use-image-upload';

const png = (size = 10) => new File([new Uint8Array(size)], 'shot.png', { type: 'image/png' });

function setup() {
  const onSend = vi.fn();
  const onUpload = vi.fn(async () => '/prod-api/imchat/file/1/x.png');
  render(<Composer onSend={onSend} onTyping={() => undefined} onUpload={onUpload} />);
  return { onSend, onUpload };
}

const pick = async (file: File) => {
  // The popover renders its content on first open.
  fireEvent.click(screen.getByRole('button', { name: '发送图片' }));
  const input = await screen.findByLabelText('选择图片文件');
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
};

describe('Composer images', () => {
  it('uploads a picked file and sends its stored URL', async () => {
    const { onSend, onUpload } = setup();
    const file = png();
    await pick(file);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ imageUrl: '/prod-api/imchat/file/1/x.png' }));
    expect(onUpload).toHaveBeenCalledWith(file);
  });

  it('sends a pasted screenshot', async () => {
    const { onSend } = setup();
    await act(async () => {
      fireEvent.paste(screen.getByRole('textbox', { name: '输入消息，Enter 发送' }), {
        clipboardData: { files: [png()] },
      });
    });
    await waitFor(() => expect(onSend).toHaveBeenCalledWith({ imageUrl: '/prod-api/imchat/file/1/x.png' }));
  });

  it('refuses other types and large files without uploading', async () => {
    const { onSend, onUpload } = setup();
    await pick(new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }));
    expect(screen.getByTestId('chat-image-problem').textContent).toBe('只能发送 PNG、JPG、GIF 或 WEBP 图片');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('选择图片文件'), { target: { files: [png(IMAGE_MAX_BYTES + 1)] } });
    });
    expect(screen.getByTestId('chat-image-problem').textContent).toBe('图片不能超过 5 MB');
    expect(onUpload).not.toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });
});
