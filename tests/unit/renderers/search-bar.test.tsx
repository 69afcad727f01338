// The search bar is plain antd (no Formily on a list's first paint): Enter in a text box searches,
// a dictionary select offers the dictionary, a date range gives strings, unknown names show the box.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SearchBar } from '../../../renderers/table/search-bar';
import { renderWithServices } from './render-screen';
import { stubProvider } from './stub-provider';

const schema = {
  type: 'object',
  properties: {
    blurry: { type: 'string', title: 'search.blurry', 'x-decorator': 'FormItem', 'x-component': 'Input' },
    status: {
      type: 'string',
      title: 'search.status',
      'x-decorator': 'FormItem',
      'x-component': 'DictSelect',
      'x-component-props': { dict: 'user_status' },
    },
    createTime: {
      type: 'array',
      title: 'search.createTime',
      'x-decorator': 'FormItem',
      'x-component': 'DateRangePicker',
    },
  },
};

describe('search bar', () => {
  it('searches on Enter with the typed and chosen values', async () => {
    const onSearch = vi.fn();
    renderWithServices(
      <SearchBar schema={schema} values={{ status: 'false' }} onSearch={onSearch} />,
      stubProvider([]),
    );
    // The dictionary's label for the starting value.
    expect(await screen.findByTitle('禁用')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('search.blurry'), 'ann{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith({ status: 'false', blurry: 'ann' });
  });

  it('shows a date range from strings and sends it back as strings', async () => {
    const onSearch = vi.fn();
    renderWithServices(
      <SearchBar schema={schema} values={{ createTime: ['2024-03-01', '2024-03-31'] }} onSearch={onSearch} />,
      stubProvider([]),
    );
    await waitFor(() =>
      expect(document.querySelector<HTMLInputElement>('.ant-picker-range input')?.value).toBe('2024-03-01'),
    );
    await userEvent.click(screen.getByRole('button', { name: /搜\s?索/ }));
    expect(onSearch).toHaveBeenLastCalledWith({ createTime: ['2024-03-01', '2024-03-31'] });
    await userEvent.click(screen.getByRole('button', { name: /重\s?置/ }));
    expect(onSearch).toHaveBeenLastCalledWith({});
    await waitFor(() => expect(document.querySelector<HTMLInputElement>('.ant-picker-range input')?.value).toBe(''));
  });

  it('shows the unknown-widget box for a name it does not know', () => {
    const odd = { type: 'object', properties: { when: { type: 'string', title: 'x', 'x-component': 'Rating' } } };
    renderWithServices(<SearchBar schema={odd} onSearch={vi.fn()} />, stubProvider([]));
    expect(screen.getByTestId('unknown-widget').textContent).toContain('search.properties.when');
  });
});
