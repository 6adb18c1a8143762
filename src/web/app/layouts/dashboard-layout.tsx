import { BarChart3, Building2, CalendarDays, Home, Inbox, LogOut, Menu, Settings, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { DEFAULT_AGENCY_NAME } from '../../../shared/agency';
import { paths } from '../../../shared/paths';
import { Logo } from '../../components/brand/logo';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { useMe } from '../../lib/use-me';
import { useSignOut } from '../../lib/use-sign-out';

const nav = [
  { to: paths.dashboard.home, label: 'Inicio', icon: Home, end: true },
  { to: paths.dashboard.listings, label: 'Inmuebles', icon: Building2, end: false },
  { to: paths.dashboard.leads, label: 'Leads', icon: Inbox, end: false },
  { to: paths.dashboard.visits, label: 'Visitas', icon: CalendarDays, end: false },
  { to: paths.dashboard.analytics, label: 'Analíticas', icon: BarChart3, end: false },
  { to: paths.dashboard.settings, label: 'Configuración', icon: Settings, end: false },
];

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const signOutAndLeave = useSignOut();
  const me = useMe();
  return (
    <div className="flex h-full flex-col">
      <div className="px-5 py-5">
        <Logo className="h-7 w-auto" />
      </div>
      <nav aria-label="Panel" className="flex-1 space-y-1 px-3">
        {nav.map(({ to, label, icon: Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
                isActive ? 'bg-brand-50 text-brand-800' : 'text-neutral-700 hover:bg-neutral-100',
              )
            }
          >
            <Icon className="size-5" aria-hidden />
            {label}
          </NavLink>
        ))}
      </nav>
      <div className="border-t border-neutral-200 px-5 py-4">
        <p className="truncate text-sm font-semibold text-neutral-900" data-testid="agency-name">
          {me.data?.agency.name ?? DEFAULT_AGENCY_NAME}
        </p>
        <p className="truncate text-sm text-neutral-600">{user?.email}</p>
        <button
          type="button"
          onClick={signOutAndLeave}
          className="mt-3 flex min-h-11 w-full items-center gap-2 rounded-lg px-2 text-sm font-medium text-neutral-700 hover:bg-neutral-100"
        >
          <LogOut className="size-4" aria-hidden />
          Cerrar sesión
        </button>
      </div>
    </div>
  );
}

/** The dashboard: a sidebar on desktop, a drawer on phones. */
export function DashboardLayout() {
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-dvh bg-neutral-50 md:flex">
      <aside className="hidden w-64 shrink-0 border-r border-neutral-200 bg-white md:block">
        <div className="sticky top-0 h-dvh">
          <Sidebar />
        </div>
      </aside>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <header className="sticky top-0 z-30 flex items-center justify-between border-b border-neutral-200 bg-white px-4 py-3 md:hidden">
          <Logo className="h-7 w-auto" />
          <Dialog.Trigger
            className="-m-2 rounded-lg p-2 text-neutral-800 hover:bg-neutral-100"
            aria-label="Abrir menú"
          >
            <Menu className="size-6" aria-hidden />
          </Dialog.Trigger>
        </header>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 md:hidden" />
          <Dialog.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] bg-white shadow-xl md:hidden">
            <Dialog.Title className="sr-only">Menú del panel</Dialog.Title>
            <Dialog.Description className="sr-only">Navegación del panel de tu agencia</Dialog.Description>
            <Dialog.Close
              className="absolute top-4 right-3 rounded-lg p-2 text-neutral-700 hover:bg-neutral-100"
              aria-label="Cerrar menú"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
            <Sidebar onNavigate={() => setOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 sm:px-8 sm:py-8">
        <Outlet />
      </main>
    </div>
  );
}
