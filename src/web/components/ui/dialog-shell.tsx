import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';

/**
 * The dashboard's dialogs (listings, photos, QR): a full-screen sheet on phones, a centred panel from `sm` up. The body
 * scrolls; the header (title, close) and the optional footer stay in view.
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  footer,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  closeLabel: string;
  footer?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  // Opened from code, not from a Radix trigger: remember what had focus to give it back on close.
  // Read during the render that opens it, before Radix moves focus into the dialog.
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && document.activeElement instanceof HTMLElement) {
    opener.current = document.activeElement;
  }
  wasOpen.current = open;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            if (opener.current?.isConnected) {
              event.preventDefault();
              opener.current.focus();
            }
          }}
          className={cn(
            'fixed z-50 flex flex-col bg-white max-sm:inset-0 sm:top-1/2 sm:left-1/2 sm:max-h-[92dvh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl sm:shadow-xl',
            wide ? 'sm:max-w-5xl' : 'sm:max-w-2xl',
          )}
        >
          <div className="flex items-start justify-between gap-3 border-b border-neutral-200 px-4 py-3 sm:px-6 sm:py-4">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-bold text-ink sm:text-xl">{title}</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-neutral-600">
                {description}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="-m-1 shrink-0 rounded-lg p-2 text-neutral-700 hover:bg-neutral-100"
              aria-label={closeLabel}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4 sm:px-6 sm:py-5">{children}</div>
          {footer && (
            <div className="border-t border-neutral-200 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-6">
              {footer}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
