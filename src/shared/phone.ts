/** A typed phone without the spaces, dots, dashes and brackets people write it with: "+34612345678". */
export const compactPhone = (phone: string): string => phone.replace(/[\s().-]/g, '');

/** A phone the forms accept: 9 to 15 digits once compacted, with or without a leading +. */
export const isPhoneNumber = (phone: string): boolean => /^\+?\d{9,15}$/.test(compactPhone(phone));
