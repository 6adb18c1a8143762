import { micrositeTexts as t } from '../../../shared/microsite';
import { paths } from '../../../shared/paths';
import { ProductLogo, SiteFooter } from './site-chrome';

/** 'Este inmueble no está disponible' and 'Agencia no encontrada': a clear message and a way home. */
export function MissingPage({ title, body }: { title: string; body: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-neutral-50 font-sans text-ink">
      <header className="border-b border-neutral-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <a href={paths.home}>
            <ProductLogo />
          </a>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        <p className="mt-3 text-neutral-700">{body}</p>
        <a
          href={paths.home}
          className="mt-8 rounded-xl bg-[#b3302f] px-5 py-3 font-semibold text-white hover:brightness-95"
        >
          {t.backHome}
        </a>
      </main>
      <SiteFooter />
    </div>
  );
}

/** 'Cargando propiedad...' while a client-side navigation loads a listing. */
export function LoadingListing() {
  return (
    <div
      className="flex min-h-dvh items-center justify-center bg-neutral-50 font-sans text-ink"
      role="status"
    >
      <span
        className="mr-3 size-5 animate-spin rounded-full border-2 border-neutral-300 border-t-neutral-800"
        aria-hidden="true"
      />
      {t.loading}
    </div>
  );
}
