// A secret a queued mail carries (a password reset or e-mail change code) is never stored in
// clear: the body in mail_outbox shows it masked (the e-mail log screen shows that body), and the
// secret itself is kept sealed beside it (AES-256-GCM, key derived from the deployment's private
// key, which lives in the data folder, not in the database) until the sender puts it back into the
// text it delivers. docs/decisions.md, "Secrets in queued mail".
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** What the stored body shows in place of the secret. */
export const SECRET_MASK = '******';

export interface MailSealer {
  seal(secret: string): string;
  /** null when the sealed text does not open with this deployment's key (the key was replaced). */
  unseal(sealed: string): string | null;
}

export function createMailSealer(privateKeyPem: string): MailSealer {
  const key = Buffer.from(hkdfSync('sha256', privateKeyPem, '', 'backoffice mail secret', 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const encrypted = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64');
    },
    unseal(sealed) {
      try {
        const bytes = Buffer.from(sealed, 'base64');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The stored form of a mail whose text carries `secret`: `render` writes the text around it. */
export function maskedMail(
  sealer: MailSealer,
  secret: string,
  render: (secret: string) => string,
): { body: string; sealedSecret: string } {
  return { body: render(SECRET_MASK), sealedSecret: sealer.seal(secret) };
}

/** The text to deliver: the stored body with the secret put back, or null when it cannot be opened. */
export function deliveredText(sealer: MailSealer, body: string, sealedSecret: string | null): string | null {
  if (sealedSecret === null) return body;
  const secret = sealer.unseal(sealedSecret);
  return secret === null ? null : body.replace(SECRET_MASK, () => secret);
}
