import { describe, expect, it } from 'vitest';
import { readSimplePdf } from '../../../test/support/pdf-text';
import { renderPdf } from './simple-pdf';

describe('renderPdf', () => {
  it('writes a one-page PDF whose xref points at each object and whose text reads back', () => {
    const pdf = renderPdf(
      [
        { text: 'FACTURA DE PRUEBA — sin validez fiscal', x: 50, y: 790, bold: true },
        { text: 'Total (IVA incluido): 8,99 € · España \\ ok', x: 50, y: 700 },
      ],
      'Título',
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, objects } = readSimplePdf(pdf);
    expect(objects).toBe(7);
    expect(text).toBe('FACTURA DE PRUEBA — sin validez fiscal\nTotal (IVA incluido): 8,99 € · España \\ ok');
  });
});
