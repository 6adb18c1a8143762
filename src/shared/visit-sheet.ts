import { z } from 'zod';
import { userNameField } from './auth-schemas';
import { hasControlChars } from './control-chars';
import { MAX_SIGNATURE_BYTES } from './visits';

/**
 * The signed parte de visita (issue 30): what the agent's dashboard, the visitor's signing page
 * and the server share. The sheet's own words (what people sign) are in
 * server/modules/visits/visit-sheet.ts SHEET_TEXTS, part of the signed content.
 */

/** How long the visitor's signing link (the QR on the agent's screen) works. */
export const SHEET_LINK_HOURS = 12;
/** A one-time code: its digits, minutes it lasts, wrong tries allowed, codes per sheet. */
export const SHEET_CODE = { digits: 6, minutes: 10, attempts: 5, maxSent: 5, resendSeconds: 30 } as const;
/** Visitors who can sign one sheet (a couple, family, a friend). */
export const MAX_SHEET_SIGNERS = 6;

export const visitSheetTexts = {
  // Dashboard.
  open: 'Parte de visita',
  openTitle: 'Parte de visita',
  addressTitle: 'Dirección exacta del inmueble',
  addressHint: 'Figura en el parte firmado. Incluye el piso y la puerta aunque el anuncio no los muestre.',
  street: 'Calle *',
  number: 'Número *',
  floor: 'Piso',
  door: 'Puerta',
  postalCode: 'Código postal *',
  city: 'Localidad *',
  province: 'Provincia',
  start: 'Abrir el parte',
  missingIdentity:
    'Para el parte hacen falta los datos fiscales de la agencia (razón social, NIF y domicilio). Complétalos en Configuración → Facturación.',
  scanTitle: 'Que la persona que visita escanee este código',
  scanHint: 'O abre el parte en este teléfono y dáselo para que firme.',
  openHere: 'Abrir el parte en este teléfono',
  newLink: 'Cambiar el código',
  linkExpires: (time: string) => `El código vale hasta las ${time}.`,
  waiting: 'Esperando a que firme la persona que visita…',
  contactPending: (contact: string) => `Código enviado a ${contact}: aún sin confirmar.`,
  contactConfirmed: (contact: string) => `Contacto confirmado: ${contact}.`,
  signersTitle: 'Han firmado',
  agentTitle: 'Tu firma',
  agentNameLabel: 'Tu nombre y apellidos',
  agentNameHint: 'Figuran en el parte como agente que enseña el inmueble, y se guardan en tu cuenta.',
  agentNameRequired: 'Escribe tu nombre y apellidos: figuran en el parte como agente.',
  agentHint: 'Firma con el dedo cuando hayan firmado todas las personas que visitan.',
  agentSign: 'Firmar y cerrar el parte',
  clear: 'Borrar',
  signedTitle: 'Parte firmado',
  download: 'Descargar el PDF',
  fingerprint: 'Huella SHA-256',
  sentTo: (contact: string) => `Copia enviada a ${contact}.`,
  // Signing page (the visitor).
  pageTitle: 'Parte de visita',
  agencyLabel: 'Agencia',
  propertyLabel: 'Inmueble',
  whenLabel: 'Fecha y hora',
  codeTitle: 'Confirma tu contacto',
  codeIntro: 'Te enviaremos un código de un solo uso al contacto con el que pediste la visita.',
  codeTo: 'Enviar el código a',
  sendCode: 'Enviar el código',
  codeSent: (contact: string) => `Te hemos enviado un código a ${contact}. Caduca en 10 minutos.`,
  codeLabel: 'Código recibido *',
  verify: 'Confirmar',
  resend: 'Enviar otro código',
  confirmed: 'Contacto confirmado.',
  signTitle: 'Tus datos y tu firma',
  signHint: 'Firma con el dedo dentro del recuadro.',
  signatureLabel: 'Firma *',
  firstYes: 'Sí, es la primera vez',
  firstNo: 'No, ya lo había visitado',
  sign: 'Firmar el parte',
  another: 'Ha firmado. Si te acompaña alguien más, que firme también:',
  signedBy: (name: string) => `Firmado por ${name}.`,
  handBack: 'Cuando hayáis firmado todos, devuelve el teléfono al agente para que firme y cierre el parte.',
  doneTitle: 'Parte firmado',
  doneBody: 'El agente ha firmado y cerrado el parte. Recibirás una copia en PDF.',
  needsScript: 'Para firmar con el dedo hace falta JavaScript. Actívalo o usa el teléfono del agente.',
  // Errors (each with nothing stored).
  codeWrong: (left: number) =>
    left > 0
      ? `El código no es correcto. Te quedan ${left} ${left === 1 ? 'intento' : 'intentos'}.`
      : 'El código no es correcto y ya no quedan intentos: pide otro código.',
  codeExpired: 'El código ha caducado o ya no vale. Pide otro.',
  codeFormat: 'Escribe las 6 cifras del código.',
  codeLimit: 'Se han enviado demasiados códigos para este parte. Pide al agente que cambie el código QR.',
  codeWait: 'Espera unos segundos antes de pedir otro código.',
  codeFirst: 'Confirma primero tu contacto con el código.',
  linkInvalid:
    'Este enlace de firma no es válido o ha caducado. Pide al agente que te muestre el código de nuevo.',
  alreadySigned: 'Este parte ya está firmado y cerrado.',
  tooManySigners: `Un parte admite como máximo ${MAX_SHEET_SIGNERS} personas.`,
  noSigners: 'Aún no ha firmado ninguna persona que visita.',
  notSignable: 'Solo se puede hacer el parte de una visita confirmada o realizada.',
  notStarted: 'El parte se abre el día de la visita.',
  listingGone: 'El inmueble de esta visita ya no existe.',
  contactNotConfirmed: 'La persona que visita aún no ha confirmado su contacto con el código.',
  noPdf: 'Aún no hay un parte firmado de esta visita.',
  signAgain: 'Vuelve a firmar en el recuadro.',
  savedSignature: 'Firma guardada.',
  sendFailed: 'No hemos podido enviar el código. Inténtalo de nuevo en unos minutos.',
  postalCodeFormat: 'El código postal tiene 5 cifras.',
  required: 'Este campo es obligatorio.',
  tooLong: 'Este campo es demasiado largo.',
  notAllowed: 'El texto contiene caracteres no permitidos (invisibles o de control). Vuelve a escribirlo.',
} as const;

const line = (max: number) =>
  z
    .string({ error: visitSheetTexts.required })
    .trim()
    .max(max, { error: visitSheetTexts.tooLong })
    .refine((v) => !hasControlChars(v), { error: visitSheetTexts.notAllowed });
const required = (max: number) => line(max).min(1, { error: visitSheetTexts.required });
/** Left empty, it is null; null (what the view gives back) is accepted as empty. */
const optional = (max: number) =>
  line(max)
    .nullish()
    .transform((v) => v || null);

/** The exact address as the agent confirms it before opening the sheet. */
export const sheetAddressSchema = z.object({
  street: required(160),
  number: required(20),
  floor: optional(20),
  door: optional(20),
  postalCode: z
    .string({ error: visitSheetTexts.postalCodeFormat })
    .trim()
    .regex(/^\d{5}$/, { error: visitSheetTexts.postalCodeFormat }),
  city: required(80),
  province: optional(80),
});
export type SheetAddressInput = z.input<typeof sheetAddressSchema>;
export type SheetAddress = z.output<typeof sheetAddressSchema>;

export const sheetOpenSchema = z.object({ address: sheetAddressSchema });

/** A drawn signature as a canvas gives it: a PNG data URL. Size and format are checked on the bytes. */
const DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
/** The base64 of MAX_SIGNATURE_BYTES, with room for the prefix. */
const MAX_DATA_URL = Math.ceil((MAX_SIGNATURE_BYTES * 4) / 3) + 64;

/** The PNG bytes of a data URL, or null when it is not one (the size is the caller's check). */
export function pngDataUrlBytes(value: string): Uint8Array | null {
  if (value.length > MAX_DATA_URL * 2) return null;
  const m = DATA_URL.exec(value);
  if (!m) return null;
  const base64 = m[1]!;
  const binary = globalThis.atob(base64);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The agent's name on the sheet, asked when their account has none (the account's name otherwise). */
export const agentNameField = userNameField.refine((v) => v.length >= 3, {
  error: visitSheetTexts.agentNameRequired,
});

export const agentSignSchema = z.object({
  signature: z.string().max(MAX_DATA_URL * 2),
  agentName: agentNameField.optional(),
});

/** The one-time code as typed: "123 456" is accepted as "123456". */
export const sheetCodeSchema = z
  .string({ error: visitSheetTexts.codeFormat })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .refine((v) => new RegExp(`^\\d{${SHEET_CODE.digits}}$`).test(v), { error: visitSheetTexts.codeFormat });

export interface SheetSignerView {
  position: number;
  name: string;
  idNumber: string;
  firstVisit: boolean;
  signedAt: string;
}

/** A visit's sheet as the agency sees it. */
export interface VisitSheetView {
  id: string;
  visitId: string;
  status: 'open' | 'signed';
  address: SheetAddress;
  agencyIdentity: { name: string; taxId: string; address: string };
  propertyReference: string;
  /** The visitor's signing page (the QR), while the sheet is open; null once signed. */
  signUrl: string | null;
  /** The same URL as an SVG QR code. */
  signQrSvg: string | null;
  linkExpiresAt: string;
  /** The booked contact the code goes to, masked ("j•••@gmail.com"), and whether it was confirmed. */
  contact: { kind: 'email' | 'phone'; masked: string; confirmed: boolean; codeSent: boolean } | null;
  signers: SheetSignerView[];
  agentName: string | null;
  signedAt: string | null;
  contentSha256: string | null;
  /** Where the PDF downloads from (the agency's session), once signed. */
  pdfUrl: string | null;
}

export interface VisitSheetResponse {
  sheet: VisitSheetView | null;
  /**
   * The signed-in member's name as their signature will show it; null when their account has none
   * (the agent's signature asks for it, and it is saved to the account).
   */
  agentName: string | null;
  /** What opening one would use: the address guessed from the listing (or its last sheet). */
  draft: {
    address: SheetAddressInput;
    agencyIdentity: { name: string; taxId: string; address: string } | null;
    /** Why it cannot be opened yet (visitSheetTexts), or null. */
    blocked: string | null;
  };
}

export const visitSheetApi = {
  sheet: '/api/visits/:id/sheet',
  link: '/api/visits/:id/sheet/link',
  sign: '/api/visits/:id/sheet/sign',
  pdf: '/api/visits/:id/sheet/pdf',
  sheetOf: (visitId: string) => `/api/visits/${visitId}/sheet`,
  linkOf: (visitId: string) => `/api/visits/${visitId}/sheet/link`,
  signOf: (visitId: string) => `/api/visits/${visitId}/sheet/sign`,
  pdfOf: (visitId: string) => `/api/visits/${visitId}/sheet/pdf`,
} as const;

/** The visitor's signing page, without an account: the token is the proof. */
export const visitSheetPaths = {
  sign: '/parte/:token',
  signOf: (token: string) => `/parte/${encodeURIComponent(token)}`,
} as const;
