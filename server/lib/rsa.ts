// The deployment's RSA key pair: the browser encrypts passwords with the public key (jsencrypt,
// PKCS#1 v1.5); the server decrypts with the private key.
import { generateKeyPairSync } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';

export interface RsaKeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

export function generateRsaKeyPair(): RsaKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Reads the pair from `dir`, creating it (files mode 0600) on first start. */
export async function loadOrCreateRsaKeys(dir: string): Promise<RsaKeyPair & { created: boolean }> {
  const publicFile = path.join(dir, 'public.pem');
  const privateFile = path.join(dir, 'private.pem');
  try {
    const [publicKeyPem, privateKeyPem] = await Promise.all([
      readFile(publicFile, 'utf8'),
      readFile(privateFile, 'utf8'),
    ]);
    return { publicKeyPem, privateKeyPem, created: false };
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const pair = generateRsaKeyPair();
  await writeFile(privateFile, pair.privateKeyPem, { mode: 0o600 });
  await writeFile(publicFile, pair.publicKeyPem, { mode: 0o600 });
  // The mode option is filtered by the umask; make sure the private key is really owner-only.
  await Promise.all([chmod(privateFile, 0o600), chmod(publicFile, 0o600)]);
  return { ...pair, created: true };
}

export type Decryptor = (base64: string) => string | null;

/** Node 20's crypto refuses PKCS#1 v1.5 for private decryption, so node-forge does it. Returns
 * null for anything that does not decrypt to UTF-8 text. */
export function createDecryptor(privateKeyPem: string): Decryptor {
  const key = forge.pki.privateKeyFromPem(privateKeyPem);
  return (base64) => {
    try {
      return forge.util.decodeUtf8(key.decrypt(forge.util.decode64(base64), 'RSAES-PKCS1-V1_5'));
    } catch {
      return null;
    }
  };
}
