// index.html's prerendered page (scripts/build/route-scripts.ts, run here as the browser runs it)
// and its handover to the app (src/lib/prerendered-page.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prerenderShowScript } from '../../scripts/build/route-scripts';
import { holdPrerenderedPage, takePrerenderedInput } from '../../src/lib/prerendered-page';

const markup = [
  '<main><form>',
  '<input id="user" autofocus><input id="pass" type="password"><input id="remember" type="checkbox">',
  '<img data-early-src="/api/code img" hidden><span data-early-placeholder="/api/code">…</span>',
  '<button type="submit">go</button>',
  '</form></main>',
].join('');

function show(pathname = '/login'): HTMLElement {
  document.body.innerHTML = `<div id="root"></div><template id="page-login">${markup}</template>`;
  const script = prerenderShowScript({
    '/login': { template: 'page-login', whenStored: { language: [null, 'zh_CN'], theme: [null] } },
  });
  new Function('location', script)({ pathname });
  return document.getElementById('root')!;
}

beforeEach(() => {
  localStorage.clear();
  window.__earlyAnswers = {
    '/api/code': { askedAt: Date.now(), request: Promise.resolve({ img: 'data:image/png;base64,AA' }) },
  };
  // jsdom has no image decoding; the browser's resolves once the picture can be painted.
  HTMLImageElement.prototype.decode = () => Promise.resolve();
});
afterEach(() => {
  takePrerenderedInput();
  delete window.__earlyAnswers;
  delete window.__prerenderedPictures;
});

describe('the prerendered page', () => {
  it('is shown on its address to a first visit, its picture filled from the early answer', async () => {
    const root = show();
    expect(root.hasAttribute('data-prerendered')).toBe(true);
    expect(root.querySelector('main')?.hasAttribute('data-prerendered-page')).toBe(true);
    await window.__prerenderedPictures;
    const picture = root.querySelector('img')!;
    expect(picture.getAttribute('src')).toBe('data:image/png;base64,AA');
    expect(picture.hidden).toBe(false);
    expect(root.querySelector<HTMLElement>('[data-early-placeholder]')!.hidden).toBe(true);
  });

  it('keeps its placeholder when the early request failed', async () => {
    window.__earlyAnswers = { '/api/code': { askedAt: Date.now(), request: Promise.reject(new Error('503')) } };
    const root = show();
    await window.__prerenderedPictures;
    expect(root.querySelector('img')!.hidden).toBe(true);
    expect(root.querySelector<HTMLElement>('[data-early-placeholder]')!.hidden).toBe(false);
  });

  it('is not shown on another address, nor to a visitor with another language or any theme settings stored', () => {
    expect(show('/forget').innerHTML).toBe('');
    localStorage.setItem('language', 'en');
    expect(show().innerHTML).toBe('');
    localStorage.setItem('language', 'zh_CN');
    localStorage.setItem('theme', '{}');
    expect(show().innerHTML).toBe('');
    localStorage.removeItem('theme');
    expect(show().innerHTML).not.toBe('');
  });

  it('hands what was typed, ticked, focused and sent to the app once, and not what the app’s own fields do', () => {
    const root = show();
    const field = (id: string) => document.getElementById(id) as HTMLInputElement;
    field('user').value = 'admin';
    field('pass').value = 'secret';
    field('remember').checked = true;
    field('pass').focus();
    field('pass').setSelectionRange(2, 4);
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    expect(holdPrerenderedPage(root)).toBe(true);
    // The app's first render replaces the markup with its own fields, the same ids; one takes the focus.
    root.innerHTML = '<form><input id="user"><input id="pass"></form>';
    field('user').focus();
    const appSubmit = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')!.dispatchEvent(appSubmit);
    expect(appSubmit.defaultPrevented).toBe(false);

    expect(takePrerenderedInput()).toEqual({
      values: { user: 'admin', pass: 'secret' },
      checked: { remember: true },
      focused: { id: 'pass', start: 2, end: 4 },
      submitHeld: true,
    });
    expect(takePrerenderedInput()).toBeNull();
    expect(['data-prerendered', 'data-focused', 'data-submit-held'].filter((name) => root.hasAttribute(name))).toEqual(
      [],
    );
  });

  it('holds nothing where index.html showed no page', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(holdPrerenderedPage(document.getElementById('root')!)).toBe(false);
    expect(takePrerenderedInput()).toBeNull();
  });
});
