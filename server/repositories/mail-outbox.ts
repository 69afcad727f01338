// Outgoing mail. No SMTP is configured in the reference server, so mail waits here (and in the
// log); a mailer, when one is added, sends the rows and sets sent_at.
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  tenantId: number;
  to: string;
  subject: string;
  body: string;
}

export function mailOutboxRepository(db: Db) {
  return {
    async add(mail: Mail): Promise<void> {
      await db.insert(mailOutbox).values({
        tenantId: mail.tenantId,
        toAddress: mail.to,
        subject: mail.subject,
        body: mail.body,
      });
    },
  };
}
