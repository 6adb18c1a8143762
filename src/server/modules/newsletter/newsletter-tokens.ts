import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: unguessable. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Confirmation tokens are stored only as this hash: a database leak confirms nobody. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A token as it may arrive in a link: anything else is answered as unknown without a query. */
export const isTokenShaped = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token);
