import { Users } from 'lucide-react';
import { Link } from 'react-router';
import type { PlanView } from '../../../../shared/billing';
import { paths } from '../../../../shared/paths';
import { teamTexts } from '../../../../shared/team';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { seatsTexts } from '../texts';

/**
 * The plan chosen has fewer users than the team has: said before anything changes, with the
 * way forward (the server refuses the change too).
 */
export function TooFewSeats(props: {
  plan: PlanView;
  used: number;
  onBack: () => void;
  onGoToTeam: () => void;
}) {
  const { plan, used } = props;
  return (
    <div className="mx-auto max-w-xl space-y-5">
      <Alert tone="warning">{teamTexts.downgradeBlocked(used, plan.name, plan.seats)}</Alert>
      <p className="text-sm text-neutral-700">{seatsTexts.why}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={props.onBack}>
          {seatsTexts.back}
        </Button>
        <Link
          to={`${paths.dashboard.settings}#team-section`}
          onClick={props.onGoToTeam}
          className={buttonClass()}
        >
          <Users className="size-4" aria-hidden />
          {seatsTexts.toTeam}
        </Link>
      </div>
    </div>
  );
}
