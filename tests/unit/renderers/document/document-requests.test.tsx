// The requests the chat config document screen makes, over the app's real data provider with msw
// standing in for the server: opening it costs one GET of the document (in the interface's
// language, where the texts section starts), and each pick in the language picker one more GET
// with the picked Language header.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RendererProvider } from '../../../../renderers/context';
import DocumentRenderer from '../../../../renderers/document/document-renderer';
import type { DocumentSchema } from '../../../../renderers/screen-schema';
import agents from '../../../../schemas/imchat/agents.json';
import config from '../../../../schemas/imchat/config.json';
import { dataProvider } from '../../../../src/lib/data-provider';
import { changeLanguage } from '../../../../src/lib/i18n';
import { allowAll, fakeEncrypt } from '../render-screen';
import { server } from '../../support/msw-server';

const titles: Record<string, string> = { zh_CN: '在线客服', zh_TW: '線上客服', en: 'Help desk' };

/** Answers the chat config calls as the server does, and records each GET as `path Language`. */
function chatConfigServer(): string[] {
  const received: string[] = [];
  const record = (request: Request) =>
    received.push(`${new URL(request.url).pathname} ${request.headers.get('Language')}`);
  server.use(
    http.get('/prod-api/im/config', ({ request }) => {
      record(request);
      const language = request.headers.get('Language') ?? '';
      return HttpResponse.json({
        language,
        title: titles[language] ?? '',
        welcome: '',
        offlineMessage: '',
        siteKey: 'key123',
        notifyEmail: '',
        emailEnabled: false,
      });
    }),
    http.get('/prod-api/im/config/service', ({ request }) => {
      record(request);
      return HttpResponse.json({ rows: [] });
    }),
  );
  return received;
}

/** Opens the screen with its agents table; resolves to the texts section's title field, by its label. */
function open(titleLabel: string) {
  const loadScreen = async (id: string) => (id === 'imchat/agents' ? agents : null);
  render(
    <RendererProvider dataProvider={dataProvider} can={allowAll} encrypt={fakeEncrypt}>
      <DocumentRenderer screen={config as unknown as DocumentSchema} loadScreen={loadScreen} />
    </RendererProvider>,
  );
  return within(texts()).getByLabelText(titleLabel) as HTMLInputElement;
}

const texts = () => screen.getByTestId('section-texts');
/** The GETs of the document itself, not of the agents table. */
const documentLoads = (received: string[]) => received.filter((line) => line.startsWith('/prod-api/im/config '));

describe('document screen requests', () => {
  it('opens with one GET of the document; a language pick loads it again with the Language header', async () => {
    const received = chatConfigServer();
    const title = open('窗口标题');
    await waitFor(() => expect(title.value).toBe('在线客服'));
    await waitFor(() => expect(received).toContain('/prod-api/im/config/service zh_CN'));
    expect(received).toEqual(['/prod-api/im/config zh_CN', '/prod-api/im/config/service zh_CN']);
    expect(title.disabled).toBe(false);

    await userEvent.click(within(texts()).getByText('English'));
    await waitFor(() => expect(title.value).toBe('Help desk'));
    await userEvent.click(within(texts()).getByText('简体中文'));
    await waitFor(() => expect(title.value).toBe('在线客服'));
    expect(documentLoads(received)).toEqual([
      '/prod-api/im/config zh_CN',
      '/prod-api/im/config en',
      '/prod-api/im/config zh_CN',
    ]);
  });

  it('starts in the interface language: the one GET and the picker are in English', async () => {
    await changeLanguage('en');
    const received = chatConfigServer();
    const title = open('Window title');
    await waitFor(() => expect(title.value).toBe('Help desk'));
    await waitFor(() => expect(received).toContain('/prod-api/im/config/service en'));
    expect(documentLoads(received)).toEqual(['/prod-api/im/config en']);
    expect(within(texts()).getByRole('radio', { name: 'English' })).toHaveProperty('checked', true);
  });
});
