import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../../shared/paths';

/**
 * Shown when a screen fails to load or render — typically a stale tab after a deploy whose
 * code chunks no longer exist. Reloading fetches the current version.
 */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">Algo ha fallado al cargar esta página</h1>
      <p className="max-w-md text-neutral-600">
        Puede que haya una versión nueva de Escaparate. Recarga la página para continuar.
      </p>
      {message && <p className="text-sm text-neutral-500">{message}</p>}
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Recargar
        </button>
        <a
          href={paths.home}
          className="inline-flex min-h-11 items-center rounded-lg border border-neutral-300 px-4 text-sm font-semibold"
        >
          Ir al inicio
        </a>
      </div>
    </main>
  );
}
