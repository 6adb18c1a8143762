import type { PageLang } from '../../../shared/lang';
import type { MicrositePage } from '../../../shared/microsite';
import { micrositeTextsFor } from '../../../shared/microsite-texts';
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
  const render = (agency: QrPage['agency'], pageLang: PageLang) => {
    const t = micrositeTextsFor(pageLang.lang);
    const meta = { ...notFoundMeta(t.unavailable), description: t.qr.lead };
    const page: QrPage = { kind: 'qr-unavailable', agency };
    const body = renderer.render(page, pageLang);
    return renderDocument({ page, body, meta, assets, hydrate: false, pageLang });
  };
  // The same bytes for every unknown code: rendered once per language, on first need.
  const unknown = new Map<string, string>();
  return (agency: QrPage['agency'], pageLang: PageLang): string => {
    if (agency) return render(agency, pageLang);
    const key = `${pageLang.lang}${pageLang.pinned ? '!' : ''}`;
    let html = unknown.get(key);
    if (html === undefined) {
      html = render(null, pageLang);
      unknown.set(key, html);
    }
    return html;
  };
}
