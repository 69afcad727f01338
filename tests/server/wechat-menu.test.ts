// The official-account menu: saved after WeChat's rules are checked (translated 400s, nothing
// saved), and published through the WeChat connector to a local stand-in of its API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../server/i18n/index';
import { loadTranslations } from '../../server/screens/check/locales';
import { SCREEN_TEXT_LANGUAGES } from '../../schemas/wire/screen-schema';
import { adminAndOperator, type Call } from './helpers/api';
import { createTestApp, type TestApp } from './helpers/app';
import { startWechatStandIn, wechatConfigBody, type WechatStandIn } from './stand-ins/wechat';

const previousBase = process.env.WECHAT_API_BASE;
let t: TestApp;
let admin: Call;
let operator: Call;
let wechat: WechatStandIn;
beforeAll(async () => {
  wechat = await startWechatStandIn();
  process.env.WECHAT_API_BASE = wechat.base;
  t = await createTestApp();
  ({ admin, operator } = await adminAndOperator(t));
});
afterAll(async () => {
  await t.close();
  await wechat.close();
  process.env.WECHAT_API_BASE = previousBase;
});

const menu = [
  { name: '今日歌曲', type: 'click', key: 'V1001_TODAY_MUSIC', url: 'https://ignored.example.com' },
  {
    name: '菜单',
    type: 'view',
    sub_button: [
      { name: '搜索', type: 'view', url: 'https://www.example.com/search' },
      {
        name: '小程序',
        type: 'miniprogram',
        appid: 'wx286b93c14bbf93aa',
        pagepath: 'pages/lunar/index',
        url: 'https://example.com',
      },
    ],
  },
];

describe('official-account menu', () => {
  it('starts empty, saves the menu with only the fields WeChat reads, and reads it back', async () => {
    expect((await admin('GET', 'api/wxMenu')).json()).toEqual({ buttons: [] });
    const saved = await admin('PUT', 'api/wxMenu', { buttons: menu });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = [
      { name: '今日歌曲', type: 'click', key: 'V1001_TODAY_MUSIC' },
      { name: '菜单', sub_button: [menu[1]!.sub_button![0], menu[1]!.sub_button![1]] },
    ];
    expect(saved.json<{ buttons: unknown }>().buttons).toEqual(expected);
    expect((await admin('GET', 'api/wxMenu')).json<{ buttons: unknown }>().buttons).toEqual(expected);
  });

  it.each([
    [{ buttons: [] }, '一级菜单需要 1 到 3 个'],
    [
      { buttons: [{ name: '一二三四五六', type: 'click', key: 'k' }] },
      '“一二三四五六”的名称不能为空，一级菜单不超过 16 个字节（约 5 个汉字），子菜单不超过 60 个字节',
    ],
    [
      { buttons: [{ name: 'Shop', type: 'view', url: 'javascript:alert(1)' }] },
      '“Shop”是网页菜单，需要 http(s) 开头的网址',
    ],
    [{ buttons: [{ name: 'Tap', type: 'click' }] }, '“Tap”是点击菜单，需要不超过 128 字节的 key'],
    [
      { buttons: [{ name: 'More', sub_button: [{ name: 'App', type: 'miniprogram', appid: 'wx1' }] }] },
      '“More / App”是小程序菜单，需要 AppID、页面路径和备用网址',
    ],
    [{ buttons: [{ name: 'Bare' }] }, '“Bare”需要选择类型：点击、网页或小程序'],
  ])('refuses %j with a translated 400 and keeps the saved menu', async (body, message) => {
    expect((await admin('PUT', 'api/wxMenu', body)).json()).toEqual({ status: 400, message });
    expect((await admin('GET', 'api/wxMenu')).json<{ buttons: unknown[] }>().buttons).toHaveLength(2);
  });

  it('refuses more than 3 buttons or 5 sub-buttons by the body schema, and answers in English', async () => {
    const four = Array.from({ length: 4 }, (_, index) => ({ name: `B${index}`, type: 'click', key: `k${index}` }));
    expect((await admin('PUT', 'api/wxMenu', { buttons: four })).statusCode).toBe(400);
    const six = [
      {
        name: 'More',
        sub_button: Array.from({ length: 6 }, (_, index) => ({ name: `S${index}`, type: 'click', key: `k${index}` })),
      },
    ];
    expect((await admin('PUT', 'api/wxMenu', { buttons: six })).statusCode).toBe(400);
    const english = await admin('PUT', 'api/wxMenu', { buttons: [{ name: 'Tap', type: 'click' }] }, { language: 'en' });
    expect(english.json()).toEqual({
      status: 400,
      message: '"Tap" is a click button and needs a key of at most 128 bytes',
    });
  });

  it('publishes the saved menu to WeChat, once an official account is configured', async () => {
    expect((await admin('POST', 'api/wxMenu/publish')).statusCode).toBe(400);
    await admin('POST', 'api/wxConfig/wxapp', wechatConfigBody('Account'));
    const published = await admin('POST', 'api/wxMenu/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(wechat.state.menus).toEqual([(await admin('GET', 'api/wxMenu')).json<{ buttons: unknown }>().buttons]);
  });

  it('needs the wxMenu permissions', async () => {
    expect((await operator('GET', 'api/wxMenu')).statusCode).toBe(403);
    expect((await operator('PUT', 'api/wxMenu', { junk: true })).statusCode).toBe(403);
    expect((await operator('POST', 'api/wxMenu/publish')).statusCode).toBe(403);
  });
});

describe('the unconfigured message', () => {
  it.each(SCREEN_TEXT_LANGUAGES)(
    'names the menu items where the AppSecret is set, as the %s menu reads',
    (language) => {
      const menu = (loadTranslations('src/locales', language) as { menu: { wechat: Record<string, string> } }).menu
        .wechat;
      expect(translate(language, 'wechat.notConfigured')).toContain(`${menu.config} → ${menu.configWxapp}`);
    },
  );
});
