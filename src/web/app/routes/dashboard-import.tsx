import { ImportPage } from '../../features/imports/components/import-page';
import { useIsOwner, useMe } from '../../lib/use-me';

/** /dashboard/settings/import: Configuración → Importar (the owner's; an agent is told so). */
export function DashboardImportRoute() {
  const me = useMe();
  return <ImportPage isOwner={useIsOwner()} loaded={!!me.data} />;
}
