// The shared button of declared calls (renderers/actions/confirmable-call-button.tsx): it asks
// first when the call has a confirmation, is busy while the call runs, reports the outcome, and
// after an HTTP failure (shown by the app's error UI) is ready again without a message.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmableCallButton, type CallFailure } from '../../../renderers/actions/confirmable-call-button';
import { message } from '../../../src/lib/feedback';

/** A send whose answer the test gives when it likes. */
function pendingSend() {
  let answer: (outcome: CallFailure | undefined) => void = () => undefined;
  let refuse: (error: Error) => void = () => undefined;
  const send = vi.fn(
    () =>
      new Promise<CallFailure | undefined>((resolve, reject) => {
        answer = resolve;
        refuse = reject;
      }),
  );
  return { send, answer: (outcome?: CallFailure) => answer(outcome), refuse: (error: Error) => refuse(error) };
}

const button = () => screen.getByRole('button', { name: /执\s?行/ });
const isBusy = () => button().classList.contains('ant-btn-loading');

describe('confirmable call button', () => {
  it('asks first, is busy while the call runs, then reports success and calls onDone', async () => {
    const call = pendingSend();
    const onDone = vi.fn();
    render(
      <ConfirmableCallButton
        title="system.timing.runNow"
        confirm="system.timing.runConfirm"
        send={call.send}
        onDone={onDone}
      />,
    );

    await userEvent.click(button());
    expect(await screen.findByText('立即执行一次该任务？')).toBeTruthy();
    expect(call.send).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    expect(call.send).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(isBusy()).toBe(true));
    expect(onDone).not.toHaveBeenCalled();

    call.answer();
    expect(await screen.findByText('执行成功')).toBeTruthy();
    await waitFor(() => expect(isBusy()).toBe(false));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('calls at once without a confirmation, and reports a failure the answer gives', async () => {
    const call = pendingSend();
    const onDone = vi.fn();
    render(<ConfirmableCallButton title="system.timing.runNow" send={call.send} onDone={onDone} />);

    await userEvent.click(button());
    expect(call.send).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('立即执行一次该任务？')).toBeNull();
    await waitFor(() => expect(isBusy()).toBe(true));
    call.answer({ failure: 'disk full' });
    expect(await screen.findByText('执行失败: disk full')).toBeTruthy();
    await waitFor(() => expect(isBusy()).toBe(false));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('is ready again after an HTTP failure, with no message of its own', async () => {
    const call = pendingSend();
    const onDone = vi.fn();
    const success = vi.spyOn(message, 'success');
    const error = vi.spyOn(message, 'error');
    render(<ConfirmableCallButton title="system.timing.runNow" send={call.send} onDone={onDone} />);

    await userEvent.click(button());
    await waitFor(() => expect(isBusy()).toBe(true));
    call.refuse(new Error('503'));
    // The outcome is reported before the busy state ends, so nothing can come later.
    await waitFor(() => expect(isBusy()).toBe(false));
    expect(success).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });
});
