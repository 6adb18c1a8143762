import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button';
import { AgencyForm } from '../../features/agency/components/agency-form';
import { SubscriptionSettings } from '../../features/billing/components/subscription-settings';
import { BrandingSettings } from '../../features/branding/components/branding-settings';
import { brandingPageTexts } from '../../features/branding/texts';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';
import { useMe } from '../../lib/use-me';
import { useSignOut } from '../../lib/use-sign-out';

export function DashboardSettingsRoute() {
  const me = useMe();
  const signOutAndLeave = useSignOut();
  useEffect(() => {
    document.title = 'Configuración · Escaparate';
  }, []);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Configuración</h1>
      <section
        aria-labelledby="agency-section"
        className="rounded-2xl border border-neutral-200 bg-white p-5 sm:p-6"
      >
        <h2 id="agency-section" className="text-lg font-semibold">
          Datos de la agencia
        </h2>
        <p className="mt-1 mb-5 text-sm text-neutral-600">
          Se muestran a los compradores en tus microsites y carteles.
        </p>
        {me.data ? (
          <AgencyForm key={me.data.agency.id} agency={me.data.agency} />
        ) : me.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {me.error.message}
          </p>
        ) : (
          <p className="text-sm text-neutral-600">Cargando...</p>
        )}
      </section>
      <section
        aria-labelledby="branding-section"
        className="rounded-2xl border border-neutral-200 bg-white p-5 sm:p-6"
      >
        <h2 id="branding-section" className="text-lg font-semibold">
          {brandingPageTexts.title}
        </h2>
        <p className="mt-1 mb-5 text-sm text-neutral-600">{brandingPageTexts.intro}</p>
        {me.data ? (
          <BrandingSettings key={me.data.agency.id} agency={me.data.agency} />
        ) : (
          <p className="text-sm text-neutral-600">Cargando...</p>
        )}
      </section>
      <NotificationSettings />
      <SubscriptionSettings />
      <section
        aria-labelledby="session-section"
        className="rounded-2xl border border-neutral-200 bg-white p-5 sm:p-6"
      >
        <h2 id="session-section" className="text-lg font-semibold">
          Sesión
        </h2>
        <p className="mt-1 mb-4 text-sm text-neutral-600">Conectado como {me.data?.user.email}.</p>
        <Button variant="secondary" onClick={signOutAndLeave}>
          <LogOut className="size-4" aria-hidden />
          Cerrar sesión
        </Button>
      </section>
    </div>
  );
}
