import { Link, Outlet } from 'react-router';
import { paths } from '../../../shared/paths';
import { Logo } from '../../components/brand/logo';

/** Account pages: the logo and a centred card. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50">
      <header className="px-4 py-5 sm:px-8">
        <Link to={paths.home} aria-label="Escaparate, ir al inicio" className="inline-block">
          <Logo className="h-8 w-auto" />
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-16 sm:items-center sm:pt-0">
        <Outlet />
      </main>
    </div>
  );
}
