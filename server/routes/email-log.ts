// The e-mail log screen (tools/email-log) over mail_outbox: every mail the server sends, with its
// status. A mail written in the screen is queued like the server's own; the mail sender delivers it
// (server/mail/). A sent mail can no longer be changed; a failed one can be sent again with
// POST api/emailLog/resend/{id} (a row call; permission: the screen's edit). A mail carrying a
// sealed code (mail/secret.ts) shows the code masked, never the sealed text, and cannot be edited:
// changing its address would deliver someone's code elsewhere.
import type { FastifyPluginAsync } from 'fastify';
import { HttpError, notFound } from '../lib/http-error';
import { sessionOf } from '../plugins/auth';
import { scopedResource } from '../resources/scoped';
import { rowId } from '../screens/handle';
import { registerScreenResource } from './screen-resource';
import type { Row } from '../screens/resource';

export const EMAIL_LOG_SCREEN = 'tools/email-log';

const emailLogRoutes: FastifyPluginAsync = async (app) => {
  const resource = scopedResource((repos) => repos.mailOutbox, {
    beforeWrite: async ({ repos, tenantId }, body, id) => {
      const current = id === undefined ? null : await repos.mailOutbox.get(tenantId, id);
      if (current?.status === 'success') throw new HttpError(409, 'mail.alreadySent');
      if (current?.sealedSecret) throw new HttpError(409, 'mail.holdsSecret');
      return body;
    },
    decorate: async (_ctx, { sealedSecret: _sealed, ...row }: Row & { id: number; sealedSecret?: string }) => row,
  });
  await registerScreenResource(app, EMAIL_LOG_SCREEN, resource);

  app.post<{ Params: { id: string } }>(
    '/api/emailLog/resend/:id',
    { config: { screen: { id: EMAIL_LOG_SCREEN, action: 'edit' } } },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const id = rowId(request.params.id);
      if (await app.repos.mailOutbox.resend(tenantId, id)) return { success: true };
      if (!(await app.repos.mailOutbox.get(tenantId, id))) throw notFound();
      throw new HttpError(409, 'mail.cannotResend');
    },
  );
};

export default emailLogRoutes;
