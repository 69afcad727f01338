// The message list keeps the newest message in view. Current Chromium's scrollIntoView returns a
// Promise; the scrolling effect must not hand it to React as its cleanup, or React calls it on the
// next message ("TypeError: … is not a function", seen in the visitor widget's production build).
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../../../src/lib/chat-protocol';
import { MessageList } from '../../../src/features/chat/message-list';

const message = (seq: number): ChatMessage => ({
  id: seq,
  conversationId: 1,
  seq,
  sender: 'visitor',
  senderUserId: null,
  clientId: `c${seq}`,
  text: `m${seq}`,
  imageUrl: '',
  createdAt: `2030-01-01T00:00:${String(seq).padStart(2, '0')}Z`,
});

const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
afterEach(() => {
  if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
  else delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('MessageList', () => {
  it('scrolls to each new message when scrollIntoView returns a Promise, without React errors', () => {
    const scrollIntoView = vi.fn(() => Promise.resolve());
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: scrollIntoView,
    });
    const consoleError = vi.spyOn(console, 'error');

    const view = render(<MessageList messages={[message(1)]} ownSide="visitor" />);
    view.rerender(<MessageList messages={[message(1), message(2)]} ownSide="visitor" />);
    view.rerender(<MessageList messages={[message(1), message(2), message(3)]} ownSide="visitor" />);
    expect(screen.getAllByTestId('chat-message').map((row) => row.dataset.seq)).toEqual(['1', '2', '3']);
    view.unmount();

    expect(scrollIntoView).toHaveBeenCalledTimes(3);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'end' });
    expect(consoleError).not.toHaveBeenCalled();
  });
});
