import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFRawStream, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { propertyLabel } from './sheet-store';
import {
  canonicalJson,
  signatureImageError,
  signedContent,
  signedContentSha256,
  type VisitSheetData,
} from './visit-sheet';
import { renderVisitSheetPdf } from './visit-sheet-pdf';

/** A finger-drawn signature: a transparent PNG with one dark stroke, as the signing pad sends. */
async function signaturePng(path: string): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="${path}" fill="none" stroke="#1a237e" stroke-width="6" stroke-linecap="round"/></svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

let sheet: VisitSheetData;
beforeAll(async () => {
  sheet = {
    visitId: '4f1c2e9a-1111-4222-8333-444455556666',
    agency: {
      name: 'Inmobiliaria Peñalara, S.L.',
      taxId: 'B12345674',
      address: 'Calle de Alcalá, 45, 28014 Madrid',
    },
    property: {
      reference: 'REF-0012',
      address: {
        street: 'Calle de Núñez de Balboa',
        number: '12',
        floor: '3',
        door: 'B',
        postalCode: '28001',
        city: 'Madrid',
      },
    },
    startsAt: new Date('2027-05-14T15:30:00Z'),
    visitors: [
      {
        name: 'María José Núñez Ibáñez',
        idNumber: '12345678Z',
        firstVisit: true,
        signaturePng: await signaturePng(
          'M40 150 C 90 20, 140 20, 170 140 S 260 40, 300 120 S 420 160, 560 60',
        ),
      },
      {
        name: 'Jürgen Müller 🏠',
        idNumber: 'X1234567L',
        firstVisit: false,
        signaturePng: await signaturePng('M30 120 Q 120 10, 200 120 T 380 100 L 560 140'),
      },
    ],
    agent: {
      name: 'Íñigo Salgado',
      signaturePng: await signaturePng('M50 100 C 150 180, 250 0, 350 100 S 500 60, 560 90'),
    },
    requestedAt: new Date('2027-05-10T08:12:03Z'),
    signedAt: new Date('2027-05-14T15:41:27Z'),
    confirmedContact: {
      kind: 'email',
      value: 'maria.nunez@example.com',
      confirmedAt: new Date('2027-05-14T15:39:50Z'),
    },
  };
});

/**
 * The text drawn on each page, one drawText a line. test/support/pdf-text.ts reads only the
 * hand-written invoice PDF (one uncompressed stream, literal strings); pdf-lib writes
 * compressed streams, object streams and hex strings, so this reads them with pdf-lib's own
 * parser and decodes WinAnsi bytes with the font's own table.
 */
async function pdfText(pdf: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(pdf);
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const byByte = new Map<number, string>();
  for (const cp of font.getCharacterSet()) {
    const ch = String.fromCodePoint(cp);
    byByte.set(Number.parseInt(font.encodeText(ch).asString(), 16), ch);
  }
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    const ops = streams
      .map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1'))
      .join('\n');
    return [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)]
      .map((m) => [...Buffer.from(m[1]!, 'hex')].map((b) => byByte.get(b) ?? '\uFFFD').join(''))
      .join('\n');
  });
}

const hasPoppler = (() => {
  try {
    execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('renderVisitSheetPdf', () => {
  it('draws an A4 sheet with the address, the people, their ids, and an audit page with the hash', async () => {
    // Timed for the record (budget: 500 ms), not asserted: a loaded CI machine must not fail it.
    let started = performance.now();
    const pdf = await renderVisitSheetPdf(sheet);
    const cold = performance.now() - started;
    started = performance.now();
    await renderVisitSheetPdf(sheet);
    const warm = performance.now() - started;
    console.info(
      `visit sheet PDF, 2 visitors: ${cold.toFixed(0)} ms first, ${warm.toFixed(0)} ms next; ${pdf.length} bytes`,
    );

    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(2);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    expect(doc.getTitle()).toBe('Parte de visita · REF-0012');

    const [first, audit] = await pdfText(pdf);
    for (const fact of [
      'Inmobiliaria Peñalara, S.L.',
      'B12345674',
      'Calle de Alcalá, 45, 28014 Madrid',
      'Calle de Núñez de Balboa, 12, 3.º B, 28001 Madrid',
      'REF-0012',
      'Viernes, 14 de mayo de 2027, 17:30 (hora de Madrid)',
      'María José Núñez Ibáñez',
      'DNI/NIE: 12345678Z',
      'DNI/NIE: X1234567L',
      // The emoji cannot be drawn in Helvetica: it becomes "?" instead of breaking the PDF.
      'Jürgen Müller ?',
      'Es la primera vez que visito este inmueble',
      'Ya había visitado este inmueble antes',
      'Íñigo Salgado',
      '(eIDAS)',
    ]) {
      expect(first).toContain(fact);
    }
    expect(first).toContain('sin la intervención de la agencia');
    expect(audit).toContain('Registro de auditoría');
    expect(audit).toContain('E-mail maria.nunez@example.com, confirmado con un código de un solo uso');
    expect(audit).toContain('2027-05-10T08:12:03Z');
    expect(audit).toContain('2027-05-14T15:41:27Z');
  });

  it('prints the SHA-256 that a verifier recomputes from the data and the signature images', async () => {
    const audit = (await pdfText(await renderVisitSheetPdf(sheet))).at(-1);
    const hash = signedContentSha256(sheet);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(audit!.split('\n')).toContain(hash);
    // The definition, followed by hand: sha256 of the canonical JSON.
    const { createHash } = await import('node:crypto');
    expect(
      createHash('sha256')
        .update(canonicalJson(signedContent(sheet)))
        .digest('hex'),
    ).toBe(hash);
    expect(canonicalJson({ b: 1, a: [true, null, 'é'] })).toBe('{"a":[true,null,"é"],"b":1}');
    // Any change to what was signed changes it: a letter of the id, the statement, one pixel of a signature.
    expect(
      signedContentSha256({
        ...sheet,
        visitors: [{ ...sheet.visitors[0]!, firstVisit: false }, sheet.visitors[1]!],
      }),
    ).not.toBe(hash);
    expect(
      signedContentSha256({
        ...sheet,
        agent: { ...sheet.agent, signaturePng: Uint8Array.from([...sheet.agent.signaturePng, 0]) },
      }),
    ).not.toBe(hash);
  });

  it('refuses signature images that are missing, too big or not a PNG', async () => {
    expect(signatureImageError(sheet.visitors[0]!.signaturePng)).toBeNull();
    expect(signatureImageError(new Uint8Array())).toBe('missing');
    expect(signatureImageError(new Uint8Array(200 * 1024 + 1))).toBe('tooBig');
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    expect(signatureImageError(new Uint8Array(jpeg))).toBe('notPng');
  });

  it.skipIf(!hasPoppler)(
    'renders page 1 to PNG for a person to look at, and poppler reads the same text',
    async () => {
      const pdf = await renderVisitSheetPdf(sheet);
      const dir = mkdtempSync(join(tmpdir(), 'visit-sheet-'));
      try {
        writeFileSync(join(dir, 'sheet.pdf'), pdf);
        const text = execFileSync('pdftotext', ['-layout', join(dir, 'sheet.pdf'), '-'], {
          encoding: 'utf8',
        });
        expect(text).toContain('Calle de Núñez de Balboa, 12, 3.º B, 28001 Madrid');
        expect(text).toContain(signedContentSha256(sheet));
        const out = join(import.meta.dirname, '../../../../test-results/screenshots');
        mkdirSync(out, { recursive: true });
        execFileSync('pdftoppm', [
          '-png',
          '-r',
          '110',
          '-f',
          '1',
          '-l',
          '2',
          join(dir, 'sheet.pdf'),
          join(dir, 'page'),
        ]);
        writeFileSync(join(out, 'visit-sheet.png'), readFileSync(join(dir, 'page-1.png')));
        writeFileSync(join(out, 'visit-sheet-audit.png'), readFileSync(join(dir, 'page-2.png')));
        const meta = await sharp(join(out, 'visit-sheet.png')).metadata();
        expect(meta.width).toBeGreaterThan(800);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('the property beside its address', () => {
  it('is the agency’s reference, labelled, else the title without calling it one', () => {
    expect(propertyLabel({ reference: ' MAD-001 ', title: 'Piso en Chamberí' })).toBe('Ref. MAD-001');
    expect(propertyLabel({ reference: null, title: 'Piso en Chamberí' })).toBe('Piso en Chamberí');
    expect(propertyLabel({ reference: '  ', title: 'Piso en Chamberí' })).toBe('Piso en Chamberí');
  });
});
