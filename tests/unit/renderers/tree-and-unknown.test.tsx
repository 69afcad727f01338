import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import departments from '../fixtures/screens/departments.json';
import users from '../fixtures/screens/users.json';
import { buildTree } from '../../../renderers/table/tree';
import { renderScreen } from './render-screen';
import { stubProvider, userRows } from './stub-provider';

const deptRows = [
  { id: 1, pid: null, name: '总部', sort: 1, enabled: true, createTime: '2024-01-01 00:00:00' },
  { id: 2, pid: 1, name: '研发部', sort: 2, enabled: true, createTime: '2024-01-02 00:00:00' },
  { id: 3, pid: 2, name: '前端组', sort: 3, enabled: false, createTime: '2024-01-03 00:00:00' },
];

describe('tree tables', () => {
  it('nests flat rows under their parents and keeps orphans as roots', () => {
    const tree = buildTree([...deptRows, { id: 9, pid: 42, name: '孤儿' }], 'id', 'pid', 'children');
    expect(tree.map((row) => row.name)).toEqual(['总部', '孤儿']);
    expect((tree[0]!.children as { name: string; children: unknown[] }[])[0]!.name).toBe('研发部');
  });

  it('renders the department tree unpaged and expands children', async () => {
    const provider = stubProvider(deptRows);
    renderScreen(departments, provider);
    expect(await screen.findByText('总部')).toBeTruthy();
    expect(provider.getList.mock.calls[0]![0].pagination).toEqual({ mode: 'off' });
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(screen.queryByText('研发部')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /expand/i }));
    expect(await screen.findByText('研发部')).toBeTruthy();
    expect(screen.getAllByText('common.enabled')).toHaveLength(2);
  });

  it('opens the department form in a 300 px drawer with the parent tree', async () => {
    const provider = stubProvider(deptRows);
    renderScreen(departments, provider);
    await screen.findByText('总部');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const drawer = await waitFor(() => document.querySelector<HTMLElement>('.ant-drawer-content-wrapper')!);
    expect(drawer.style.width).toBe('300px');
    await waitFor(() => expect(provider.getList).toHaveBeenCalledTimes(2));
    expect(provider.getList.mock.calls[1]![0]).toMatchObject({ resource: 'api/dept', pagination: { mode: 'off' } });
  });
});

describe('large lists', () => {
  it('switches to virtual scrolling and keeps 10,000 rows out of the DOM', async () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      id: index + 1,
      pid: null,
      name: `dept${index + 1}`,
      sort: index,
    }));
    renderScreen(departments, stubProvider(rows));
    expect(await screen.findByText('dept1')).toBeTruthy();
    expect(document.querySelector('.ant-table-tbody-virtual')).toBeTruthy();
    expect(screen.getAllByText(/^dept\d+$/).length).toBeLessThan(200);
  });
});

describe('unknown names', () => {
  it('shows a visible box with the schema path and JSON for an unknown widget and cell', async () => {
    const broken = {
      ...users,
      columns: [...users.columns, { key: 'score', title: 'fixtureUser.score', cell: 'sparkline' }],
      form: {
        type: 'object',
        properties: {
          score: { type: 'number', title: 'fixtureUser.score', 'x-decorator': 'FormItem', 'x-component': 'StarRating' },
        },
      },
    };
    renderScreen(broken, stubProvider(userRows(1)));
    await screen.findByText('user001');
    const cellBox = screen.getByTestId('unknown-widget');
    expect(cellBox.textContent).toContain('sparkline');
    expect(cellBox.textContent).toContain('columns.score');
    await userEvent.click(screen.getByRole('button', { name: /新\s?增/ }));
    const dialog = await screen.findByRole('dialog');
    const fieldBox = within(dialog).getByTestId('unknown-widget');
    expect(fieldBox.textContent).toContain('未知组件: StarRating');
    expect(fieldBox.textContent).toContain('form.properties.score');
    expect(fieldBox.textContent).toContain('"x-component": "StarRating"');
  });
});
