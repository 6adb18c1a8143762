import { Users } from 'lucide-react';
import { LoadError } from '../../../components/ui/load-error';
import { Panel } from '../../../components/ui/panel';
import { useTeam } from '../api/use-team';
import { teamPageTexts as t } from '../texts';
import { InviteForm } from './invite-form';
import { InvitationList, MemberList } from './team-lists';

function Team({ myUserId }: { myUserId?: string }) {
  const query = useTeam();
  if (query.isError)
    return <LoadError title={t.loadError} error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) return <p className="text-sm text-neutral-600">{t.loading}</p>;
  const { members, invitations, seats } = query.data;
  return (
    <div className="space-y-6">
      <div className="flex items-start gap-3 rounded-xl bg-neutral-50 p-3">
        <Users className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div>
          <p className="font-semibold text-ink" data-testid="team-seats">
            {t.seats(seats.used, seats.total)}
          </p>
          <p className="text-sm text-neutral-600">{t.seatsHint}</p>
        </div>
      </div>
      <InviteForm disabled={seats.used >= seats.total} />
      <div>
        <h3 className="mb-2 text-sm font-semibold text-neutral-800">{t.members}</h3>
        <MemberList members={members} myUserId={myUserId} />
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-neutral-800">{t.pending}</h3>
        <InvitationList invitations={invitations} />
      </div>
    </div>
  );
}

/** Settings → Equipo (the owner's): seats, members, pending invitations, "Invitar agente". */
export function TeamSettings({ myUserId }: { myUserId?: string }) {
  return (
    <Panel id="team-section" title={t.title} caption={t.intro}>
      <Team myUserId={myUserId} />
    </Panel>
  );
}
