// A database script's run history in its drawer: the runs the server answers, in its order, with
// their outcome, who, on which database, duration and the database's error (or, for a run by
// someone else, that it is hidden); ten to a page (the next page is asked
// for); "未执行" when the script never ran; a failed call goes to the error notification.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import notification from 'antd/es/notification';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ScriptRun } from '../../../src/features/tools-uploads/api';
import RunHistoryDrawer from '../../../src/features/tools-uploads/run-history-drawer';
import { server } from '../support/msw-server';

const failed: ScriptRun = {
  id: 12,
  runAt: '2024-05-02T08:00:00.000Z',
  runBy: 'operator1',
  target: 'Reporting',
  status: 'failed',
  durationMs: 37,
  message: 'relation "orders" already exists',
  messageHidden: false,
};
const succeeded: ScriptRun = {
  id: 11,
  runAt: '2024-05-01T08:00:00.000Z',
  runBy: 'admin',
  target: 'Reporting',
  status: 'success',
  durationMs: 1234,
  message: '',
  messageHidden: false,
};

/** Answers the history calls with `answer(page)`, recording the query of each. */
function serveRuns(answer: (page: number) => { content: ScriptRun[]; totalElements: number }) {
  const queries: string[] = [];
  server.use(
    http.get('/prod-api/api/database/run/7', ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query.toString());
      return HttpResponse.json(answer(Number(query.get('page'))));
    }),
  );
  return queries;
}

const show = () => render(<RunHistoryDrawer script={{ id: 7, name: 'migrate.sql' }} onClose={() => undefined} />);
const bodyRows = () => document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row');

describe('RunHistoryDrawer', () => {
  it("lists the script's runs in the server's order, with outcome, who, duration and the error", async () => {
    const queries = serveRuns(() => ({ content: [failed, succeeded], totalElements: 2 }));
    show();
    expect(await screen.findByText('执行记录：migrate.sql')).toBeTruthy();
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const [first, second] = [...bodyRows()];
    expect(within(first!).getByText('执行失败')).toBeTruthy();
    expect(within(first!).getByText('operator1')).toBeTruthy();
    expect(within(first!).getByText('37')).toBeTruthy();
    expect(within(first!).getByText('relation "orders" already exists')).toBeTruthy();
    expect(within(first!).getByText('Reporting')).toBeTruthy();
    expect(within(second!).getByText('执行成功')).toBeTruthy();
    expect(within(second!).getByText('1234')).toBeTruthy();
    expect(queries).toEqual(['page=0&size=10']);
  });

  it("says a failed run's error is visible only to who ran it when the server hid it", async () => {
    serveRuns(() => ({ content: [{ ...failed, message: '', messageHidden: true }], totalElements: 1 }));
    show();
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('执行失败')).toBeTruthy();
    expect(within(bodyRows()[0]!).getByText('错误信息只有执行人可见')).toBeTruthy();
  });

  it('asks for the next page when its number is clicked', async () => {
    const queries = serveRuns((page) => ({
      content:
        page === 0 ? Array.from({ length: 10 }, (_, i) => ({ ...succeeded, id: 100 - i })) : [{ ...failed, id: 1 }],
      totalElements: 11,
    }));
    show();
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(within(bodyRows()[0]!).getByText('执行失败')).toBeTruthy();
    expect(queries).toEqual(['page=0&size=10', 'page=1&size=10']);
  });

  it('says the script never ran when there is no run', async () => {
    serveRuns(() => ({ content: [], totalElements: 0 }));
    show();
    expect(await screen.findByText('未执行')).toBeTruthy();
  });

  it("shows a failed call through the API client's error notification", async () => {
    const notified = vi.spyOn(notification, 'error');
    server.use(
      http.get('/prod-api/api/database/run/7', () =>
        HttpResponse.json({ status: 404, message: '请求的资源不存在' }, { status: 404 }),
      ),
    );
    show();
    await waitFor(() => expect(notified).toHaveBeenCalledWith({ message: '请求的资源不存在', duration: 5 }));
    expect(bodyRows()).toHaveLength(0);
    expect(screen.queryByText('未执行')).toBeNull();
  });
});
