import type { Lang } from '../../../shared/lang';
import { escapeHtml } from '../../lib/html';

/**
 * The frame of the visitor's server-drawn pages (their visit, the opinion form, the signing page):
 * in the colours of the Escaparate e-mails, never indexed, sending no referrer (the address holds
 * the visitor's token). `extraStyle` adds a page's own rules; `script` names the one script a page
 * may need (the signing pad), loaded deferred from this origin. Buttons are the darker coral, so
 * their white words read at 4.5:1 (the brand's #e56665 gives 3.3:1).
 */
const STYLE = `*{box-sizing:border-box}body{margin:0;background:#f6f6f6;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#1a1a1a;line-height:1.5}
main{max-width:560px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:24px;margin-bottom:16px}
.brand{font-size:22px;font-weight:bold;color:#e56665;margin:0 0 16px}
h1{font-size:22px;margin:0 0 16px}h2{font-size:18px;margin:0 0 12px}
dl{margin:0}dt{font-size:13px;color:#555}dd{margin:0 0 12px;font-size:16px}
.note{background:#fff4e5;border-radius:8px;padding:12px;margin:0 0 16px}
.ok{background:#e8f5e9;border-radius:8px;padding:12px;margin:0 0 16px}
.error{background:#fdecea;color:#8a1c1b;border-radius:8px;padding:12px;margin:0 0 16px}
button{font:inherit;font-weight:bold;border:0;border-radius:8px;padding:12px 20px;min-height:44px;cursor:pointer;background:#b93f3e;color:#fff}
button.secondary{background:#fff;color:#b93f3e;border:2px solid #e56665}
select,textarea{font:inherit;width:100%;padding:10px;border:1px solid #bbb;border-radius:8px;margin:4px 0 12px;min-height:44px}
fieldset{border:0;padding:0;margin:0 0 12px}legend{font-weight:bold;margin-bottom:8px}
label{display:block}form{margin:0 0 12px}`;

export function visitorDocument(
  lang: Lang,
  title: string,
  body: string,
  opts: {
    extraStyle?: string;
    script?: string;
    /** 'same-origin' for a page whose forms need the browser's Origin (see sheet-page.ts). */
    referrer?: 'no-referrer' | 'same-origin';
  } = {},
): string {
  const script = opts.script ? `<script src="${escapeHtml(opts.script)}" defer></script>` : '';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="${opts.referrer ?? 'no-referrer'}"><title>${escapeHtml(title)}</title><style>${STYLE}${opts.extraStyle ?? ''}</style>${script}</head><body><main><p class="brand">Escaparate</p>${body}</main></body></html>`;
}
