import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { AgencyForm } from '../../features/agency/components/agency-form';
import { SecuritySettings } from '../../features/auth/components/security-settings';
import { BillingDetailsSettings } from '../../features/billing/components/billing-details-settings';
import { SubscriptionSettings } from '../../features/billing/components/subscription-settings';
import { BrandingSettings } from '../../features/branding/components/branding-settings';
import { brandingPageTexts } from '../../features/branding/texts';
import { DiagnosticsSettingsLink } from '../../features/diagnostics/components/settings-link';
import { ImportSettingsLink } from '../../features/imports/components/import-settings-link';
import { MemberAlertSettings } from '../../features/member-alerts/components/member-alert-settings';
import { MemberContactSettings } from '../../features/member-contact/components/member-contact-settings';
import { NotificationSettings } from '../../features/notifications/components/notification-settings';
import { PortalFeedSettings } from '../../features/portal-feed/components/portal-feed-settings';
import { TeamSettings } from '../../features/team/components/team-settings';
import { teamPageTexts } from '../../features/team/texts';
import { CalendarFeedCard } from '../../features/visit-links/components/calendar-feed-card';
import { VisitSettings } from '../../features/visits/components/visit-settings';
import { WebhookSettings } from '../../features/webhooks/components/webhook-settings';
import { useIsOwner, useMe } from '../../lib/use-me';
import { useSignOut } from '../../lib/use-sign-out';

export function DashboardSettingsRoute() {
  const me = useMe();
  // Agents see their role and the session; the agency's own settings are the owner's (server-enforced too).
  const isOwner = useIsOwner();
  const signOutAndLeave = useSignOut();
  useEffect(() => {
    document.title = 'Configuración · Escaparate';
  }, []);
  // A link to one section (`#subscription-section` from a plan limit) lands on it once the page is drawn.
  const { hash } = useLocation();
  const ready = !!me.data;
  useEffect(() => {
    if (hash && ready) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, ready]);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Configuración</h1>
      {!me.data &&
        (me.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {me.error.message}
          </p>
        ) : (
          <p className="text-sm text-neutral-600">Cargando...</p>
        ))}
      {isOwner ? (
        <>
          <Panel
            id="agency-section"
            title="Datos de la agencia"
            caption="Se muestran a los compradores en tus microsites y carteles."
          >
            {me.data ? (
              <AgencyForm key={me.data.agency.id} agency={me.data.agency} />
            ) : me.isError ? (
              <p role="alert" className="text-sm text-red-700">
                {me.error.message}
              </p>
            ) : (
              <p className="text-sm text-neutral-600">Cargando...</p>
            )}
          </Panel>
          <Panel id="branding-section" title={brandingPageTexts.title} caption={brandingPageTexts.intro}>
            {me.data ? (
              <BrandingSettings key={me.data.agency.id} agency={me.data.agency} />
            ) : (
              <p className="text-sm text-neutral-600">Cargando...</p>
            )}
          </Panel>
          <NotificationSettings />
          <WebhookSettings />
          <ImportSettingsLink />
          <PortalFeedSettings />
          <SubscriptionSettings />
          <BillingDetailsSettings />
          <TeamSettings myUserId={me.data?.user.id} />
          <DiagnosticsSettingsLink />
        </>
      ) : (
        me.data && (
          <>
            <Panel id="role-section" title={teamPageTexts.agentTitle} caption={teamPageTexts.roleAgent}>
              <p className="text-sm text-neutral-700">{teamPageTexts.agentNote}</p>
            </Panel>
            <MemberAlertSettings />
          </>
        )
      )}
      <MemberContactSettings />
      {me.data && <VisitSettings isOwner={isOwner} />}
      {me.data && <CalendarFeedCard />}
      {me.data && <SecuritySettings />}
      <Panel id="session-section" title="Sesión" caption={`Conectado como ${me.data?.user.email}.`}>
        <Button variant="secondary" onClick={signOutAndLeave}>
          <LogOut className="size-4" aria-hidden />
          Cerrar sesión
        </Button>
      </Panel>
    </div>
  );
}
