import { createHash } from 'node:crypto';
import { MAX_SIGNATURE_BYTES } from '../../../shared/visits';

/**
 * The parte de visita as data: what each visitor and the agent sign, the exact words they sign
 * (SHEET_TEXTS), and the SHA-256 that the PDF's audit page prints. The hash is defined here,
 * apart from the PDF, so a later check recomputes it from the stored data and signature images
 * without reading the PDF back.
 */

export interface SheetAddress {
  street: string;
  number: string;
  floor?: string | null;
  door?: string | null;
  postalCode: string;
  city: string;
  province?: string | null;
}

export interface VisitSheetData {
  visitId: string;
  agency: { name: string; taxId: string; address: string };
  property: { reference: string; address: SheetAddress };
  /** When the visit took place (shown in Madrid time). */
  startsAt: Date;
  /** DNI/NIE already validated and normalised (shared/visits idDocumentSchema). */
  visitors: { name: string; idNumber: string; firstVisit: boolean; signaturePng: Uint8Array }[];
  agent: { name: string; signaturePng: Uint8Array };
  requestedAt: Date;
  signedAt: Date;
  /** The visitor's contact, confirmed with a one-time code before signing. */
  confirmedContact: { kind: 'email' | 'phone'; value: string; confirmedAt: Date };
}

/**
 * The words on the sheet. They are part of the hashed content: changing them changes what people
 * sign, so a new wording needs a new SHEET_FORMAT.
 */
export const SHEET_TEXTS = {
  title: 'Parte de visita',
  firstVisitYes: 'Es la primera vez que visito este inmueble, a través de esta o de cualquier otra agencia.',
  firstVisitNo: 'Ya había visitado este inmueble antes, a través de esta o de otra agencia.',
  shown:
    'Las personas que firman este parte declaran que la agencia indicada les ha mostrado el inmueble descrito, en la fecha y hora indicadas.',
  commitment:
    'Se comprometen a no negociar ni cerrar la compra o el alquiler de este inmueble directamente con la propiedad, ni por medio de otras personas, sin la intervención de la agencia. Este compromiso no obliga a comprar ni a alquilar, y la visita no tiene coste para quien visita.',
  privacy:
    'La agencia trata estos datos para dejar constancia de la visita y gestionar la operación. Puedes ejercer tus derechos de acceso, rectificación y supresión ante ella.',
  signature:
    'Firma electrónica simple, conforme al Reglamento (UE) n.º 910/2014 (eIDAS). Cada firmante ha dibujado su firma en la pantalla y el contacto de quien visita se ha confirmado con un código de un solo uso. La huella SHA-256 del contenido firmado figura en la página de auditoría.',
  hashDefinition:
    'Huella: SHA-256 del JSON canónico (UTF-8, claves en orden, sin espacios) de los datos de este parte, sus textos y la huella SHA-256 de cada imagen de firma.',
} as const;

/** The version of the hashed content (its fields and SHEET_TEXTS). */
export const SHEET_FORMAT = 'escaparate/parte-de-visita/1';

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/** "Calle Mayor, 12, 3.º B, 28013 Madrid (Madrid)" */
export function formatSheetAddress(a: SheetAddress): string {
  const flat = [a.floor && `${a.floor}.º`, a.door].filter(Boolean).join(' ');
  const province = a.province && a.province !== a.city ? ` (${a.province})` : '';
  const street = [a.street, a.number, flat].filter(Boolean).join(', ');
  return `${street}, ${a.postalCode} ${a.city}${province}`;
}

/**
 * JSON with keys sorted at every level and no whitespace (RFC 8785 for the values used here:
 * strings, booleans, null, integers). Dates must already be ISO strings.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && !Number.isSafeInteger(value))
      throw new Error('only integers are hashed');
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/**
 * What is signed: every fact on the sheet, the texts shown, and each signature image by its
 * SHA-256 (the images themselves are stored beside the sheet). Instants are ISO UTC strings.
 */
export function signedContent(sheet: VisitSheetData) {
  const a = sheet.property.address;
  return {
    format: SHEET_FORMAT,
    texts: SHEET_TEXTS,
    visitId: sheet.visitId,
    agency: { name: sheet.agency.name, taxId: sheet.agency.taxId, address: sheet.agency.address },
    property: {
      reference: sheet.property.reference,
      address: {
        street: a.street,
        number: a.number,
        floor: a.floor ?? null,
        door: a.door ?? null,
        postalCode: a.postalCode,
        city: a.city,
        province: a.province ?? null,
      },
    },
    startsAt: sheet.startsAt.toISOString(),
    visitors: sheet.visitors.map((v) => ({
      name: v.name,
      idNumber: v.idNumber,
      firstVisit: v.firstVisit,
      signatureSha256: sha256(v.signaturePng),
    })),
    agent: { name: sheet.agent.name, signatureSha256: sha256(sheet.agent.signaturePng) },
    requestedAt: sheet.requestedAt.toISOString(),
    signedAt: sheet.signedAt.toISOString(),
    confirmedContact: {
      kind: sheet.confirmedContact.kind,
      value: sheet.confirmedContact.value,
      confirmedAt: sheet.confirmedContact.confirmedAt.toISOString(),
    },
  };
}

/** The hex SHA-256 printed on the audit page: sha256(utf8(canonicalJson(signedContent(sheet)))). */
export function signedContentSha256(sheet: VisitSheetData): string {
  return sha256(canonicalJson(signedContent(sheet)));
}

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Why a drawn signature is refused, or null: none, over MAX_SIGNATURE_BYTES, or not a PNG (the
 * 8-byte signature and an IHDR chunk first). The messages are in shared/visits visitTexts.
 */
export function signatureImageError(
  png: Uint8Array | null | undefined,
): 'missing' | 'tooBig' | 'notPng' | null {
  if (!png || png.length === 0) return 'missing';
  if (png.length > MAX_SIGNATURE_BYTES) return 'tooBig';
  const ihdr = Buffer.from(png.subarray(12, 16)).toString('latin1');
  return PNG_MAGIC.every((b, i) => png[i] === b) && ihdr === 'IHDR' ? null : 'notPng';
}
