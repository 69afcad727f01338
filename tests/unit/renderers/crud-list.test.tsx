import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import users from '../fixtures/screens/users.json';
import { renderScreen } from './render-screen';
import { stubProvider, userRows } from './stub-provider';

const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');

describe('CRUD list of the users screen', () => {
  it('renders rows with their named cells', async () => {
    const provider = stubProvider(userRows(3));
    renderScreen(users, provider);
    expect(await screen.findByText('user001')).toBeTruthy();
    expect(bodyRows()).toHaveLength(3);
    const first = bodyRows()[0] as HTMLElement;
    expect(first.querySelector('.ant-avatar img')?.getAttribute('src')).toBe('https://example.com/a.png');
    expect(within(first).getByText('admin').closest('.ant-tag')).toBeTruthy();
    expect(await within(first).findByText('男')).toBeTruthy();
    expect(within(first).getByText('2024-03-05')).toBeTruthy();
    expect(within(first).getByRole('switch').getAttribute('aria-checked')).toBe('true');
    expect(within(bodyRows()[1] as HTMLElement).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    expect(provider.getList).toHaveBeenCalledWith({
      resource: 'api/sysUser',
      pagination: { mode: 'server', current: 1, pageSize: 20 },
      sorters: [],
      filters: [],
    });
  });
});
