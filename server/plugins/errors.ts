// The one error handler: every error answer is `{ status, message }` with the message in the
// caller's language. 5xx details go to the log only.
import fp from 'fastify-plugin';
import { classifyError } from './classify-error';

export default fp(
  async (app) => {
    app.setErrorHandler(async (error, request, reply) => {
      const { status, key, params } = classifyError(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ status, message: request.t(key, params) });
    });
  },
  { name: 'errors', dependencies: ['i18n'] },
);
