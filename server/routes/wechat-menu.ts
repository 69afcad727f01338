// The official-account menu of the visual editor: GET api/wxMenu reads the saved menu, PUT saves
// it (checked against WeChat's rules first), POST api/wxMenu/publish sends the saved menu to
// WeChat through the connector. Permission: the `wechat/menu` view's wxMenu:list / wxMenu:edit.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { WechatButton } from '../connectors/wechat';
import { badRequest, forbidden } from '../lib/http-error';
import type { MessageKey } from '../i18n/index';
import { sessionOf } from '../plugins/auth';
import { allows, authoritiesOf } from '../services/authorities';
import { wechatOf } from '../services/wechat-account';
import { cleanMenu, menuProblem } from '../wechat/menu-rules';

export const WECHAT_MENU = 'internal/wechat-menu';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const leaf = {
  name: text(60),
  type: { enum: ['click', 'view', 'miniprogram'] },
  key: text(128),
  url: text(1024),
  appid: text(32),
  pagepath: text(200),
} as const;
const button = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    ...leaf,
    sub_button: {
      type: 'array',
      maxItems: 5,
      items: { type: 'object', additionalProperties: false, required: ['name'], properties: leaf },
    },
  },
} as const;
const menuBody = {
  type: 'object',
  additionalProperties: false,
  required: ['buttons'],
  properties: { buttons: { type: 'array', maxItems: 3, items: button } },
} as const;

const wechatMenuRoutes: FastifyPluginAsync = async (app) => {
  const may = async (request: FastifyRequest, action: 'list' | 'edit') => {
    const { tenantId, userId } = sessionOf(request);
    if (!allows(await authoritiesOf(app.repos, tenantId, userId), `wxMenu:${action}`)) throw forbidden();
  };
  const stored = async (tenantId: number) => (await app.repos.collections.findAll(tenantId, WECHAT_MENU, {}, 1))[0];
  const check = (buttons: WechatButton[]) => {
    const found = menuProblem(buttons);
    if (found) throw badRequest(`wechat.menu.${found.problem}` as MessageKey, { at: found.at });
  };

  app.get('/api/wxMenu', async (request) => {
    await may(request, 'list');
    const row = await stored(sessionOf(request).tenantId);
    return {
      buttons: (row?.data.buttons as WechatButton[] | undefined) ?? [],
      updateTime: row?.updatedAt.toISOString(),
    };
  });

  // preValidation: a caller without the permission learns nothing from validation errors.
  app.put<{ Body: { buttons: WechatButton[] } }>(
    '/api/wxMenu',
    { schema: { body: menuBody }, preValidation: async (request) => may(request, 'edit') },
    async (request) => {
      const buttons = cleanMenu(request.body.buttons);
      check(buttons);
      const { tenantId } = sessionOf(request);
      const current = await stored(tenantId);
      const row = current
        ? await app.repos.collections.update(tenantId, WECHAT_MENU, current.id, { buttons })
        : await app.repos.collections.insert(tenantId, WECHAT_MENU, { buttons });
      return { buttons, updateTime: row?.updatedAt.toISOString() };
    },
  );

  app.post('/api/wxMenu/publish', async (request) => {
    await may(request, 'edit');
    const { tenantId } = sessionOf(request);
    const buttons = ((await stored(tenantId))?.data.buttons as WechatButton[] | undefined) ?? [];
    check(buttons);
    await (await wechatOf(app.repos, tenantId)).publishMenu(buttons);
    return { published: true };
  });
};

export default wechatMenuRoutes;
