// api/sysUser/*: user accounts. For now the public password reset with an e-mailed code.
import type { FastifyPluginAsync } from 'fastify';
import { resetPassword, type ResetPasswordInput } from '../services/password-reset';
import { messageSchema, requiredText } from './schemas';

const resetPassBody = {
  type: 'object',
  required: ['username', 'newPass', 'code'],
  additionalProperties: false,
  properties: { username: requiredText(64), newPass: requiredText(1024), code: requiredText(16) },
} as const;

const userRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: ResetPasswordInput }>(
    '/api/sysUser/resetPass',
    // Public: whoever forgot the password has no token; the e-mailed code is the credential.
    { config: { public: true }, schema: { body: resetPassBody, response: { 200: messageSchema } } },
    async (request) => {
      await resetPassword({ repos: app.repos, decryptPassword: app.decryptPassword }, request.body);
      return { message: request.t('auth.passwordReset') };
    },
  );
};

export default userRoutes;
