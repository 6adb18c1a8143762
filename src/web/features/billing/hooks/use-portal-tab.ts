import { toast } from 'sonner';
import { billingTexts } from '../../../../shared/billing';
import { useOpenPortal } from '../api/use-billing-mutations';
import { settingsTexts as t } from '../texts';

/**
 * 'Gestionar suscripción': the portal opens in a new tab (decision 017 → Plans). The tab is opened blank
 * inside the click, so pop-up blockers allow it, and pointed at the portal once its address arrives.
 */
export function usePortalTab() {
  const portal = useOpenPortal();
  const open = () => {
    const tab = window.open('about:blank', '_blank');
    if (tab) tab.opener = null;
    portal.mutate(undefined, {
      onSuccess: ({ url }) => {
        if (!url) {
          tab?.close();
          toast.error(t.portalErrorTitle, { description: billingTexts.portalError });
        } else if (tab) {
          // Closed by the user meanwhile: they changed their mind.
          if (!tab.closed) tab.location.href = url;
        } else {
          // Blocked anyway: go there in this tab.
          window.location.assign(url);
        }
      },
      onError: () => {
        tab?.close();
        toast.error(t.portalErrorTitle, { description: billingTexts.portalError });
      },
    });
  };
  return { open, isPending: portal.isPending };
}
