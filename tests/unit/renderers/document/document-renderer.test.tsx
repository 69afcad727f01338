// The document screen renderer: one load call, sections saved by their own calls (a language
// section loading and saving with the picked Language header), validation before a save, the
// embed code from a template, an embedded table screen with a section button that reloads it,
// and everything read-only without the edit permission.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import DocumentRenderer from '../../../../renderers/document/document-renderer';
import type { DocumentSchema } from '../../../../renderers/screen-schema';
import config from '../../../../schemas/imchat/config.json';
import agents from '../../../../schemas/imchat/agents.json';
import { renderWithServices } from '../render-screen';
import { stubProvider } from '../stub-provider';

const document = {
  language: 'zh_CN',
  title: '在线客服',
  welcome: '你好',
  offlineMessage: '',
  siteKey: 'key123',
  notifyEmail: '',
  emailEnabled: false,
};
const english = { ...document, language: 'en', title: 'Help desk', welcome: 'Hello' };
const agentRows = [
  { id: 4, userId: 9, userName: 'wang', nickName: '小王', email: 'wang@example.com', emailStatus: false, online: true },
];

function setup(can: (permission: string) => boolean = () => true) {
  const provider = stubProvider(agentRows);
  provider.custom.mockImplementation(async ({ method, headers }) =>
    method === 'GET' ? (headers?.Language === 'en' ? english : document) : {},
  );
  const loadScreen = async (id: string) => (id === 'imchat/agents' ? agents : null);
  renderWithServices(
    <DocumentRenderer screen={config as unknown as DocumentSchema} loadScreen={loadScreen} />,
    provider,
    { can },
  );
  return provider;
}

const section = (key: string) => screen.getByTestId(`section-${key}`);
const saveButton = (key: string) => within(section(key)).getByRole('button', { name: /保\s?存/ });

describe('document screens', () => {
  it('loads the document, and saves a language section with the picked Language header', async () => {
    const provider = setup();
    const title = within(section('texts')).getByLabelText('窗口标题') as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('在线客服'));
    expect(provider.custom).toHaveBeenCalledWith(expect.objectContaining({ method: 'GET', url: 'im/config' }));

    await userEvent.click(within(section('texts')).getByText('English'));
    await waitFor(() => expect(title.value).toBe('Help desk'));
    expect(provider.custom).toHaveBeenCalledWith(
      expect.objectContaining({ method: 'GET', url: 'im/config', headers: { Language: 'en' } }),
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Support');
    await userEvent.click(saveButton('texts'));
    await waitFor(() =>
      expect(provider.custom).toHaveBeenCalledWith({
        method: 'POST',
        url: 'im/config',
        payload: { title: 'Support', welcome: 'Hello', offlineMessage: '' },
        headers: { Language: 'en' },
      }),
    );
  });

  it('fills the embed code from its template and the document', async () => {
    setup();
    const code = await screen.findByTestId('chat-embed-code');
    expect(code.textContent).toContain(`<iframe src="${window.location.origin}/chat/visitor?siteKey=key123"`);
  });

  it('adds the chosen widget language to the embed code', async () => {
    setup();
    const code = await screen.findByTestId('chat-embed-code');
    await userEvent.click(within(section('embed')).getByRole('combobox'));
    const options = await waitFor(() => {
      const open = window.document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
      if (!open) throw new Error('no open dropdown');
      return open;
    });
    await userEvent.click(within(options).getByTitle('English'));
    await waitFor(() => expect(code.textContent).toContain('/chat/visitor?siteKey=key123&language=en"'));
  });

  it('refuses to save the e-mail notice switched on without an address, then saves it with one', async () => {
    const provider = setup();
    const email = section('email');
    const address = within(email).getByLabelText('通知邮箱') as HTMLInputElement;
    await waitFor(() => expect(address.disabled).toBe(false));
    await userEvent.click(within(email).getByRole('switch'));
    await userEvent.click(saveButton('email'));
    expect(await within(email).findByText('该字段是必填字段')).toBeTruthy();
    expect(provider.custom).not.toHaveBeenCalledWith(expect.objectContaining({ url: 'im/config/email' }));
    await userEvent.type(address, 'desk@example.com');
    await userEvent.click(saveButton('email'));
    await waitFor(() =>
      expect(provider.custom).toHaveBeenCalledWith({
        method: 'POST',
        url: 'im/config/email',
        payload: { emailEnabled: true, notifyEmail: 'desk@example.com' },
        headers: undefined,
      }),
    );
  });

  it('embeds the agents table; its section button calls and lists again', async () => {
    const provider = setup();
    const agentsSection = section('agents');
    await within(agentsSection).findByText('小王');
    const lists = provider.getList.mock.calls.length;
    await userEvent.click(within(agentsSection).getByRole('button', { name: '从用户同步' }));
    await waitFor(() =>
      expect(provider.custom).toHaveBeenCalledWith({
        method: 'POST',
        url: 'im/config/syncService',
        payload: {},
        headers: undefined,
      }),
    );
    await waitFor(() => expect(provider.getList.mock.calls.length).toBeGreaterThan(lists));
    expect(provider.getList).toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'im/config/service', pagination: { mode: 'off' } }),
    );
  });

  it('shows everything read-only without the edit permission', async () => {
    setup((permission) => permission === 'imConfig:list');
    const title = within(section('texts')).getByLabelText('窗口标题') as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('在线客服'));
    expect(title.disabled).toBe(true);
    expect((within(section('email')).getByLabelText('通知邮箱') as HTMLInputElement).disabled).toBe(true);
    await within(section('agents')).findByText('小王');
    expect(screen.queryByRole('button', { name: /保\s?存/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '从用户同步' })).toBeNull();
    expect(within(section('agents')).queryByRole('button', { name: /编\s?辑|删\s?除|新\s?增/ })).toBeNull();
    expect((within(section('agents')).getByRole('switch') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows nothing but a notice without the list permission', async () => {
    const provider = setup(() => false);
    expect(await screen.findByText('没有查看权限')).toBeTruthy();
    expect(provider.custom).not.toHaveBeenCalled();
  });
});
