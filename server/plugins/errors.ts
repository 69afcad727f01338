// The one error handler: every error answer is `{ status, message }` with the message in the
// caller's language (plus an HttpError's own `details`, such as the studio's list of problems).
// 5xx details go to the log only.
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';
import { classifyError } from './classify-error';

export default fp(
  async (app) => {
    app.setErrorHandler(async (error, request, reply) => {
      const { status, key, params } = classifyError(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      const details = error instanceof HttpError ? error.details?.((...args) => request.t(...args)) : undefined;
      return reply.code(status).send({ ...details, status, message: request.t(key, params) });
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
