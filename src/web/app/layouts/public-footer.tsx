import { Link } from 'react-router';
import { paths } from '../../../shared/paths';
import { Logo } from '../../components/brand/logo';
import { layoutTexts as t } from '../../features/marketing/texts';

const footerColumns = [
  {
    title: t.footerColumns.product,
    links: [
      { to: paths.features, label: t.footerLinks.features },
      { to: paths.pricing, label: t.footerLinks.pricing },
      { to: paths.demo, label: t.footerLinks.demo },
    ],
  },
  {
    title: t.footerColumns.company,
    links: [
      { to: paths.about, label: t.footerLinks.about },
      { to: paths.blog, label: t.footerLinks.blog },
      { to: paths.contact, label: t.footerLinks.contact },
    ],
  },
  {
    title: t.footerColumns.legal,
    links: [
      { to: paths.terms, label: t.footerLinks.terms },
      { to: paths.privacy, label: t.footerLinks.privacy },
      { to: paths.cookies, label: t.footerLinks.cookies },
      { to: paths.avisoLegal, label: t.footerLinks.avisoLegal },
    ],
  },
] as const;

export function PublicFooter() {
  const year = new Date().getFullYear();
  const linkClass =
    'rounded text-sm text-neutral-300 transition-colors hover:text-white focus-visible:outline-white';
  return (
    <footer className="bg-ink text-neutral-300">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[2fr_3fr]">
          <div className="max-w-xs">
            <Link
              to={paths.home}
              aria-label={t.homeLink}
              className="inline-block rounded-md focus-visible:outline-white"
            >
              <Logo variant="white" className="h-8 w-auto" />
            </Link>
            <p className="mt-4 text-sm leading-6">{t.pitch}</p>
          </div>
          <nav aria-label={t.footerNav} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {footerColumns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-white">{column.title}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      {/* /demo is the server-rendered microsite, not a page of this app: a full load. */}
                      <Link to={link.to} reloadDocument={link.to === paths.demo} className={linkClass}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className="mt-12 border-t border-white/10 pt-6 text-sm text-neutral-400">{t.copyright(year)}</p>
      </div>
    </footer>
  );
}
