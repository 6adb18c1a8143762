import { type VisitSettingsView, WEEKDAYS, type Weekday } from '../../../../shared/visits';
import type { VisitScope } from '../api/use-visit-settings';

/** The form's values: times as the inputs hold them, the length as typed. */
export interface VisitSettingsForm {
  scope: VisitScope;
  weeklyHours: Record<Weekday, { start: string; end: string }[]>;
  lengthMinutes: string;
  autoConfirm: boolean;
}

export function toForm(settings: VisitSettingsView): VisitSettingsForm {
  return {
    scope: settings.scope,
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map((d) => [d, (settings.weeklyHours[d] ?? []).map((r) => ({ start: r.start, end: r.end }))]),
    ) as VisitSettingsForm['weeklyHours'],
    lengthMinutes: String(settings.lengthMinutes),
    autoConfirm: settings.autoConfirm,
  };
}

/** A server field key ("weeklyHours.mon.0.start", "lengthMinutes") the form has a field for. */
export function isFormField(key: string): boolean {
  return /^(lengthMinutes|autoConfirm|weeklyHours\.(mon|tue|wed|thu|fri|sat|sun)(\.\d+(\.(start|end))?)?)$/.test(
    key,
  );
}
