// The schema Upload widget over the app's real data provider, with msw standing in for the server:
// files go out with the login's Authorization header, and the field's value is the stored URL (a
// string field) or the list of URLs (an array field), shown back as the antd file list.
import { createForm, type Form } from '@formily/core';
import type { ISchema } from '@formily/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RendererProvider } from '../../../renderers/context';
import { SchemaForm } from '../../../renderers/form/schema-form';
import { dataProvider } from '../../../src/lib/data-provider';
import { saveToken } from '../../../src/stores/session';
import { server } from '../support/msw-server';

const schema: ISchema = {
  type: 'object',
  properties: {
    cover: {
      type: 'string',
      title: 'cover',
      'x-decorator': 'FormItem',
      'x-component': 'Upload',
      'x-component-props': { action: 'api/pictures' },
    },
    gallery: {
      type: 'array',
      title: 'gallery',
      items: { type: 'string' },
      'x-decorator': 'FormItem',
      'x-component': 'Upload',
      'x-component-props': { listType: 'text' },
    },
  },
};

interface Received {
  path: string;
  authorization: string | null;
  hasFile: boolean;
}

/**
 * Answers the upload paths as the server does ({ url }): the n-th upload gets stored-n.png, and
 * `failing` uploads answer 500. (jsdom's File reaches msw without its name or bytes, so the
 * multipart part is checked for presence only.)
 */
function fileServer(failing: number[] = []): Received[] {
  const received: Received[] = [];
  const store = async ({ request }: { request: Request }) => {
    const hasFile = (await request.formData()).has('file');
    received.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('Authorization'),
      hasFile,
    });
    if (failing.includes(received.length))
      return HttpResponse.json({ status: 500, message: '存储失败' }, { status: 500 });
    return HttpResponse.json(
      { id: received.length, url: `/prod-api/api/materials/file/stored-${received.length}.png` },
      { status: 201 },
    );
  };
  server.use(http.post('/prod-api/api/pictures', store), http.post('/prod-api/api/upload', store));
  return received;
}

function renderForm(form: Form) {
  const can = () => true;
  const encrypt = (text: string) => text;
  return render(
    <RendererProvider dataProvider={dataProvider} can={can} encrypt={encrypt}>
      <SchemaForm form={form} schema={schema} path="form" />
    </RendererProvider>,
  );
}

const item = (label: string) =>
  screen.getByText(label, { selector: 'label' }).closest('.ant-formily-item') as HTMLElement;
const fileInput = (label: string) => item(label).querySelector('input[type=file]') as HTMLInputElement;
const png = (name: string) => new File(['\x89PNG'], name, { type: 'image/png' });

describe('Upload widget', () => {
  it("shows stored URLs as files and stores an uploaded file's URL, sent with the auth header", async () => {
    saveToken('token-abc', false);
    const received = fileServer();
    const form = createForm({
      initialValues: { cover: 'https://cdn.example.com/old.png', gallery: ['https://cdn.example.com/a%20b.pdf'] },
    });
    renderForm(form);
    expect(item('cover').querySelector('.ant-upload-list-item img')?.getAttribute('src')).toBe(
      'https://cdn.example.com/old.png',
    );
    expect(screen.getByText('a b.pdf').closest('a')?.getAttribute('href')).toBe('https://cdn.example.com/a%20b.pdf');

    await userEvent.upload(fileInput('cover'), png('new.png'));
    await waitFor(() => expect(form.values.cover).toBe('/prod-api/api/materials/file/stored-1.png'));
    expect(received).toEqual([{ path: '/prod-api/api/pictures', authorization: 'token-abc', hasFile: true }]);
    // The new file replaces the old one (antd keeps the old entry in the DOM while it animates out).
    await waitFor(() =>
      expect(item('cover').querySelector('img[src="/prod-api/api/materials/file/stored-1.png"]')).toBeTruthy(),
    );

    await userEvent.upload(fileInput('gallery'), png('two.png'));
    await waitFor(() =>
      expect(form.values.gallery).toEqual([
        'https://cdn.example.com/a%20b.pdf',
        '/prod-api/api/materials/file/stored-2.png',
      ]),
    );
    expect(received[1]).toEqual({ path: '/prod-api/api/upload', authorization: 'token-abc', hasFile: true });
    expect(screen.getByText('stored-2.png').closest('a')?.getAttribute('href')).toBe(
      '/prod-api/api/materials/file/stored-2.png',
    );
  });

  it('removes a stored file from the value, and keeps the value when an upload fails', async () => {
    saveToken('token-abc', false);
    fileServer([1]);
    const form = createForm({
      initialValues: {
        cover: 'https://cdn.example.com/old.png',
        gallery: ['https://cdn.example.com/a.png', 'https://cdn.example.com/b.png'],
      },
    });
    renderForm(form);
    const entry = screen.getByText('a.png').closest('.ant-upload-list-item') as HTMLElement;
    await userEvent.click(entry.querySelector('.ant-upload-list-item-action') as HTMLElement);
    await waitFor(() => expect(form.values.gallery).toEqual(['https://cdn.example.com/b.png']));

    await userEvent.upload(fileInput('gallery'), png('fail.png'));
    await waitFor(() => expect(screen.getByText('fail.png').closest('.ant-upload-list-item-error')).toBeTruthy());
    expect(form.values.gallery).toEqual(['https://cdn.example.com/b.png']);

    const cover = item('cover').querySelector('.ant-upload-list-item') as HTMLElement;
    await userEvent.click(
      cover.querySelector('.ant-upload-list-item-actions button, .ant-upload-list-item-action') as HTMLElement,
    );
    await waitFor(() => expect(form.values.cover).toBe(''));
  });
});
