import type { ComponentType, ReactNode } from 'react';
import { paths } from '../../../shared/paths';
import { Logo } from '../brand/logo';
import { siteTexts as t } from './site-texts';

/** How a footer link is drawn: the app passes its router's link, the server-rendered pages an `<a>`. */
export type FooterLink = ComponentType<{
  href: string;
  className: string;
  children: ReactNode;
  'aria-label'?: string;
}>;

const Anchor: FooterLink = ({ href, className, children, ...rest }) => (
  <a href={href} className={className} {...rest}>
    {children}
  </a>
);

export const footerColumns = [
  {
    title: t.footerColumns.product,
    links: [
      { href: paths.features, label: t.footerLinks.features },
      { href: paths.pricing, label: t.footerLinks.pricing },
      { href: paths.demo, label: t.footerLinks.demo },
    ],
  },
  {
    title: t.footerColumns.company,
    links: [
      { href: paths.about, label: t.footerLinks.about },
      { href: paths.blog, label: t.footerLinks.blog },
      { href: paths.contact, label: t.footerLinks.contact },
    ],
  },
  {
    title: t.footerColumns.legal,
    links: [
      { href: paths.terms, label: t.footerLinks.terms },
      { href: paths.privacy, label: t.footerLinks.privacy },
      { href: paths.cookies, label: t.footerLinks.cookies },
      { href: paths.legalNotice, label: t.footerLinks.legalNotice },
    ],
  },
] as const;

/** The footer of every public page, in the app and in the server-rendered pages alike. */
export function PublicFooterView({ LinkAs = Anchor }: { LinkAs?: FooterLink }) {
  const year = new Date().getFullYear();
  const linkClass =
    'rounded text-sm text-neutral-300 transition-colors hover:text-white focus-visible:outline-white';
  return (
    <footer className="bg-ink text-neutral-300">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-[2fr_3fr]">
          <div className="max-w-xs">
            <LinkAs
              href={paths.home}
              aria-label={t.homeLink}
              className="inline-block rounded-md focus-visible:outline-white"
            >
              <Logo variant="white" className="h-8 w-auto" />
            </LinkAs>
            <p className="mt-4 text-sm leading-6">{t.pitch}</p>
          </div>
          <nav aria-label={t.footerNav} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
            {footerColumns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-white">{column.title}</h2>
                <ul className="mt-4 space-y-3">
                  {column.links.map((link) => (
                    <li key={link.href}>
                      <LinkAs href={link.href} className={linkClass}>
                        {link.label}
                      </LinkAs>
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
