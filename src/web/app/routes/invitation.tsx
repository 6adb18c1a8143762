import { useSearchParams } from 'react-router';
import { pageMetas } from '../../../shared/page-meta';
import { AuthCard } from '../../features/auth/components/auth-card';
import { InvitationPage } from '../../features/team/components/invitation-page';
import { invitationPageTexts } from '../../features/team/texts';
import { usePageMeta } from '../../lib/use-page-meta';

/** `/auth/invitation?token=…`: the link of the invitation e-mail. */
export function InvitationRoute() {
  const [params] = useSearchParams();
  usePageMeta(pageMetas.invitation);
  return (
    <AuthCard title={invitationPageTexts.title}>
      <InvitationPage token={params.get('token') ?? ''} />
    </AuthCard>
  );
}
