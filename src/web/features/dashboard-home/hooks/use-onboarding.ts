import { useMemo, useState } from 'react';
import { DEFAULT_AGENCY_NAME } from '../../../../shared/agency';
import { paths } from '../../../../shared/paths';
import { checklistTexts } from '../texts';

export interface OnboardingAgency {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
}

export interface OnboardingItem {
  id: keyof typeof checklistTexts.items;
  label: string;
  action: string;
  to: string;
  done: boolean;
}

const storageKey = (agencyId: string) => `escaparate:onboarding-dismissed:${agencyId}`;

function readDismissed(agencyId: string): boolean {
  try {
    return window.localStorage.getItem(storageKey(agencyId)) === '1';
  } catch {
    return false; // storage blocked: the checklist simply shows again
  }
}

/**
 * The four first steps (decision 017 → Dashboard home), each ticked from real data: the agency's name, e-mail and
 * phone, and its first listing. Dismissal is remembered in this browser, per agency.
 */
export function useOnboarding(agency: OnboardingAgency | undefined, listingCount: number | undefined) {
  const [dismissedNow, setDismissedNow] = useState<string | null>(null);
  const dismissed = useMemo(
    () => (agency ? dismissedNow === agency.id || readDismissed(agency.id) : false),
    [agency, dismissedNow],
  );
  const ready = agency !== undefined && listingCount !== undefined;
  const items: OnboardingItem[] = ready
    ? [
        { id: 'name', done: agency.name.trim() !== DEFAULT_AGENCY_NAME, to: paths.dashboard.settings },
        { id: 'email', done: Boolean(agency.email), to: paths.dashboard.settings },
        { id: 'phone', done: Boolean(agency.phone), to: paths.dashboard.settings },
        { id: 'listing', done: listingCount > 0, to: paths.dashboard.newListing },
      ].map(
        (item) => ({ ...item, ...checklistTexts.items[item.id as OnboardingItem['id']] }) as OnboardingItem,
      )
    : [];
  const done = items.filter((i) => i.done).length;

  const dismiss = () => {
    if (!agency) return;
    try {
      window.localStorage.setItem(storageKey(agency.id), '1');
    } catch {}
    setDismissedNow(agency.id);
  };

  return { items, done, total: items.length, visible: ready && !dismissed && done < items.length, dismiss };
}
