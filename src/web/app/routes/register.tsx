import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { parsePlanCode } from '../../../shared/billing';
import { pageMetas } from '../../../shared/page-meta';
import { paths } from '../../../shared/paths';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { ChosenPlanNote } from '../../features/billing/components/chosen-plan-note';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/use-page-meta';

/**
 * Sign-up. With `?plan=` (a plan chosen on /pricing) the plan travels on: through the confirmation
 * e-mail and the sign-in to checkout for that plan; someone already signed in goes there at once.
 */
export function RegisterRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user, loading } = useAuth();
  usePageMeta(pageMetas.register);
  const plan = parsePlanCode(params.get('plan'));
  const continueTo = plan ? paths.billing.start(plan) : undefined;
  if (continueTo && !loading && user) return <Navigate to={continueTo} replace />;
  return (
    <AuthCard title="Crear cuenta" subtitle="Publica tus inmuebles con cartel QR, staging con IA y leads.">
      {plan && (
        <div className="mb-5">
          <ChosenPlanNote code={plan} />
        </div>
      )}
      <RegisterForm
        continueTo={continueTo}
        onRegistered={() => navigate(continueTo ? paths.auth.loginThen(continueTo) : paths.auth.login)}
      />
    </AuthCard>
  );
}
