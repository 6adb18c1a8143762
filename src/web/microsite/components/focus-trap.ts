const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

/** What Tab can reach in `panel`, in order: focusable, not taken out of the tab order, on screen. */
export function tabStops(
  panel: HTMLElement,
  shown: (el: HTMLElement) => boolean = (el) => el.getClientRects().length > 0,
): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert], [aria-hidden="true"]') && shown(el),
  );
}

/**
 * Keeps Tab and Shift+Tab inside an open modal dialog: from its last stop back to the first and
 * the other way round, and back in when focus was outside it. True when it moved the focus.
 */
export function trapTab(
  e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'preventDefault'>,
  panel: HTMLElement,
  shown?: (el: HTMLElement) => boolean,
): boolean {
  if (e.key !== 'Tab') return false;
  const stops = tabStops(panel, shown);
  if (!stops.length) return false;
  const first = stops[0]!;
  const last = stops[stops.length - 1]!;
  const active = document.activeElement as HTMLElement | null;
  const inside = active !== null && panel.contains(active);
  const target = !inside
    ? e.shiftKey
      ? last
      : first
    : e.shiftKey && active === first
      ? last
      : !e.shiftKey && active === last
        ? first
        : null;
  if (!target) return false;
  e.preventDefault();
  target.focus();
  return true;
}
