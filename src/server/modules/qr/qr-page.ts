import { type MicrositePage, micrositeTexts as t } from '../../../shared/microsite';
import type { MicrositeBundle } from '../microsite/load-microsite-bundle';
import { notFoundMeta, renderDocument } from '../microsite/microsite-document';

type QrPage = Extract<MicrositePage, { kind: 'qr-unavailable' }>;

/**
 * The branded page a scanned code of no published listing lands on: the microsite's own header,
 * footer and inlined styles, rendered on the server and shipped without any script (nothing on it
 * needs one). Null when the microsite is not built.
 */
export function qrUnavailablePages(bundle: MicrositeBundle) {
  const { renderer, assets } = bundle;
  if (!renderer) return null;
  const meta = { ...notFoundMeta(t.unavailable), description: t.qr.lead };
  const render = (agency: QrPage['agency']) => {
    const page: QrPage = { kind: 'qr-unavailable', agency };
    return renderDocument({ page, body: renderer.render(page), meta, assets, hydrate: false });
  };
  // The same bytes for every unknown code: rendered once, when the app starts.
  const unknown = render(null);
  return (agency: QrPage['agency']): string => (agency ? render(agency) : unknown);
}
