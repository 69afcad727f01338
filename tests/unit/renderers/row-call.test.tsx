// Row calls of an actions cell (props.calls): confirmation, METHOD <path>/<row key>, the outcome
// shown, the list refreshed, and the button hidden without its permission.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from './render-screen';
import { stubProvider } from './stub-provider';

const tasks = {
  id: 'system/timing',
  title: 'tasks',
  api: { list: 'api/timing' },
  permissions: { list: 'timing:list' },
  columns: [
    { key: 'name', title: 'name' },
    {
      key: 'action',
      title: 'action',
      cell: 'actions',
      props: {
        actions: [],
        calls: [
          {
            title: 'system.timing.runNow',
            method: 'PUT',
            path: 'api/timing/exec',
            permission: 'timing:edit',
            confirm: 'system.timing.runConfirm',
          },
        ],
      },
    },
  ],
};

describe('row calls', () => {
  it('asks first, then sends PUT <path>/<id>, shows the outcome and refreshes the list', async () => {
    const provider = stubProvider([{ id: 7, name: 'nightly' }]);
    provider.custom
      .mockResolvedValueOnce({ success: false, durationMs: 3, error: 'disk full' })
      .mockResolvedValueOnce({ success: true, durationMs: 2, error: '' });
    renderScreen(tasks, provider);
    await screen.findByText('nightly');
    const listCalls = provider.getList.mock.calls.length;

    await userEvent.click(screen.getByRole('button', { name: /执\s?行/ }));
    expect(await screen.findByText('立即执行一次该任务？')).toBeTruthy();
    expect(provider.custom).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(provider.custom).toHaveBeenCalledWith({ method: 'PUT', url: 'api/timing/exec/7' }));
    expect(await screen.findByText('执行失败: disk full')).toBeTruthy();
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(listCalls));

    await userEvent.click(screen.getByRole('button', { name: /执\s?行/ }));
    await userEvent.click((await screen.findAllByRole('button', { name: /确\s?定/ })).at(-1)!);
    expect(await screen.findByText('执行成功')).toBeTruthy();
  });

  it('shows a call only on the rows its `when` allows', async () => {
    const retry = {
      ...tasks.columns[1]!,
      props: {
        actions: [],
        calls: [{ ...tasks.columns[1]!.props!.calls[0]!, when: { status: ['failed'], attempts: [3] } }],
      },
    };
    renderScreen(
      { ...tasks, columns: [tasks.columns[0]!, retry] },
      stubProvider([
        { id: 1, name: 'failed-thrice', status: 'failed', attempts: 3 },
        { id: 2, name: 'sent', status: 'success', attempts: 3 },
        { id: 3, name: 'failed-once', status: 'failed', attempts: 1 },
      ]),
    );
    await screen.findByText('sent');
    const buttons = screen.getAllByRole('button', { name: /执\s?行/ });
    expect(buttons).toHaveLength(1);
    expect(buttons[0]!.closest('tr')!.textContent).toContain('failed-thrice');
  });

  it('hides the button without its permission', async () => {
    renderScreen(tasks, stubProvider([{ id: 7, name: 'nightly' }]), {
      can: (permission) => permission === 'timing:list',
    });
    await screen.findByText('nightly');
    expect(screen.queryByRole('button', { name: /执\s?行/ })).toBeNull();
  });
});
