/**
 * Spanish tax ids (NIF): a person's DNI or NIE, or a company's CIF, checked with the official
 * control characters. Used by the billing-details schema the form and the API share.
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** Organisations whose CIF ends in a letter; those in DIGIT_ORGS end in a digit; the rest either. */
const LETTER_ORGS = 'NPQRSW';
const DIGIT_ORGS = 'ABEH';
const CIF_LETTERS = 'JABCDEFGHI';

/** Upper case, without spaces, dots or dashes: `b-12.345.674` → `B12345674`. */
export function normalizeTaxId(value: string): string {
  return value.toUpperCase().replace(/[\s.\-_/]/g, '');
}

const dniLetter = (digits: string) => DNI_LETTERS[Number(digits) % 23];

function validDni(id: string): boolean {
  const m = /^(\d{8})([A-Z])$/.exec(id);
  return !!m && dniLetter(m[1]!) === m[2];
}

function validNie(id: string): boolean {
  const m = /^([XYZ])(\d{7})([A-Z])$/.exec(id);
  return !!m && dniLetter(`${'XYZ'.indexOf(m[1]!)}${m[2]}`) === m[3];
}

/** The CIF's control: digits in even places added, those in odd places doubled and their figures added. */
export function cifControl(digits: string): { digit: string; letter: string } {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    if (i % 2 === 1) sum += n;
    else sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
  }
  const d = (10 - (sum % 10)) % 10;
  return { digit: String(d), letter: CIF_LETTERS[d]! };
}

function validCif(id: string): boolean {
  const m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(id);
  if (!m) return false;
  const [, org, digits, control] = m as unknown as [string, string, string, string];
  const expected = cifControl(digits);
  if (LETTER_ORGS.includes(org)) return control === expected.letter;
  if (DIGIT_ORGS.includes(org)) return control === expected.digit;
  return control === expected.letter || control === expected.digit;
}

/** Whether a normalised id is a valid DNI, NIE or CIF. */
export function isValidTaxId(id: string): boolean {
  return validDni(id) || validNie(id) || validCif(id);
}
