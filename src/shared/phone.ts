/** A typed phone without the spaces, dots, dashes and brackets people write it with: "+34612345678". */
export const compactPhone = (phone: string): string => phone.replace(/[\s().-]/g, '');

/** A phone the forms accept: 9 to 15 digits once compacted, with or without a leading +. */
export const isPhoneNumber = (phone: string): boolean => /^\+?\d{9,15}$/.test(compactPhone(phone));

/**
 * A phone in E.164 ("+34612345678"), as SMS gateways take it; null when it is not one. A number
 * without its country is Spanish (9 digits from 6 to 9); "0034…" and "34…" are read as "+34…"; any
 * other country keeps its own digits (8 to 15, E.164's range), which cannot be checked further here.
 */
export function toE164(phone: string): string | null {
  const typed = compactPhone(phone);
  const international = typed.startsWith('+')
    ? typed.slice(1)
    : typed.startsWith('00')
      ? typed.slice(2)
      : /^[6-9]\d{8}$/.test(typed)
        ? `34${typed}`
        : /^34[6-9]\d{8}$/.test(typed)
          ? typed
          : null;
  if (!international || !/^[1-9]\d{7,14}$/.test(international)) return null;
  if (international.startsWith('34') && !/^34[6-9]\d{8}$/.test(international)) return null;
  return `+${international}`;
}
