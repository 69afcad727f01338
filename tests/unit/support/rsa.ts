// A real RSA key pair so tests can check that passwords leave the browser encrypted.
import forge from 'node-forge';

const keyPair = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 });

export const publicKeyPem = forge.pki.publicKeyToPem(keyPair.publicKey);

/** What the server does with an encrypted password (PKCS#1 v1.5, base64). */
export function decryptPassword(encrypted: string): string {
  return keyPair.privateKey.decrypt(forge.util.decode64(encrypted), 'RSAES-PKCS1-V1_5');
}
