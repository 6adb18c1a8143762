import { randomBytes, randomInt } from 'node:crypto';
import { slugify } from '../../../shared/format';

/** `piso-luminoso-en-chamberi-k3x9q2`: the title plus a short random suffix. */
export function listingSlug(title: string): string {
  const base = slugify(title) || 'inmueble';
  return `${base}-${randomBytes(4).readUInt32BE(0).toString(36).padStart(6, '0').slice(-6)}`;
}

// No 0/O or 1/I: the code may be typed from a printed poster.
const QR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The 8-character uppercase code printed in the QR (`/q/{qr_code}`). */
export function qrCode(): string {
  let code = '';
  for (let i = 0; i < 8; i++) code += QR_ALPHABET[randomInt(QR_ALPHABET.length)];
  return code;
}
