import { paths } from '../../../shared/paths';

/** On top of /demo: this listing is an example, and where to get one's own. */
export function DemoBanner() {
  return (
    <div className="bg-ink px-4 py-2.5 text-center text-sm text-white">
      <p className="mx-auto max-w-6xl">
        <strong className="font-semibold">Esto es una demostración:</strong> un microsite de ejemplo con un
        local ficticio y renders de muestra; el formulario no envía nada.{' '}
        <a
          href={paths.auth.register}
          className="font-semibold whitespace-nowrap underline underline-offset-2"
        >
          Crea tu cuenta
        </a>{' '}
        o{' '}
        <a href={paths.pricing} className="font-semibold whitespace-nowrap underline underline-offset-2">
          mira los planes
        </a>
        .
      </p>
    </div>
  );
}
