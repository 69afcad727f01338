// Session tokens: 32 random bytes in hex for the client, only their sha256 in the database.
import { createHash, randomBytes } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('hex');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
