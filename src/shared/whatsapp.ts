import { compactPhone } from './phone';

/**
 * WhatsApp reaches mobile numbers. In Spain they start with 6 or 7; 8xx and 9xx are landlines
 * (and service numbers), which a wa.me link only sends to "this number is not on WhatsApp".
 * Numbers of other countries cannot be told apart by their digits, so they keep their link.
 */
function whatsappNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const typed = compactPhone(phone);
  let international: string;
  if (typed.startsWith('+')) international = typed.slice(1);
  else if (typed.startsWith('00')) international = typed.slice(2);
  else international = `34${typed}`;
  if (!/^\d+$/.test(international)) return null;
  if (international.startsWith('34')) return /^34[67]\d{8}$/.test(international) ? international : null;
  return /^\d{8,15}$/.test(international) ? international : null;
}

/** `https://wa.me/34612345678?text=…` for a mobile number; null for a landline or no number. */
export function whatsappLink(phone: string | null | undefined, message?: string): string | null {
  const number = whatsappNumber(phone);
  if (!number) return null;
  return message ? `https://wa.me/${number}?text=${encodeURIComponent(message)}` : `https://wa.me/${number}`;
}
