import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { PlanView } from '../../../../shared/billing';
import { paths } from '../../../../shared/paths';
import { teamTexts } from '../../../../shared/team';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import type { TeamSeats } from '../api/use-team-seats';
import { seatsTexts as t } from '../texts';

/**
 * The plan chosen has fewer users than the team has: said before anything changes — who holds
 * the seats and what to do — with the way forward. The server refuses the change too.
 */
export function TooFewSeats(props: {
  plan: PlanView;
  team: TeamSeats;
  onBack: () => void;
  onGoToTeam: () => void;
  onConfirm: () => void;
  pending: boolean;
}) {
  const { plan, team } = props;
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <Alert tone="warning">{teamTexts.downgradeBlocked(team.used, plan.name, plan.seats)}</Alert>
      <section aria-labelledby="seats-who" className="rounded-xl border border-neutral-200 bg-white p-4">
        <h3 id="seats-who" className="text-sm font-semibold text-ink">
          {t.whoTitle}
        </h3>
        <ul className="mt-2 divide-y divide-neutral-100 text-sm" data-testid="seats-holders">
          <li className="py-2 text-neutral-700">{t.you}</li>
          {team.agents.map((a) => (
            <li key={a.email} className="flex flex-wrap justify-between gap-x-3 py-2">
              <span className="min-w-0 break-words text-neutral-900">
                {a.name} <span className="text-neutral-600">· {a.email}</span>
              </span>
              <span className="text-neutral-600">{t.agent}</span>
            </li>
          ))}
          {team.invitations.map((email) => (
            <li key={email} className="flex flex-wrap justify-between gap-x-3 py-2">
              <span className="min-w-0 break-words text-neutral-900">{email}</span>
              <span className="text-neutral-600">{t.invitation}</span>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-sm text-neutral-700">{t.whatToDo(plan.name, Math.max(team.used - plan.seats, 1))}</p>
      <p className="text-sm text-neutral-700">{t.why}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onBack}>
          {t.back}
        </Button>
        <Link
          to={`${paths.dashboard.settings}#team-section`}
          onClick={props.onGoToTeam}
          className={buttonClass('secondary')}
        >
          <Users className="size-4" aria-hidden />
          {t.toTeam}
        </Link>
        <Button onClick={props.onConfirm} loading={props.pending}>
          {t.confirm(plan.name)}
        </Button>
      </div>
    </div>
  );
}
