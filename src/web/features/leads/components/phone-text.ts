import { compactPhone } from '../../../../shared/phone';

/** Spanish numbers read the Spanish way: 612 34 56 78, +34 612 34 56 78; others as typed. */
export function phoneText(phone: string): string {
  const m = /^(\+34)?(\d{3})(\d{2})(\d{2})(\d{2})$/.exec(compactPhone(phone));
  return m ? [m[1], m[2], m[3], m[4], m[5]].filter(Boolean).join(' ') : phone;
}
