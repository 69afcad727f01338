// GET wx/getQRCodeContent (spec §7): the content of a WeChat QR code the user scans in the
// personal centre to bind their WeChat account. Each call creates a fresh scene (random, tied to
// the user, kept with its expiry) and asks WeChat for a temporary QR code of it; the browser
// draws the returned URL as a QR image.
import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../plugins/auth';
import { wechatOf } from '../services/wechat-account';

/** Where bind scenes are kept: an internal collection no screen serves. */
export const BIND_SCENES = 'internal/wechat-bind-scene';
export const BIND_QR_SECONDS = 600;

const answer = {
  type: 'object',
  properties: {
    content: { type: 'string' },
    scene: { type: 'string' },
    expireSeconds: { type: 'integer' },
    expiresAt: { type: 'string' },
  },
} as const;

const wechatBindRoutes: FastifyPluginAsync = async (app) => {
  app.get('/wx/getQRCodeContent', { schema: { response: { 200: answer } } }, async (request) => {
    const { tenantId, userId } = sessionOf(request);
    const wechat = await wechatOf(app.repos, tenantId);
    const scene = `bind_${randomBytes(12).toString('hex')}`;
    const qr = await wechat.createSceneQr(scene, BIND_QR_SECONDS);
    const expiresAt = new Date(Date.now() + qr.expireSeconds * 1000).toISOString();
    await app.repos.collections.insert(tenantId, BIND_SCENES, { scene, userId, expiresAt });
    return { content: qr.url, scene, expireSeconds: qr.expireSeconds, expiresAt };
  });
};

export default wechatBindRoutes;
