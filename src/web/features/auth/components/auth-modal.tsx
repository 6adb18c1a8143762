import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/paths';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

/** The auth modal: login or register, switchable, over any public page. */
export function AuthModal({ mode, trigger }: { mode: 'login' | 'register'; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState(mode);
  const navigate = useNavigate();
  const title = current === 'login' ? 'Iniciar sesión' : 'Crear cuenta';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setCurrent(mode);
      }}
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl sm:p-8">
          <div className="flex items-start justify-between">
            <Dialog.Title className="text-2xl font-bold tracking-tight">{title}</Dialog.Title>
            <Dialog.Close
              className="-m-2 rounded-lg p-2 text-neutral-600 hover:bg-neutral-100"
              aria-label="Cerrar"
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-neutral-600">
            {current === 'login'
              ? 'Accede a tu panel de Escaparate.'
              : 'Empieza a publicar tus inmuebles con Escaparate.'}
          </Dialog.Description>
          <div className="mt-6">
            {current === 'login' ? (
              <LoginForm
                onSignedIn={() => {
                  setOpen(false);
                  navigate(paths.dashboard.home);
                }}
                onSwitchToRegister={() => setCurrent('register')}
              />
            ) : (
              <RegisterForm
                onRegistered={() => setCurrent('login')}
                onSwitchToLogin={() => setCurrent('login')}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
