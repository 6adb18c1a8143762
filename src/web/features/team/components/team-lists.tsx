import { toast } from 'sonner';
import type { TeamInvitationView, TeamMemberView } from '../../../../shared/team';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useRemoveMember, useRevokeInvitation } from '../api/use-team';
import { teamPageTexts as t } from '../texts';

const day = new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium' });
const fmt = (iso: string) => day.format(new Date(iso));

const rowClass = 'flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between';

export function MemberList({ members, myUserId }: { members: TeamMemberView[]; myUserId?: string }) {
  const remove = useRemoveMember();
  return (
    <ul className="divide-y divide-neutral-200 border-y border-neutral-200" aria-label={t.members}>
      {members.map((m) => (
        <li key={m.id} className={rowClass} data-testid="team-member">
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">
              {m.name || m.email} {m.userId === myUserId && <span className="text-neutral-500">{t.you}</span>}
            </p>
            {m.name && <p className="truncate text-sm text-neutral-600">{m.email}</p>}
            <p className="text-sm text-neutral-600">
              <span className="font-medium text-neutral-800">
                {m.role === 'owner' ? t.roleOwner : t.roleAgent}
              </span>
              {' · '}
              {t.since(fmt(m.since))}
            </p>
          </div>
          {m.role === 'agent' && (
            <ConfirmDialog
              trigger={<Button variant="danger">{t.remove}</Button>}
              title={t.removeTitle}
              description={t.removeBody(m.name || m.email)}
              keepLabel={t.removeKeep}
              confirmLabel={t.removeConfirm}
              pendingLabel={t.removing}
              action={() => remove.mutateAsync(m.id)}
              onDone={() => toast.success(t.removed)}
              errorText={t.removeError}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

export function InvitationList({ invitations }: { invitations: TeamInvitationView[] }) {
  const revoke = useRevokeInvitation();
  if (!invitations.length) return <p className="text-sm text-neutral-600">{t.noPending}</p>;
  return (
    <ul className="divide-y divide-neutral-200 border-y border-neutral-200" aria-label={t.pending}>
      {invitations.map((i) => (
        <li key={i.id} className={rowClass} data-testid="team-invitation">
          <div className="min-w-0">
            <p className="truncate font-medium text-ink">{i.email}</p>
            <p className="text-sm text-neutral-600">
              {t.sent(fmt(i.sentAt))}, {t.expires(fmt(i.expiresAt))}
            </p>
          </div>
          <ConfirmDialog
            trigger={<Button variant="dangerGhost">{t.revoke}</Button>}
            title={t.revokeTitle}
            description={t.revokeBody(i.email)}
            keepLabel={t.revokeKeep}
            confirmLabel={t.revokeConfirm}
            action={() => revoke.mutateAsync(i.id)}
            onDone={() => toast.success(t.revoked)}
            errorText={t.revokeError}
          />
        </li>
      ))}
    </ul>
  );
}
