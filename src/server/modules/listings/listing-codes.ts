import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { slugify } from '../../../shared/format';
import type { Tx } from '../../db/client';
import { listings, qrRepoints } from '../../db/schema';

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

/**
 * A code no listing holds and no printed poster carries (moved, or left by a deleted listing):
 * a code in a shop window must never be handed out again.
 */
export async function unusedQrCode(tx: Tx): Promise<string> {
  for (;;) {
    const code = qrCode();
    const [inListings] = await tx.select({ id: listings.id }).from(listings).where(eq(listings.qrCode, code));
    const [inPosters] = await tx
      .select({ code: qrRepoints.code })
      .from(qrRepoints)
      .where(eq(qrRepoints.code, code));
    if (!inListings && !inPosters) return code;
  }
}
