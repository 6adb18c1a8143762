// The photo viewer's look: injected by its lazily loaded code, so none of it is in the page's CSS
// (microsite.css keeps these files out of Tailwind's scan too).

const CSS = `.plb{touch-action:none;position:fixed;inset:0;width:100%;height:100%;max-width:none;max-height:none;margin:0;padding:0;border:0;background:#000;color:#fff;overflow:hidden;overscroll-behavior:contain;font:600 14px/20px system-ui,sans-serif}
.plb::backdrop{background:#000}
.plb-stage{position:absolute;inset:0;overflow:hidden;user-select:none;-webkit-user-select:none;cursor:zoom-in}
.plb-zoomed .plb-stage{cursor:grab}
.plb-track{position:absolute;inset:0}
.plb-slide{position:absolute;inset:0;display:flex;align-items:center;justify-content:center}
.plb-slide img{display:block;max-width:none;flex:none;-webkit-user-drag:none;-webkit-touch-callout:none}
.plb-ease{transition:transform .25s ease-out}
.plb [hidden]{display:none}
.plb-btn{position:absolute;display:flex;align-items:center;justify-content:center;width:44px;height:44px;padding:0;border:0;border-radius:50%;background:rgba(0,0,0,.6);color:#fff;cursor:pointer}
.plb-btn:hover{background:rgba(0,0,0,.85)}
.plb-btn[aria-disabled=true]{opacity:.35;cursor:default}
.plb-btn svg{width:24px;height:24px}
.plb-top{top:max(12px,env(safe-area-inset-top))}
.plb-close{right:12px}
.plb-zoom{right:64px}
.plb-prev,.plb-next{top:50%;margin-top:-22px}
.plb-prev{left:12px}
.plb-next{right:12px}
.plb-count{position:absolute;left:12px;margin:0;padding:8px 12px;border-radius:22px;background:rgba(0,0,0,.7);font-variant-numeric:tabular-nums}
.plb-sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.plb :focus-visible{outline:2px solid #fff;outline-offset:2px}
@media (prefers-reduced-motion:reduce){.plb-ease{transition:none}}`;

export const ICONS = {
  close: 'M18 6 6 18M6 6l12 12',
  previous: 'm15 18-6-6 6-6',
  next: 'm9 18 6-6-6-6',
  zoomIn: 'M11 8v6M8 11h6M21 21l-4.3-4.3M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16',
  zoomOut: 'M8 11h6M21 21l-4.3-4.3M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16',
};
export const icon = (d: string) =>
  `<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"><path d="${d}"/></svg>`;

/** Adds the viewer's stylesheet to the page, once. */
export function injectStyle() {
  if (document.getElementById('plb-css')) return;
  const style = document.createElement('style');
  style.id = 'plb-css';
  style.textContent = CSS;
  document.head.append(style);
}
