import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { Logo } from '../../components/brand/logo';
import { DiagnosticsPage } from '../../features/diagnostics/components/diagnostics-page';
import { diagnosticsTexts } from '../../features/diagnostics/texts';
import { OwnerOnly } from '../owner-only';
import { RequireAuth } from '../require-auth';

/**
 * `/debug/db`: the agency's owner only, outside the plan gate and the dashboard sidebar, so it
 * still answers when billing or the dashboard is what is failing.
 */
export function DebugDbRoute() {
  return (
    <RequireAuth>
      <div className="flex min-h-dvh flex-col bg-neutral-50">
        <header className="flex items-center justify-between gap-4 border-b border-neutral-200 bg-white px-4 py-3 sm:px-8">
          <Link to={paths.home} aria-label="Escaparate, ir al inicio" className="inline-block">
            <Logo className="h-7 w-auto" />
          </Link>
          <Link
            to={paths.dashboard.home}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium text-neutral-700 hover:bg-neutral-100"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {diagnosticsTexts.backToDashboard}
          </Link>
        </header>
        <main id="main" className="flex-1 px-4 pt-6 pb-16 sm:px-8 sm:pt-10">
          <OwnerOnly>
            <DiagnosticsPage />
          </OwnerOnly>
        </main>
      </div>
    </RequireAuth>
  );
}
