import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { buttonClass } from './button';
import { EmptyState } from './empty-state';

/** A page the member's role does not allow, opened by its address: said plainly, with a way back. */
export function NoPermission() {
  return (
    <EmptyState
      icon={Lock}
      title="No tienes permiso para ver esta página"
      body="Esta sección solo la gestiona el propietario de la agencia. Si necesitas algo de aquí, pídeselo al propietario."
      action={
        <Link to={paths.dashboard.home} className={buttonClass('secondary')}>
          Volver al panel
        </Link>
      }
    />
  );
}
