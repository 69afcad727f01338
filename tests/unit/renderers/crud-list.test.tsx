import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import users from '../fixtures/screens/users.json';
import { renderScreen } from './render-screen';
import type { GetListParams } from '../../../renderers/data-provider';
import { stubProvider, userRows } from './stub-provider';

const bodyRows = () => [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
const lastListParams = (provider: ReturnType<typeof stubProvider>) => provider.getList.mock.lastCall?.[0];

afterEach(() => vi.unstubAllGlobals());

describe('CRUD list of the users screen', () => {
  it('renders rows with their named cells', async () => {
    const provider = stubProvider(userRows(3));
    renderScreen(users, provider);
    expect(await screen.findByText('user001')).toBeTruthy();
    expect(bodyRows()).toHaveLength(3);
    const first = bodyRows()[0]!;
    expect(first.querySelector('.ant-avatar img')?.getAttribute('src')).toBe('https://example.com/a.png');
    expect(within(first).getByText('admin').closest('.ant-tag')).toBeTruthy();
    expect(await within(first).findByText('男')).toBeTruthy();
    expect(within(first).getByText('2024-03-05')).toBeTruthy();
    expect(within(first).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(within(bodyRows()[1]!).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(provider.getList).toHaveBeenCalledWith({
      resource: 'api/sysUser',
      pagination: { mode: 'server', current: 1, pageSize: 20 },
      sorters: [],
      filters: [],
    });
  });

  it('shows an estimated total as "about N" and still pages up to it', async () => {
    const provider = stubProvider(userRows(20));
    provider.getList.mockImplementation(async () => ({ data: userRows(20), total: 123_456, estimated: true }));
    renderScreen(users, provider);
    expect(await screen.findByText('约 123456 条')).toBeTruthy();
    expect(document.querySelector('.ant-pagination-item[title="6173"]')).toBeTruthy();
    provider.getList.mockImplementation(async () => ({ data: userRows(3), total: 3 }));
    fireEvent.click(document.querySelector('.ant-pagination-item[title="6173"]')!);
    await waitFor(() => expect(lastListParams(provider)?.pagination).toMatchObject({ current: 6173 }));
    await waitFor(() => expect(screen.queryByText(/^约 /)).toBeNull());
  });

  // When the spinner shows is the placeholder's own test (first-load-placeholder.test.tsx, on fake timers).
  it('shows a loading state, not an empty table, until the first answer', async () => {
    const provider = stubProvider(userRows(1));
    let answer: (rows: { data: ReturnType<typeof userRows>; total: number }) => void = () => undefined;
    provider.getList.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    renderScreen(users, provider);
    await waitFor(() => expect(provider.getList).toHaveBeenCalled());
    expect(document.querySelector('section [aria-busy="true"]')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeTruthy());
    expect(document.querySelector('.ant-table')).toBeNull();
    expect(screen.queryByText('暂无数据')).toBeNull();
    answer({ data: userRows(1), total: 1 });
    expect(await screen.findByText('user001')).toBeTruthy();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(document.querySelector('.ant-spin')).toBeNull();
  });

  it('asks for the first page once, after its first commit, when the provider holds none', async () => {
    const provider = stubProvider(userRows(2));
    const answer = provider.getList.getMockImplementation()!;
    let screenInDocument: boolean | undefined;
    // Asked during a render, the request would go out before the screen's panel is in the document,
    // and again from each render React throws away and starts over.
    provider.getList.mockImplementationOnce((params) => {
      screenInDocument = document.querySelector('section') !== null;
      return answer(params);
    });
    renderScreen(users, provider);
    expect(await screen.findByText('user002')).toBeTruthy();
    expect(screenInDocument).toBe(true);
    expect(provider.getList).toHaveBeenCalledTimes(1);
  });

  it('shows the first page its provider already holds in its first render, then asks the server for the next list', async () => {
    const rows = userRows(2);
    const provider = {
      ...stubProvider(rows),
      peekList: vi.fn((params: GetListParams) =>
        params.sorters.length === 0 ? { data: rows, total: rows.length } : undefined,
      ),
    };
    renderScreen(users, provider);
    // No wait: the rows are in the first commit, with no spinner before them.
    expect(bodyRows()).toHaveLength(2);
    expect(provider.peekList).toHaveBeenCalledWith({
      resource: 'api/sysUser',
      pagination: { mode: 'server', current: 1, pageSize: 20 },
      sorters: [],
      filters: [],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(provider.getList).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(1));
  });

  it('mounts its table without measuring the scrollbar (a forced layout of the whole page)', async () => {
    const appended = vi.spyOn(document.body, 'appendChild');
    renderScreen(users, stubProvider(userRows(2)));
    expect(await screen.findByText('user002')).toBeTruthy();
    const measures = appended.mock.calls.filter(
      ([node]) => node instanceof HTMLElement && node.id.startsWith('rc-scrollbar-measure'),
    );
    appended.mockRestore();
    expect(measures).toEqual([]);
  });

  it('shows the empty state when there are no rows', async () => {
    renderScreen(users, stubProvider([]));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('sends search values as filters and starts again at page 1', async () => {
    const provider = stubProvider(userRows(3));
    renderScreen(users, provider);
    await screen.findByText('user001');
    await userEvent.type(screen.getByLabelText('fixtureUser.search.blurry'), 'user002');
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    await waitFor(() =>
      expect(lastListParams(provider)).toMatchObject({
        filters: [{ field: 'blurry', operator: 'eq', value: 'user002' }],
        pagination: { current: 1 },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /重\s?置/ }));
    await waitFor(() => expect(lastListParams(provider)?.filters).toEqual([]));
  });

  it('sends sorters when a sortable header is clicked', async () => {
    const provider = stubProvider(userRows(3));
    renderScreen(users, provider);
    await screen.findByText('user001');
    await userEvent.click(screen.getByText('fixtureUser.username'));
    await waitFor(() => expect(lastListParams(provider)?.sorters).toEqual([{ field: 'username', order: 'asc' }]));
    await userEvent.click(screen.getByText('fixtureUser.username'));
    await waitFor(() => expect(lastListParams(provider)?.sorters).toEqual([{ field: 'username', order: 'desc' }]));
    expect(await screen.findByText('user003')).toBeTruthy();
    expect(within(bodyRows()[0]!).getByText('user003')).toBeTruthy();
  });

  it('pages with the spec sizes 10/20/30/50 and resets to page 1 on a new size', async () => {
    const provider = stubProvider(userRows(45));
    renderScreen(users, provider);
    await screen.findByText('user001');
    expect(bodyRows()).toHaveLength(20);
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() =>
      expect(lastListParams(provider)?.pagination).toEqual({ mode: 'server', current: 2, pageSize: 20 }),
    );
    expect(await screen.findByText('user021')).toBeTruthy();

    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select-selector')!);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent?.match(/\d+/)?.[0])).toEqual(['10', '20', '30', '50']);
    await userEvent.click(document.querySelector('.ant-select-item-option[title*="50"]')!);
    await waitFor(() =>
      expect(lastListParams(provider)?.pagination).toEqual({ mode: 'server', current: 1, pageSize: 50 }),
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(45));
  });

  it('shows fewer page buttons under 992 px and scrolls back to the top on a page change', async () => {
    const wide = window.matchMedia;
    vi.stubGlobal('matchMedia', (query: string) => ({ ...wide(query), matches: query === '(max-width: 991px)' }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 600 });
    renderScreen(users, stubProvider(userRows(400)));
    await screen.findByText('user001');
    // antd's showLessItems: from page 1 a wide pager shows pages 1-5, a narrow one 1-3.
    expect(screen.getByTitle('3')).toBeTruthy();
    expect(screen.queryByTitle('4')).toBeNull();
    await userEvent.click(screen.getByTitle('3'));
    await screen.findByText('user041');
    // The 800 ms ease runs on jsdom's frames, which a busy machine holds back: the wait is for its
    // last step, however late.
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 0));
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    scrollTo.mockRestore();
  });

  it('asks for confirmation before deleting the selected rows', async () => {
    const provider = stubProvider(userRows(3));
    renderScreen(users, provider);
    await screen.findByText('user001');
    await userEvent.click(within(bodyRows()[0]!).getByRole('checkbox'));
    await userEvent.click(within(bodyRows()[2]!).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = await screen.findByRole('dialog', { name: '确认删除？' });
    expect(provider.removeMany).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(provider.removeMany).toHaveBeenCalledWith({ resource: 'api/sysUser', ids: [1, 3] }));
  });

  it('asks for confirmation before deleting one row', async () => {
    const provider = stubProvider(userRows(2));
    renderScreen(users, provider);
    await screen.findByText('user001');
    await userEvent.click(within(bodyRows()[1]!).getByRole('button', { name: /删\s?除/ }));
    // jsdom never finishes antd's closing animations: an earlier test's dialog may still be there.
    const confirm = (await screen.findAllByRole('button', { name: /确\s?定/ })).at(-1)!;
    await userEvent.click(confirm);
    await waitFor(() => expect(provider.remove).toHaveBeenCalledWith({ resource: 'api/sysUser', id: 2 }));
  });

  it('saves a switch change through update with the row as the form would send it', async () => {
    const provider = stubProvider(userRows(2));
    renderScreen(users, provider);
    await screen.findByText('user001');
    await userEvent.click(within(bodyRows()[0]!).getByRole('switch'));
    await waitFor(() => expect(provider.update).toHaveBeenCalledTimes(1));
    const call = provider.update.mock.calls[0]![0];
    expect(call.resource).toBe('api/sysUser');
    expect(call.id).toBe(1);
    expect(call.variables).toEqual({
      username: 'user001',
      nickName: '昵称1',
      email: 'user1@example.com',
      gender: 'male',
      enabled: false,
    });
  });

  it('shows and hides columns from the column settings', async () => {
    renderScreen(users, stubProvider(userRows(1)));
    await screen.findByText('user001');
    expect(headers()).not.toContain('fixtureUser.email');
    await userEvent.click(screen.getByRole('button', { name: /列设置/ }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'fixtureUser.email' }));
    await waitFor(() => expect(headers()).toContain('fixtureUser.email'));
    expect(screen.getByText('user1@example.com')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'fixtureUser.nickName' }));
    await waitFor(() => expect(headers()).not.toContain('fixtureUser.nickName'));
  });

  it('hides the actions the user lacks permission for', async () => {
    const provider = stubProvider(userRows(1));
    renderScreen(users, provider, { can: (permission) => permission === 'user:list' });
    await screen.findByText('user001');
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(screen.queryByRole('button', { name: /编\s?辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s?除/ })).toBeNull();
    expect(screen.getByRole('button', { name: /详\s?情/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /导\s?出/ })).toBeTruthy();
    expect(screen.getByRole('switch').hasAttribute('disabled')).toBe(true);
    expect(document.querySelector('.ant-table-selection-column')).toBeNull();
  });

  it('grants an action when any role of its list is held', async () => {
    renderScreen(users, stubProvider(userRows(1)), {
      can: (permission) => permission === 'user:list' || permission === 'admin',
    });
    await screen.findByText('user001');
    expect(screen.getByRole('button', { name: '批量删除' })).toBeTruthy();
  });

  it('makes no list call and says so without the list permission', async () => {
    const provider = stubProvider(userRows(1));
    renderScreen(users, provider, { can: () => false });
    expect(await screen.findByText('没有查看权限')).toBeTruthy();
    expect(provider.getList).not.toHaveBeenCalled();
  });

  describe('export', () => {
    const job = (status: 'running' | 'done', rowsDone: number) => ({
      id: 'job-1',
      screen: users.id,
      format: 'xlsx',
      fileName: 'system-user.xlsx',
      status,
      rowsDone,
      rowsTotal: 25,
      ...(status === 'done' && { download: '/prod-api/api/exports/job-1/file?token=abc' }),
    });
    /** A server whose job has done `rowsDone` rows; the test moves it on. */
    const exportServer = (provider: ReturnType<typeof stubProvider>) => {
      const state = { current: job('running', 0) };
      provider.custom.mockImplementation(async ({ method, url }) => {
        if (method === 'POST' && url === 'api/exports') return state.current;
        if (method === 'GET' && url === 'api/exports') return { content: [state.current] };
        throw new Error(`unexpected ${method} ${url}`);
      });
      return state;
    };
    afterEach(() => sessionStorage.clear());

    it('starts a server export of the current query and shown columns, shows its progress, then offers the file', async () => {
      const provider = stubProvider(userRows(25));
      const server = exportServer(provider);
      renderScreen(users, provider);
      await screen.findByText('user001');
      await userEvent.click(screen.getByRole('button', { name: /导\s?出/ }));
      await userEvent.click(await screen.findByText('Excel (.xlsx)'));
      await waitFor(() =>
        expect(provider.custom).toHaveBeenCalledWith({
          method: 'POST',
          url: 'api/exports',
          payload: {
            screen: users.id,
            format: 'xlsx',
            query: {},
            columns: ['avatar', 'username', 'nickName', 'gender', 'role', 'enabled', 'createTime'],
          },
        }),
      );
      expect(await screen.findByText('已导出 0 / 25 行')).toBeTruthy();
      server.current = job('running', 10);
      expect(await screen.findByText('已导出 10 / 25 行', undefined, { timeout: 3000 })).toBeTruthy();
      server.current = job('done', 25);
      const link = await screen.findByRole('link', { name: /system-user\.xlsx/ }, { timeout: 3000 });
      expect(link.getAttribute('href')).toBe('/prod-api/api/exports/job-1/file?token=abc');
    });

    it('finds a running export again after a reload', async () => {
      sessionStorage.setItem('export_jobs', JSON.stringify({ [users.id]: 'job-1' }));
      const provider = stubProvider(userRows(25));
      const server = exportServer(provider);
      server.current = job('running', 5);
      renderScreen(users, provider);
      expect(await screen.findByText('已导出 5 / 25 行')).toBeTruthy();
      expect(provider.custom).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'POST' }));
    });
  });
});
