// While the server closes (SIGTERM), requests already running finish; a request that still
// arrives on an open keep-alive connection gets 503 in the `{ status, message }` shape (Fastify's
// own return503OnClosing answer has another shape), with Connection: close so the client retries
// elsewhere or after the restart.
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onRequest', async (request, reply) => {
      if (!closing) return;
      const status = 503;
      return reply
        .code(status)
        .header('connection', 'close')
        .send({ status, message: request.t('error.shuttingDown') });
    });
  },
  { name: 'closing', dependencies: ['i18n'] },
);
