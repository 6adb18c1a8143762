import { paths } from '../../../shared/paths';
import { useTexts } from '../texts';

const link = 'font-semibold whitespace-nowrap underline underline-offset-2';

/** On top of /demo: this listing is an example, and where to get one's own. */
export function DemoBanner() {
  const t = useTexts().demo;
  return (
    <div className="border-b border-amber-300 bg-amber-100 px-4 py-2.5 text-center text-sm text-amber-950">
      <p className="mx-auto max-w-6xl">
        <strong className="font-semibold">{t.lead}</strong> {t.body}{' '}
        <a href={paths.auth.register} className={link}>
          {t.signUp}
        </a>{' '}
        {t.or}{' '}
        <a href={paths.pricing} className={link}>
          {t.plans}
        </a>
        .
      </p>
    </div>
  );
}
