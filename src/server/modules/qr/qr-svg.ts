import QRCode from 'qrcode';
import { paths } from '../../../shared/paths';

/** The URL a listing's QR encodes: `{PUBLIC_URL}/q/{qr_code}` (decision 017 → QR codes). */
export function qrTargetUrl(publicUrl: string, qrCode: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${paths.qr(qrCode)}`;
}

/**
 * The QR of a URL as an SVG document: a viewBox and crisp-edged paths, so it scales to any
 * size (screen, A4 poster) without blurring. Error correction M survives a scuffed poster.
 */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
    color: { dark: '#1a1a1a', light: '#ffffff' },
  });
}
