import { CheckCircle2, Circle, Plus } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { DEFAULT_AGENCY_NAME } from '../../../shared/agency';
import { paths } from '../../../shared/paths';
import { useMe } from '../../features/agency/api/use-me';

export function DashboardHomeRoute() {
  const me = useMe();
  useEffect(() => {
    document.title = 'Panel · Escaparate';
  }, []);
  const agency = me.data?.agency;
  const steps = agency
    ? [
        { done: agency.name !== DEFAULT_AGENCY_NAME, label: 'Ponle nombre a tu agencia' },
        { done: Boolean(agency.email), label: 'Añade un e-mail de contacto' },
        { done: Boolean(agency.phone), label: 'Añade un teléfono de contacto' },
      ]
    : [];
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Hola, bienvenido a Escaparate</h1>
        <p className="mt-1 text-neutral-600">
          {agency ? `Estás gestionando ${agency.name}.` : 'Cargando tu agencia...'}
        </p>
        <Link
          to={paths.dashboard.newListing}
          className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <Plus className="size-4" aria-hidden />
          Crear inmueble
        </Link>
      </div>
      {me.isError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {me.error.message}
        </p>
      )}
      {agency && (
        <section
          aria-labelledby="agency-data"
          className="rounded-2xl border border-neutral-200 bg-white p-5 sm:p-6"
        >
          <h2 id="agency-data" className="text-lg font-semibold">
            Datos de tu agencia
          </h2>
          <p className="mt-1 text-sm text-neutral-600">
            Aparecen en las páginas de tus inmuebles y en los carteles QR.
          </p>
          <ul className="mt-4 space-y-2">
            {steps.map((s) => (
              <li key={s.label} className="flex items-center gap-2 text-sm">
                {s.done ? (
                  <CheckCircle2 className="size-5 text-green-700" aria-hidden />
                ) : (
                  <Circle className="size-5 text-neutral-400" aria-hidden />
                )}
                <span className={s.done ? 'text-neutral-500 line-through' : 'text-neutral-900'}>
                  {s.label}
                </span>
                <span className="sr-only">{s.done ? '(hecho)' : '(pendiente)'}</span>
              </li>
            ))}
          </ul>
          <Link
            to={paths.dashboard.settings}
            className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
          >
            Completar datos de la agencia
          </Link>
        </section>
      )}
    </div>
  );
}
