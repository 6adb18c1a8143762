import type { ReactNode } from 'react';

/**
 * A link that also works as a plain link, e.g. `#contactar` (CSS `:target` opens the dialog without
 * JavaScript); once the page is hydrated `onActivate` runs instead.
 */
export function SectionLink(props: {
  href: string;
  onActivate: () => void;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}) {
  const { href, onActivate, children, ...rest } = props;
  return (
    <a
      href={href}
      onClick={(e) => {
        e.preventDefault();
        onActivate();
      }}
      {...rest}
    >
      {children}
    </a>
  );
}
