import { paths } from '../../../shared/paths';

const link = 'font-semibold whitespace-nowrap underline underline-offset-2';

/** On top of /demo: this listing is an example, and where to get one's own. */
export function DemoBanner() {
  return (
    <div className="border-b border-amber-300 bg-amber-100 px-4 py-2.5 text-center text-sm text-amber-950">
      <p className="mx-auto max-w-6xl">
        <strong className="font-semibold">Esto es una demostración:</strong> un local de ejemplo con imágenes
        ilustradas, y el formulario no envía nada.{' '}
        <a href={paths.auth.register} className={link}>
          Crea tu cuenta
        </a>{' '}
        o{' '}
        <a href={paths.pricing} className={link}>
          mira los planes
        </a>
        .
      </p>
    </div>
  );
}
