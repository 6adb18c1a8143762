import type { PublicAgency } from '../../../shared/microsite';
import { paths } from '../../../shared/paths';
import { useTexts } from '../texts';

/** The Escaparate wordmark (same drawing as the dashboard's logo). */
export function ProductLogo({
  className = 'h-8 w-auto',
  ink = '#1a1a1a',
}: {
  className?: string;
  ink?: string;
}) {
  return (
    <svg className={className} viewBox="0 0 168 32" role="img" aria-label="Escaparate">
      <rect width="32" height="32" rx="7" fill="#e56665" />
      <path d="M7 25V11l9-5 9 5v14h-6v-7h-6v7z" fill="#ffffff" />
      <text
        x="40"
        y="23"
        style={{ fill: ink }}
        fontFamily="system-ui, sans-serif"
        fontSize="20"
        fontWeight="700"
      >
        Escaparate
      </text>
    </svg>
  );
}

/** The agency's logo when it shows one, else the product's. */
export function HeaderLogo({ agency }: { agency: PublicAgency }) {
  return agency.logoUrl ? (
    <img
      src={agency.logoUrl}
      alt={agency.name}
      className="h-10 w-auto max-w-[180px] object-contain"
      height={40}
    />
  ) : (
    <ProductLogo ink="var(--secondary-ink)" />
  );
}

export function SiteFooter() {
  const t = useTexts();
  const links = [
    [paths.terms, t.footer.terms],
    [paths.privacy, t.footer.privacy],
    [paths.cookies, t.footer.cookies],
    [paths.legalNotice, t.footer.legalNotice],
    [paths.contact, t.footer.contact],
  ] as const;
  return (
    <footer className="mt-12 border-t border-neutral-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-neutral-600 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Legal">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map(([href, label]) => (
              <li key={href}>
                <a href={href} className="hover:text-ink hover:underline">
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <a href={paths.home} className="hover:text-ink hover:underline">
          {t.poweredBy}
        </a>
      </div>
    </footer>
  );
}
