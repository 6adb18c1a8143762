import { slugify } from '../../../../shared/format';
import { paths } from '../../../../shared/paths';

/** Where the QR of a listing lives, what it opens, and how it is saved (decision 017 → QR codes). */

/** The SVG of the QR, drawn by the server for `{PUBLIC_URL}/q/{code}`. */
export const qrImageUrl = (code: string) => paths.qrImage(code);

/** What the QR opens; the short code can also be typed after `/q/`. */
export const qrTargetUrl = (origin: string, code: string) => `${origin}${paths.qr(code)}`;

/** `qr-{title-slug}.svg`, the downloaded file's name (decision 017 → QR codes). */
export const qrFileName = (title: string) => `qr-${slugify(title) || 'inmueble'}.svg`;

/** The QR as an SVG blob; throws when the server cannot draw it. */
export async function fetchQrSvg(code: string): Promise<Blob> {
  const res = await fetch(qrImageUrl(code), { credentials: 'same-origin' });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || !type.startsWith('image/svg+xml')) throw new Error(`QR ${res.status}`);
  const svg = await res.text();
  return new Blob([svg], { type: 'image/svg+xml' });
}

/** Downloads the QR as `qr-{title-slug}.svg` through a temporary object URL and `<a download>`. */
export async function downloadQrSvg(code: string, title: string): Promise<void> {
  const blob = await fetchQrSvg(code);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = qrFileName(title);
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the URL after the click event returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Copies text to the clipboard, with the old `execCommand` way where the Clipboard API is missing (http). */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  const ok = document.execCommand('copy');
  field.remove();
  if (!ok) throw new Error('copy failed');
}
