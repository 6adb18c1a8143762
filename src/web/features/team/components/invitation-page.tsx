import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../../shared/paths';
import { teamTexts } from '../../../../shared/team';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClass } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { toastApiError } from '../../../lib/toast-api-error';
import { useAcceptInvitation, useInvitationPreview } from '../api/use-invitation';
import { invitationPageTexts as t } from '../texts';
import { InvitationRegisterForm } from './invitation-register-form';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Where the invitation e-mail's link lands: a new person creates their account here, someone
 * with an account signs in and accepts; either way they end in the agency's dashboard.
 */
export function InvitationPage({ token }: { token: string }) {
  const [used, setUsed] = useState(false);
  const preview = useInvitationPreview(token, used);
  const auth = useAuth();
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const joined = async () => {
    setUsed(true);
    // Whatever was read before (an agency of their own) is not theirs any more.
    queryClient.clear();
    await auth.refresh();
    toast.success(t.accepted);
    navigate(paths.dashboard.home, { replace: true });
  };
  if (!token || preview.isError)
    return (
      <div className="space-y-4">
        <Alert tone="error" title={t.errorTitle}>
          {preview.error?.message ?? teamTexts.invitationNotFound}
        </Alert>
        <Link to={paths.home} className={buttonClass('secondary', 'w-full')}>
          {t.goHome}
        </Link>
      </div>
    );
  if (!preview.data || auth.loading) return <p className="text-sm text-neutral-600">{t.loading}</p>;
  const { agencyName, email, hasAccount } = preview.data;
  let action: ReactNode;
  if (auth.user && sameEmail(auth.user.email, email)) {
    action = (
      <div className="space-y-3">
        <p className="text-sm text-neutral-700">{t.signedInAs(auth.user.email)}</p>
        <Button
          className="w-full"
          loading={accept.isPending}
          onClick={() =>
            accept.mutateAsync().then(joined, (e) => toastApiError(e, t.errorTitle, { title: t.errorTitle }))
          }
        >
          {accept.isPending ? t.accepting : t.accept}
        </Button>
      </div>
    );
  } else if (auth.user) {
    action = (
      <div className="space-y-3">
        <Alert tone="warning">{teamTexts.wrongAccount(email)}</Alert>
        <Button variant="secondary" className="w-full" onClick={() => auth.signOut()}>
          {t.signOut}
        </Button>
      </div>
    );
  } else if (hasAccount) {
    action = (
      <div className="space-y-3">
        <p className="text-sm text-neutral-700">{t.hasAccount}</p>
        <Link
          to={paths.auth.loginThen(paths.auth.invitation(token))}
          className={buttonClass('primary', 'w-full')}
        >
          {t.signIn}
        </Link>
      </div>
    );
  } else {
    action = <InvitationRegisterForm token={token} onJoined={joined} />;
  }
  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <p className="text-neutral-800">{t.invitedTo(agencyName)}</p>
        <p className="text-sm font-medium text-neutral-600" data-testid="invitation-email">
          {t.forEmail(email)}
        </p>
      </div>
      {action}
    </div>
  );
}
