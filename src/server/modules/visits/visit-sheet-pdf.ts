import { createHash } from 'node:crypto';
import { PDFDocument, type PDFImage, StandardFonts } from 'pdf-lib';
import { SPAIN_TIME_ZONE } from '../../../shared/time-zone';
import { loadSharp } from '../../lib/sharp';
import { LINE, MARGIN, MUTED, PageWriter, winAnsiSafe } from './pdf-layout';
import {
  formatSheetAddress,
  SHEET_FORMAT,
  SHEET_TEXTS,
  signedContentSha256,
  type VisitSheetData,
} from './visit-sheet';

/**
 * The signed parte de visita as a PDF (A4, pdf-lib, standard Helvetica: no font file to ship).
 * Page 1 (and more if many visitors): the agency, the property's exact address, the date, the
 * statement and commitment, each visitor's data and drawn signature, the agent's. Last page: the
 * audit record with the SHA-256 of the signed content (visit-sheet.ts defines it).
 */

const visitTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: SPAIN_TIME_ZONE,
  dateStyle: 'full',
  timeStyle: 'short',
});
const auditTime = new Intl.DateTimeFormat('es-ES', {
  timeZone: SPAIN_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** "14/05/2027, 17:30:05 (hora de Madrid) · 2027-05-14T15:30:05Z": readable and exact. */
const auditWhen = (at: Date) =>
  `${auditTime.format(at)} (hora de Madrid) · ${at.toISOString().replace(/\.\d{3}Z$/, 'Z')}`;

const SIGNATURE_BOX = { width: 170, height: 58 };
const signedOn = new Intl.DateTimeFormat('es-ES', {
  timeZone: SPAIN_TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});

export async function renderVisitSheetPdf(sheet: VisitSheetData): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const title = `${SHEET_TEXTS.title} · ${sheet.property.reference}`;
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setAuthor(sheet.agency.name);
  doc.setCreator('Escaparate');
  doc.setProducer('Escaparate');
  doc.setLanguage('es-ES');
  // The signing time, not the rendering time: the same sheet always gives the same document.
  doc.setCreationDate(sheet.signedAt);
  doc.setModificationDate(sheet.signedAt);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const mono = await doc.embedFont(StandardFonts.Courier);
  const w = new PageWriter(doc, fonts);

  w.paragraph(SHEET_TEXTS.title, { size: 20, bold: true, after: 2 });
  w.paragraph(`${sheet.agency.name} · ${sheet.property.reference}`, {
    size: 10,
    color: MUTED,
    after: 8,
  });

  w.heading('Agencia');
  w.field('Nombre', sheet.agency.name);
  w.field('NIF', sheet.agency.taxId);
  w.field('Domicilio', sheet.agency.address);

  w.heading('Inmueble y visita');
  w.field('Inmueble', sheet.property.reference);
  w.field('Dirección', formatSheetAddress(sheet.property.address));
  w.field('Fecha y hora', `${capitalise(visitTime.format(sheet.startsAt))} (hora de Madrid)`);

  w.heading('Declaración');
  w.paragraph(SHEET_TEXTS.shown, { after: 4 });
  w.paragraph(SHEET_TEXTS.commitment, { after: 4 });

  w.heading(sheet.visitors.length > 1 ? 'Visitantes' : 'Visitante');
  for (const visitor of sheet.visitors) {
    const image = await embedSignature(doc, visitor.signaturePng);
    signerBlock(w, image, [
      { text: visitor.name, bold: true },
      { text: `DNI/NIE: ${visitor.idNumber}` },
      { text: visitor.firstVisit ? SHEET_TEXTS.firstVisitYes : SHEET_TEXTS.firstVisitNo, small: true },
    ]);
  }

  w.heading('Agente de la agencia');
  signerBlock(w, await embedSignature(doc, sheet.agent.signaturePng), [
    { text: sheet.agent.name, bold: true },
    { text: `En nombre de ${sheet.agency.name}` },
  ]);

  // The closing words stay together, on the page of the signatures when they fit.
  const signed = `Firmado electrónicamente el ${signedOn.format(sheet.signedAt)} (hora de Madrid).`;
  const closing = [
    { text: signed, style: { size: 9, after: 4 } },
    { text: SHEET_TEXTS.signature, style: { size: 8, color: MUTED, after: 3 } },
    { text: SHEET_TEXTS.privacy, style: { size: 8, color: MUTED, after: 0 } },
  ];
  w.ensure(closing.reduce((sum, p) => sum + w.measure(p.text, p.style), 4));
  w.y -= 4;
  for (const p of closing) w.paragraph(p.text, p.style);

  // The audit record always starts a page of its own.
  w.newPage();
  w.paragraph('Registro de auditoría', { size: 16, bold: true, after: 2 });
  w.paragraph(`${SHEET_TEXTS.title} · ${sheet.agency.name} · ${sheet.property.reference}`, {
    size: 10,
    color: MUTED,
    after: 8,
  });
  w.heading('Hechos');
  w.field('Visita', sheet.visitId);
  w.field('Petición de visita', auditWhen(sheet.requestedAt));
  w.field('Fecha de la visita', auditWhen(sheet.startsAt));
  w.field('Firma del parte', auditWhen(sheet.signedAt));
  const contact = sheet.confirmedContact;
  w.field(
    'Contacto confirmado',
    `${contact.kind === 'email' ? 'E-mail' : 'Teléfono'} ${contact.value}, confirmado con un código de un solo uso el ${auditWhen(contact.confirmedAt)}`,
  );
  w.field('Agente', `${sheet.agent.name} (${sheet.agency.name})`);
  w.field('Visitantes', sheet.visitors.map((v) => `${v.name} (${v.idNumber})`).join('; '));

  w.heading('Contenido firmado');
  w.paragraph(SHEET_TEXTS.hashDefinition, { size: 9, after: 6 });
  w.field('Formato', SHEET_FORMAT);
  hashLine(w, mono, 'Huella SHA-256 del contenido firmado', signedContentSha256(sheet), true);
  for (const v of sheet.visitors) hashLine(w, mono, `Firma de ${v.name}`, sha256(v.signaturePng));
  hashLine(w, mono, `Firma de ${sheet.agent.name}`, sha256(sheet.agent.signaturePng));

  drawFooters(doc, fonts.regular, title);
  return doc.save();
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * A drawn signature as the box shows it: flattened on white and scaled to three times the box
 * (sharp, native), then embedded as JPEG, which pdf-lib copies as it is. Embedding the PNG
 * directly makes pdf-lib decode it, split its alpha and deflate both in JavaScript: a first
 * sheet took ~500 ms that way, most of it there. The signed PNG itself is kept (and hashed)
 * by the caller; this is only its picture.
 */
async function embedSignature(doc: PDFDocument, png: Uint8Array): Promise<PDFImage> {
  const sharp = await loadSharp();
  const jpeg = await sharp(png)
    .flatten({ background: '#ffffff' })
    .resize({
      width: SIGNATURE_BOX.width * 3,
      height: SIGNATURE_BOX.height * 3,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return doc.embedJpg(jpeg);
}

/** One signer: their lines on the left, the drawn signature in a framed box on the right. */
function signerBlock(
  w: PageWriter,
  image: PDFImage,
  lines: { text: string; bold?: boolean; small?: boolean }[],
) {
  const box = { ...SIGNATURE_BOX, x: w.left + w.width - SIGNATURE_BOX.width };
  const textWidth = w.width - SIGNATURE_BOX.width - 16;
  const height = SIGNATURE_BOX.height + 14;
  w.ensure(height + 8);
  const top = w.y - 4;
  w.y = top;
  for (const line of lines) {
    w.paragraph(line.text, { size: line.small ? 9 : 10, bold: line.bold, after: 2 }, w.left, textWidth);
  }
  const boxY = top - SIGNATURE_BOX.height;
  w.page.drawRectangle({
    x: box.x,
    y: boxY,
    width: box.width,
    height: box.height,
    borderColor: LINE,
    borderWidth: 0.8,
  });
  // Fit the drawing inside the box, keeping its proportions, centred.
  const scale = Math.min((box.width - 8) / image.width, (box.height - 8) / image.height);
  const [iw, ih] = [image.width * scale, image.height * scale];
  w.page.drawImage(image, {
    x: box.x + (box.width - iw) / 2,
    y: boxY + (box.height - ih) / 2,
    width: iw,
    height: ih,
  });
  w.page.drawText('Firma', { x: box.x, y: boxY - 10, size: 7.5, font: w.font(), color: MUTED });
  w.y = Math.min(w.y, boxY - 12) - 6;
  w.rule();
  w.y -= 4;
}

/** A hash in a fixed-width font, so it reads and compares character by character. */
function hashLine(
  w: PageWriter,
  mono: import('pdf-lib').PDFFont,
  label: string,
  hex: string,
  strong = false,
) {
  w.ensure(30);
  w.paragraph(label, { size: 8.5, color: MUTED, after: 0 });
  w.y -= 12;
  w.page.drawText(hex, { x: w.left, y: w.y + 2, size: strong ? 9.5 : 8.5, font: mono });
  w.y -= 8;
}

/** "Parte de visita · REF-12 — Página 1 de 2" at the foot of every page, once the count is known. */
function drawFooters(doc: PDFDocument, font: import('pdf-lib').PDFFont, title: string) {
  const pages = doc.getPages();
  pages.forEach((page, i) => {
    const text = winAnsiSafe(`${title} — Página ${i + 1} de ${pages.length}`, font);
    page.drawText(text, { x: MARGIN, y: MARGIN - 24, size: 8, font, color: MUTED });
  });
}
