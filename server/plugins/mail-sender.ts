// The mail sender: every MAIL_SEND_INTERVAL_MS (default 10 s) it delivers the mail that is due
// (mail/deliver.ts). Several instances may run it at once: each mail is claimed by one.
import fp from 'fastify-plugin';
import { intervalFromEnv, runPeriodically } from '../lib/periodic-task';
import { deliverDueMail } from '../mail/deliver';
import { sendWithSmtp } from '../mail/smtp';

export default fp(
  async (app) => {
    runPeriodically(app, 'mail sending', intervalFromEnv('MAIL_SEND_INTERVAL_MS', 10_000), () =>
      deliverDueMail(app.repos, sendWithSmtp, app.mailSealer),
    );
  },
  { name: 'mail-sender', dependencies: ['db', 'config'] },
);
