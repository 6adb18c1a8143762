import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * A feed's password must be sent again to the feed's server at each sync, so it is kept sealed
 * (AES-256-GCM with a key derived from the server's secret), never hashed. A changed server secret
 * leaves it unreadable: the sync then fails with a clear message and the owner types it again.
 */

const keyOf = (secret: string) => createHash('sha256').update(`escaparate feed password\0${secret}`).digest();

/** "v1.{iv}.{tag}.{ciphertext}", base64url. */
export function sealSecret(plain: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The password, or null when it cannot be opened (another secret, a damaged value). */
export function openSecret(sealed: string, secret: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
