// auth/*: public key, captcha, login, user info, logout, forgotten-password code.
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../plugins/auth';
import { drawCaptcha } from '../services/captcha';
import { login, type LoginInput } from '../services/login';
import { sendResetCode } from '../services/password-reset';
import { messageSchema, requiredText, userInfoSchema } from './schemas';

const loginBody = {
  type: 'object',
  required: ['username', 'password', 'code', 'uuid'],
  additionalProperties: false,
  properties: {
    username: requiredText(64),
    // Base64 of a 2048-bit RSA block is 344 characters; leave room, refuse megabytes.
    password: requiredText(1024),
    code: requiredText(16),
    uuid: requiredText(64),
  },
} as const;

const resetCodeBody = {
  type: 'object',
  required: ['username'],
  additionalProperties: false,
  properties: { username: requiredText(64) },
} as const;

const authRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/auth/publicKey',
    {
      config: { public: true },
      schema: { response: { 200: { type: 'object', properties: { publicKey: { type: 'string' } } } } },
    },
    async () => ({ publicKey: app.config.rsa.publicKeyPem }),
  );

  app.get(
    '/auth/code',
    {
      config: { public: true },
      schema: {
        response: { 200: { type: 'object', properties: { img: { type: 'string' }, uuid: { type: 'string' } } } },
      },
    },
    async (request, reply) => {
      // A captcha is single use: a cached one would be dead on arrival.
      reply.header('cache-control', 'no-store');
      return drawCaptcha(app.repos, request.ip);
    },
  );

  app.post<{ Body: Omit<LoginInput, 'ip' | 'userAgent'> }>(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        body: loginBody,
        response: { 200: { type: 'object', properties: { token: { type: 'string' }, user: userInfoSchema } } },
      },
    },
    async (request) =>
      login(
        { repos: app.repos, decryptPassword: app.decryptPassword, captcha: app.config.captcha },
        { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      ),
  );

  app.get('/auth/info', { schema: { response: { 200: userInfoSchema } } }, async (request) => {
    return sessionOf(request).access.userInfo();
  });

  app.delete('/auth/logout', { schema: { response: { 200: { type: 'object' } } } }, async (request) => {
    const { tenantId, sessionId } = sessionOf(request);
    await app.repos.sessions.revoke(sessionId);
    app.sessionMemory.forget(sessionId);
    // The chat sockets this login opened close too, on whichever instance holds them.
    await app.chat.bus.publish({ tenantId, sessionEnded: sessionId });
    return {};
  });

  app.post<{ Body: { username: string } }>(
    '/auth/resetCode',
    { config: { public: true }, schema: { body: resetCodeBody, response: { 200: messageSchema } } },
    async (request) => {
      const deps = { repos: app.repos, log: request.log, sealer: app.mailSealer, t: request.t.bind(request) };
      await sendResetCode(deps, request.body.username, request.ip);
      return { message: request.t('auth.resetCodeSent') };
    },
  );
};

export default authRoutes;
