// Messages loaded on first use (src/lib/feedback.ts): they show in the order they were asked for,
// a message under the same key replaces the one before, and one closed early never shows.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { message } from '../../src/lib/feedback';

// Every message closed before the next test and before the file's page is torn down: a message's
// own close, seconds later, or the steps of its leave motion (one per animation frame) rendered
// into a page that was gone ("window is not defined"). A closed message ends in the motion's
// active step here, waiting for a transition jsdom never runs, with no timer left.
afterEach(async () => {
  (await import('antd/es/message')).default.destroy();
  await waitFor(() =>
    expect(document.querySelectorAll('.ant-message-notice-wrapper:not([class*="-leave-active"])')).toHaveLength(0),
  );
});

describe('feedback messages', () => {
  it('replaces a loading message by the error under the same key, even before antd has loaded', async () => {
    message.loading({ content: '正在加载', key: 'work', duration: 0 });
    message.error({ content: '加载失败', key: 'work' });
    await screen.findByText('加载失败');
    expect(screen.queryByText('正在加载')).toBeNull();
  });

  it('never shows a message closed before it opened', async () => {
    const closeEarly = message.success('太早关闭');
    closeEarly();
    message.info('已打开');
    await screen.findByText('已打开');
    expect(screen.queryByText('太早关闭')).toBeNull();
  });
});
