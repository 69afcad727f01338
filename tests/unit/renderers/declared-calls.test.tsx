// Table screens that declare their own calls (imchat/agents): edit, delete and the switch cell go
// out as the declared calls with their body templates filled from the listed row and the form;
// actions without a call are off; and the template filling itself.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScreenCalls } from '../../../renderers/actions/screen-calls';
import { fillBody, fillPath } from '../../../renderers/actions/template';
import type { ScreenSchema } from '../../../renderers/screen-schema';
import { ScreenRenderer } from '../../../renderers/screen/screen-renderer';
import agents from '../../../schemas/imchat/agents.json';
import { renderWithServices } from './render-screen';
import { stubProvider } from './stub-provider';

const rows = [
  { id: 4, userId: 9, userName: 'wang', nickName: '小王', email: 'wang@example.com', emailStatus: false, online: true },
  { id: 5, userId: 10, userName: 'li', nickName: '小李', email: '', emailStatus: false, online: false },
];

function setup() {
  const provider = stubProvider(rows);
  renderWithServices(
    <ScreenCalls screen={agents as unknown as ScreenSchema}>
      {(ready) => <ScreenRenderer screen={ready} />}
    </ScreenCalls>,
    provider,
  );
  return provider;
}

const row = async () => (await screen.findByText('小王')).closest('tr')!;

describe('declared calls', () => {
  it('saves an edit through the update call, filled from the listed row and the form', async () => {
    const provider = setup();
    await userEvent.click(within(await row()).getByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByRole('dialog');
    const nickName = (await within(dialog).findByLabelText('显示名称')) as HTMLInputElement;
    await waitFor(() => expect(nickName.value).toBe('小王'));
    await userEvent.clear(nickName);
    await userEvent.type(nickName, '客服小王');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s?定/ }));
    await waitFor(() =>
      expect(provider.custom).toHaveBeenCalledWith({
        method: 'POST',
        url: 'im/config/saveService',
        payload: { userId: 9, nickName: '客服小王', email: 'wang@example.com' },
        headers: undefined,
      }),
    );
    expect(provider.update).not.toHaveBeenCalled();
  });

  it('deletes through the remove call with the ids, and offers no add', async () => {
    const provider = setup();
    await userEvent.click(within(await row()).getByRole('button', { name: /删\s?除/ }));
    await userEvent.click(
      within(document.querySelector('.ant-popconfirm') as HTMLElement).getByRole('button', { name: /确\s?定/ }),
    );
    await waitFor(() =>
      expect(provider.custom).toHaveBeenCalledWith({
        method: 'POST',
        url: 'im/config/delService',
        payload: { ids: [4] },
        headers: undefined,
      }),
    );
    expect(provider.remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /新\s?增/ })).toBeNull();
  });

  it('switches a row through the switch cell call and shows the saved value', async () => {
    const provider = setup();
    const toggle = within(await row()).getByRole('switch', { name: '邮件通知' });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(provider.custom).toHaveBeenCalledWith({
        method: 'POST',
        url: 'im/config/setEmailStatus',
        payload: { id: 4, emailStatus: true },
        headers: undefined,
      }),
    );
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    // An agent without an address cannot get e-mail notices (props.requires).
    const noAddress = within((await screen.findByText('小李')).closest('tr')!).getByRole('switch', {
      name: '邮件通知',
    });
    expect(noAddress.hasAttribute('disabled')).toBe(true);
    expect(toggle.hasAttribute('disabled')).toBe(false);
  });

  it('fills templates: whole placeholders keep their type, inner ones become text, path parts are encoded', () => {
    const values = { id: 4, name: 'a/b', $ids: [1, 2], $value: false };
    expect(
      fillBody(
        {
          id: '{id}',
          ids: '{$ids}',
          on: '{$value}',
          label: 'row {id}: {name}',
          missing: '{nothing}',
          nested: [{ n: '{id}' }],
          keep: 3,
        },
        values,
      ),
    ).toEqual({
      id: 4,
      ids: [1, 2],
      on: false,
      label: 'row 4: a/b',
      missing: undefined,
      nested: [{ n: 4 }],
      keep: 3,
    });
    expect(fillPath('api/items/{name}/run', values)).toBe('api/items/a%2Fb/run');
  });
});
