// A screen opened with search values in its query string (the dictionary detail screen opened
// from a dictionary's row) starts with them as filters and in its search form; reset clears them.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { searchFromQuery } from '../../../renderers/table/query-search';
import users from '../fixtures/screens/users.json';
import { renderScreen } from './render-screen';
import { stubProvider, userRows } from './stub-provider';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('search values from the query string', () => {
  it("keeps only the search form's fields, numbers for numeric ones", () => {
    const search = { type: 'object', properties: { dictName: { type: 'string' }, sort: { type: 'integer' } } };
    expect(searchFromQuery(search, '?dictName=sex&sort=3&other=x&empty=')).toEqual({ dictName: 'sex', sort: 3 });
    expect(searchFromQuery(undefined, '?dictName=sex')).toEqual({});
  });

  it('starts the list filtered and shows the value in the search form; reset clears it', async () => {
    window.history.replaceState(null, '', '/system/user?enabled=false&page=9');
    const provider = stubProvider(userRows(3));
    renderScreen(users, provider);
    expect(await screen.findByText('user002')).toBeTruthy();
    expect(provider.getList.mock.calls[0]![0].filters).toEqual([{ field: 'enabled', operator: 'eq', value: 'false' }]);
    expect(screen.queryByText('user001')).toBeNull();
    // The dictionary select shows the value's label.
    expect(await screen.findByTitle('禁用')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /重\s?置/ }));
    await waitFor(() => expect(provider.getList.mock.lastCall?.[0].filters).toEqual([]));
    expect(await screen.findByText('user001')).toBeTruthy();
    expect(screen.queryByTitle('禁用')).toBeNull();
  });
});
