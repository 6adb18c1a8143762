// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  sheetAddressSchema,
  type VisitSheetView,
  visitSheetApi,
  visitSheetTexts,
} from '../../../../shared/visit-sheet';
import { ApiError } from '../../../lib/api';
import { addressBody } from '../api/use-visit-sheet';
import { addressFieldOf, SheetAddressForm } from './sheet-address-form';
import { qrImageSrc, SheetOpen } from './sheet-open';
import { SIGNATURE_SIZE, SignaturePad } from './signature-pad';

afterEach(cleanup);

/** What the pad drew and exported: jsdom has no canvas, so a recording 2D context stands in. */
let drawn: string[] = [];
let exported: { width: number; height: number }[] = [];
beforeEach(() => {
  drawn = [];
  exported = [];
  const ctx = new Proxy(
    {},
    {
      get: (_t, name) =>
        typeof name === 'string' &&
        ['lineWidth', 'lineCap', 'lineJoin', 'strokeStyle', 'fillStyle'].includes(name)
          ? undefined
          : (...args: unknown[]) =>
              drawn.push(`${String(name)}(${args.map((a) => Math.round(Number(a))).join(',')})`),
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => ctx as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    exported.push({ width: this.width, height: this.height });
    return 'data:image/png;base64,iVBORw0KGgo=';
  });
  // A pad 300×100 CSS pixels on the page, at (10, 20).
  vi.spyOn(HTMLCanvasElement.prototype, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ x: 10, y: 20, width: 300, height: 100 }),
  );
});

const pointer = (canvas: Element, type: 'pointerDown' | 'pointerMove' | 'pointerUp', x: number, y: number) =>
  fireEvent[type](canvas, { clientX: x, clientY: y, pointerId: 1, pointerType: 'touch', button: 0 });

describe('SignaturePad', () => {
  it('gives a small PNG after a stroke, drawn where the finger went, and null once cleared', () => {
    const onChange = vi.fn();
    render(<SignaturePad label="Tu firma" clearLabel="Borrar" onChange={onChange} />);
    const canvas = screen.getByRole('img', { name: 'Tu firma' });
    pointer(canvas, 'pointerDown', 40, 70);
    pointer(canvas, 'pointerMove', 160, 45);
    pointer(canvas, 'pointerUp', 160, 45);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith('data:image/png;base64,iVBORw0KGgo=');
    // The PNG is drawn again at 600×200 whatever the screen's density: twice the 300 px pad here.
    expect(exported).toEqual([SIGNATURE_SIZE]);
    expect(drawn).toContain('moveTo(60,100)');
    expect(drawn).toContain('lineTo(300,50)');
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('draws nothing while disabled', () => {
    const onChange = vi.fn();
    render(<SignaturePad label="Tu firma" clearLabel="Borrar" onChange={onChange} disabled />);
    const canvas = screen.getByRole('img', { name: 'Tu firma' });
    pointer(canvas, 'pointerDown', 40, 70);
    pointer(canvas, 'pointerUp', 40, 70);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Borrar' })).toHaveProperty('disabled', true);
  });
});

describe('SheetAddressForm', () => {
  const draft = {
    street: 'Calle Mayor',
    number: '12',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
  };
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

  it('is prefilled, checks the postal code before sending, and sends the trimmed address', async () => {
    const onOpen = vi.fn().mockResolvedValue(undefined);
    render(<SheetAddressForm draft={draft} onOpen={onOpen} pending={false} />);
    expect(field(visitSheetTexts.street).value).toBe('Calle Mayor');
    expect(field(visitSheetTexts.city).value).toBe('Madrid');
    expect(field(visitSheetTexts.floor).value).toBe('');
    fireEvent.change(field(visitSheetTexts.postalCode), { target: { value: '2801' } });
    fireEvent.click(screen.getByRole('button', { name: visitSheetTexts.start }));
    expect(await screen.findByText(visitSheetTexts.postalCodeFormat)).toBeTruthy();
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.change(field(visitSheetTexts.postalCode), { target: { value: '28013' } });
    fireEvent.change(field(visitSheetTexts.floor), { target: { value: ' 3º ' } });
    fireEvent.click(screen.getByRole('button', { name: visitSheetTexts.start }));
    await waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
    expect(onOpen.mock.calls[0]![0]).toEqual({
      street: 'Calle Mayor',
      number: '12',
      floor: '3º',
      door: null,
      postalCode: '28013',
      city: 'Madrid',
      province: 'Madrid',
    });
  });

  it("shows the server's refusal under its field", async () => {
    const onOpen = vi.fn().mockRejectedValue(
      new ApiError(422, 'validation', 'Revisa los campos.', {
        'address.door': 'Este campo es demasiado largo.',
      }),
    );
    render(<SheetAddressForm draft={draft} onOpen={onOpen} pending={false} />);
    fireEvent.click(screen.getByRole('button', { name: visitSheetTexts.start }));
    const error = await screen.findByText('Este campo es demasiado largo.');
    const door = field(visitSheetTexts.door);
    expect(door.getAttribute('aria-invalid')).toBe('true');
    expect(door.getAttribute('aria-describedby')).toContain(error.id);
  });

  it('sends what the server parses: an empty optional field left out, never null', () => {
    const parsed = sheetAddressSchema.parse({ ...draft, floor: '', door: ' ', province: '' });
    expect(parsed.province).toBeNull();
    const body = addressBody(parsed);
    expect(body).toEqual({ street: 'Calle Mayor', number: '12', postalCode: '28013', city: 'Madrid' });
    expect(sheetAddressSchema.safeParse(body).success).toBe(true);
  });

  it('reads a field name with or without the body prefix', () => {
    expect(addressFieldOf('address.postalCode')).toBe('postalCode');
    expect(addressFieldOf('street')).toBe('street');
    expect(addressFieldOf('signature')).toBeNull();
  });
});

describe('SheetOpen', () => {
  const sheet = (over: Partial<VisitSheetView> = {}): VisitSheetView => ({
    id: 's1',
    visitId: 'v1',
    status: 'open',
    address: {
      street: 'Calle Mayor',
      number: '12',
      floor: '3º',
      door: 'B',
      postalCode: '28013',
      city: 'Madrid',
      province: null,
    },
    agencyIdentity: { name: 'Inmo Sol SL', taxId: 'B12345678', address: 'Calle Sol 1, Madrid' },
    propertyReference: 'MAD-001',
    signUrl: 'https://escaparate.test/parte/tok',
    signQrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect/></svg>',
    linkExpiresAt: '2026-11-29T18:30:00.000Z',
    contact: { kind: 'email', masked: 'j•••@gmail.com', confirmed: false, codeSent: false },
    signers: [],
    agentName: null,
    signedAt: null,
    contentSha256: null,
    pdfUrl: null,
    ...over,
  });
  const signer = {
    position: 1,
    name: 'Juana Pérez',
    idNumber: '12345678Z',
    firstVisit: true,
    signedAt: '2026-11-29T10:05:00.000Z',
  };
  const wrap = (node: ReactNode) =>
    render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
  const signButton = () =>
    screen.getByRole('button', { name: visitSheetTexts.agentSign }) as HTMLButtonElement;
  const draw = () => {
    const canvas = screen.getByRole('img', { name: visitSheetTexts.agentTitle });
    pointer(canvas, 'pointerDown', 40, 70);
    pointer(canvas, 'pointerUp', 40, 70);
  };

  it('shows the QR as an image, never as markup', () => {
    wrap(<SheetOpen visitId="v1" sheet={sheet()} agentName="Marta Ruiz" />);
    const qr = screen.getByTestId('sheet-qr') as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(qrImageSrc(sheet().signQrSvg!));
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: visitSheetTexts.openHere }).getAttribute('href')).toBe(
      'https://escaparate.test/parte/tok',
    );
    // Not confirmed yet: nothing claims a code was sent.
    expect(screen.queryByText(/j•••@gmail.com/)).toBeNull();
    expect(screen.getByText(visitSheetTexts.waiting)).toBeTruthy();
  });

  it('cannot be signed before a visitor has, even with a drawing', () => {
    wrap(<SheetOpen visitId="v1" sheet={sheet()} agentName="Marta Ruiz" />);
    draw();
    expect(signButton().disabled).toBe(true);
  });

  it("is signed once a visitor has and the agent drew; the server's refusal shows", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ error: { code: 'validation', message: visitSheetTexts.alreadySigned } }),
        {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        },
      ),
    );
    wrap(
      <SheetOpen
        visitId="v1"
        agentName="Marta Ruiz"
        sheet={sheet({
          signers: [signer],
          contact: { kind: 'email', masked: 'j•••@gmail.com', confirmed: true, codeSent: false },
        })}
      />,
    );
    expect(screen.getByText('Juana Pérez')).toBeTruthy();
    expect(screen.getByText('12345678Z')).toBeTruthy();
    expect(screen.getByText(visitSheetTexts.contactConfirmed('j•••@gmail.com'))).toBeTruthy();
    expect(signButton().disabled).toBe(true);
    draw();
    expect(signButton().disabled).toBe(false);
    fireEvent.click(signButton());
    expect(await screen.findByText(visitSheetTexts.alreadySigned)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(visitSheetApi.signOf('v1'));
    expect(JSON.parse(String(init?.body))).toEqual({ signature: 'data:image/png;base64,iVBORw0KGgo=' });
    // A named account is not asked its name.
    expect(screen.queryByLabelText(visitSheetTexts.agentNameLabel)).toBeNull();
    fetch.mockRestore();
  });

  it("asks an account without a name for it, with the schema's message, and sends it with the signature", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ sheet: null, agentName: 'Marta Ruiz' }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    wrap(<SheetOpen visitId="v1" agentName={null} sheet={sheet({ signers: [signer] })} />);
    draw();
    const name = screen.getByLabelText(visitSheetTexts.agentNameLabel) as HTMLInputElement;
    fireEvent.click(signButton());
    expect(await screen.findByText(visitSheetTexts.agentNameRequired)).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.change(name, { target: { value: '  Marta Ruiz  ' } });
    fireEvent.click(signButton());
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [, init] = fetch.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      agentName: 'Marta Ruiz',
    });
    fetch.mockRestore();
  });
});
