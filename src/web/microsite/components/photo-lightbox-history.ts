// The photo viewer's history entries: opening it pushes one at the same address, so the phone's
// Back closes it. The microsite navigates on popstate (microsite-app.tsx) and would load the page
// again on a move to or from such an entry; this listener, registered by hydrate.tsx before
// the page hydrates (so before that one: listeners run in the order they were added), stops it.
// Part of the page's bundle, the viewer's code being loaded only on the first tap of a photo.

const KEY = 'escaparatePhoto';

/** The photo of a viewer entry's state; null for any other entry. */
const photoOf = (state: unknown): number | null => {
  const i = (state as Record<string, unknown> | null)?.[KEY];
  return typeof i === 'number' ? i : null;
};

let onViewerEntry = typeof window !== 'undefined' && photoOf(window.history.state) !== null;
/** history.back() asked for and its popstate not come yet. */
let leaving = false;
let onMove: ((photo: number | null) => void) | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener(
    'popstate',
    (e) => {
      const to = photoOf(e.state);
      const from = onViewerEntry;
      onViewerEntry = to !== null;
      leaving = false;
      if (to === null && !from) return;
      e.stopImmediatePropagation();
      onMove?.(to);
    },
    { capture: true },
  );
}

export const viewerHistory = {
  /** Whether the current entry is the viewer's. */
  get current() {
    return onViewerEntry;
  },
  get leaving() {
    return leaving;
  },
  /** Called on Back or Forward to or from a viewer entry: the photo of the entry, or null. */
  listen(fn: (photo: number | null) => void) {
    onMove = fn;
  },
  push(photo: number) {
    window.history.pushState({ [KEY]: photo }, '');
    onViewerEntry = true;
  },
  /** Keeps the entry on the photo shown: Forward reopens the viewer there. */
  replace(photo: number) {
    if (onViewerEntry) window.history.replaceState({ [KEY]: photo }, '');
  },
  /** Closing by button or Escape: back off the entry, so none is left behind. */
  leave() {
    if (!onViewerEntry) return;
    leaving = true;
    window.history.back();
  },
};
