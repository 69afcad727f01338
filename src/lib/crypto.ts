// Passwords leave the browser only RSA-encrypted with the deployment's public key (spec §5).
import { api } from './api-client';

let publicKey: Promise<string> | null = null;

/** GET auth/publicKey once per page load; a failed fetch is retried on the next call. */
function fetchPublicKey(): Promise<string> {
  publicKey ??= api
    .get<{ publicKey: string }>('auth/publicKey', { skipErrorUi: true })
    .then((answer) => answer.publicKey)
    .catch((error: unknown) => {
      publicKey = null;
      throw error;
    });
  return publicKey;
}

/** PKCS#1 v1.5, base64: what the server's decryption expects (docs/api.md). */
export async function encryptPassword(plain: string): Promise<string> {
  // jsencrypt is loaded on first use: the login page shows before anyone needs it.
  const [{ JSEncrypt }, key] = await Promise.all([import('jsencrypt'), fetchPublicKey()]);
  const encryptor = new JSEncrypt();
  encryptor.setPublicKey(key);
  const encrypted = encryptor.encrypt(plain);
  if (encrypted === false) throw new Error('The password could not be encrypted with the server key.');
  return encrypted;
}
