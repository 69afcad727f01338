// The logged-in user's own account: password (both forms of spec §5), profile, e-mail.
import { randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { limits } from '../config';
import { maskedMail } from '../mail/secret';
import { hashToken } from '../lib/token';
import { sessionOf } from '../plugins/auth';
import { isCurrentPassword } from '../services/current-password';
import { changeOwnPassword } from '../services/own-password';
import { takeTurn } from '../services/rate-limit';
import { loadUserInfo } from '../services/user-info';
import { accountText, badRequestReply } from './account-messages';
import { messageSchema, requiredText, userInfoSchema } from './schemas';

const encrypted = requiredText(1024);
const strictObject = (required: string[], properties: Record<string, object>) =>
  ({ type: 'object', required, additionalProperties: false, properties }) as const;

const profileDrawerBody = strictObject(['oldPassword', 'password', 'password2'], {
  oldPassword: encrypted,
  password: encrypted,
  password2: encrypted,
});
const dialogBody = strictObject(['oldPass', 'newPass'], { oldPass: encrypted, newPass: encrypted });
const centerBody = strictObject(['nickName'], {
  nickName: requiredText(64),
  phone: { type: 'string', maxLength: 32 },
  gender: { type: 'string', maxLength: 16 },
});
const emailCodeBody = strictObject(['email'], { email: requiredText(128) });
const updateEmailBody = strictObject(['password', 'email'], { password: encrypted, email: requiredText(128) });

// The same rule as the browser's e-mail check: something@something.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The e-mail code is stored with the address it was sent to, so it proves that address only.
const emailCodeHash = (email: string, code: string) => hashToken(`${email.toLowerCase()}\n${code.trim()}`);
const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

// Each code is a mail: limited per user and per target address, so the call mails nobody in bulk.
const EMAIL_CODE_LIMITS = [
  { bucket: 'email-code-minute', max: limits.emailCodesPerMinute, windowMs: 60_000 },
  { bucket: 'email-code-hour', max: limits.emailCodesPerHour, windowMs: 3_600_000 },
] as const;

const accountRoutes: FastifyPluginAsync = async (app) => {
  const deps = { repos: app.repos, decryptPassword: app.decryptPassword };

  // Spec §7: the answer carries code 0 and a message on success. Wrong input answers 400 in the
  // `{ status, message }` shape, like every other error of this API.
  app.put<{ Body: { oldPassword: string; password: string; password2: string } }>(
    '/auth/password',
    {
      schema: {
        body: profileDrawerBody,
        response: { 200: { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' } } } },
      },
    },
    async (request, reply) => {
      const { oldPassword, password, password2 } = request.body;
      const outcome = await changeOwnPassword(deps, sessionOf(request), request.ip, {
        oldPassword,
        newPassword: password,
        confirmPassword: password2,
      });
      if (outcome !== 'changed') return badRequestReply(request, reply, outcome);
      return { code: 0, message: accountText(request, 'changed') };
    },
  );

  app.post<{ Body: { oldPass: string; newPass: string } }>(
    '/api/sysUser/updatePass/',
    { schema: { body: dialogBody, response: { 200: messageSchema } } },
    async (request, reply) => {
      const outcome = await changeOwnPassword(deps, sessionOf(request), request.ip, {
        oldPassword: request.body.oldPass,
        newPassword: request.body.newPass,
      });
      if (outcome !== 'changed') return badRequestReply(request, reply, outcome);
      return { message: accountText(request, 'changed') };
    },
  );

  app.put<{ Body: { nickName: string; phone?: string; gender?: string } }>(
    '/api/sysUser/center',
    { schema: { body: centerBody, response: { 200: userInfoSchema } } },
    async (request) => {
      const { tenantId, userId } = sessionOf(request);
      await app.repos.userAdmin.update(tenantId, userId, request.body);
      return loadUserInfo(app.repos, tenantId, userId);
    },
  );

  app.post<{ Body: { email: string } }>(
    '/api/sysUser/emailCode',
    { schema: { body: emailCodeBody, response: { 200: messageSchema } } },
    async (request, reply) => {
      const { email } = request.body;
      if (!EMAIL.test(email)) return badRequestReply(request, reply, 'emailInvalid');
      const { tenantId, userId } = sessionOf(request);
      const keys = [`user:${userId}`, `to:${email.toLowerCase()}`];
      await takeTurn(
        app.repos.rateLimits,
        EMAIL_CODE_LIMITS.flatMap((limit) => keys.map((key) => ({ limit, key }))),
      );
      const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
      // The forgotten-password code table serves here too: one live code per user, hashed.
      await app.repos.resetCodes.issue(tenantId, userId, emailCodeHash(email, code), limits.resetCodeTtl);
      const mail = {
        tenantId,
        to: email,
        subject: accountText(request, 'emailCodeMailSubject'),
        ...maskedMail(app.mailSealer, code, (shown) =>
          accountText(request, 'emailCodeMailBody', { code: shown, minutes: limits.resetCodeTtl / 60_000 }),
        ),
      };
      await app.repos.mailOutbox.add(mail);
      // The code is a secret: the log names the mail only, the outbox holds it masked and sealed.
      request.log.info({ mail: { to: mail.to, subject: mail.subject } }, 'mail queued in mail_outbox');
      return { message: accountText(request, 'emailCodeSent') };
    },
  );

  app.post<{ Params: { code: string }; Body: { password: string; email: string } }>(
    '/api/sysUser/updateEmail/:code',
    { schema: { body: updateEmailBody, response: { 200: userInfoSchema } } },
    async (request, reply) => {
      const { tenantId, userId } = sessionOf(request);
      const { email, password } = request.body;
      const active = await app.repos.resetCodes.findActive(userId, limits.resetCodeAttempts);
      if (!active) return reply.code(400).send({ status: 400, message: request.t('auth.captchaMissing') });
      if (!sameHash(emailCodeHash(email, request.params.code), active.codeHash)) {
        await app.repos.resetCodes.recordWrongGuess(active.id);
        return reply.code(400).send({ status: 400, message: request.t('auth.captchaWrong') });
      }
      if (!(await isCurrentPassword(app.repos, { tenantId, userId }, request.ip, app.decryptPassword(password)))) {
        return badRequestReply(request, reply, 'oldPasswordWrong');
      }
      await app.repos.resetCodes.use(active.id);
      await app.repos.userAdmin.update(tenantId, userId, { email });
      return loadUserInfo(app.repos, tenantId, userId);
    },
  );
};

export default accountRoutes;
