import type { ReactNode } from 'react';
import { NoPermission } from '../components/ui/no-permission';
import { useIsOwner, useMe } from '../lib/use-me';

/**
 * A page of the agency's owner (billing, diagnostics). An agent who opens its address sees a
 * Spanish "no permission" state; the server refuses the calls behind it anyway (403).
 */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const me = useMe();
  const isOwner = useIsOwner();
  // A failed /api/me: the page shows its own error; the server still refuses what is not allowed.
  if (me.isError) return children;
  if (!me.data) return <p className="text-sm text-neutral-600">Cargando...</p>;
  if (!isOwner)
    return (
      <div className="mx-auto w-full max-w-xl">
        <NoPermission />
      </div>
    );
  return children;
}
