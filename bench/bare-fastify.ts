// The floor the API is compared with: a bare Fastify route answering a small JSON body, run in its
// own process like the real server. Prints its URL once listening; stops on SIGTERM.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`${address}/bare`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
