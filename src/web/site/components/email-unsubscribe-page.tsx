import type { ReactNode } from 'react';
import {
  type EmailUnsubscribeView,
  emailUnsubscribeTexts as t,
  type UnsubscribableKey,
} from '../../../shared/notifications';
import { paths } from '../../../shared/paths';

function Message({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <div className="text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-neutral-700">{body}</p>
      {children}
    </div>
  );
}

const settings = (
  <>
    <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-neutral-600">{t.settings}</p>
    <p className="mt-8">
      <a href={paths.dashboard.settings} className="font-semibold text-brand-700 underline">
        {t.settingsLink}
      </a>
    </p>
  </>
);

/**
 * The unsubscribe link of a summary or scan alert: it asks first, with a button (mail scanners
 * open every link, they press no button); the button and the mail client's one-click post.
 */
export function EmailUnsubscribePage({
  view,
  preference,
  agencyName,
  action,
}: {
  view: EmailUnsubscribeView;
  preference?: UnsubscribableKey;
  agencyName?: string;
  action?: string;
}) {
  const what = preference ? t.what[preference] : '';
  let content: ReactNode;
  if (view === 'ask')
    content = (
      <Message title={t.askTitle} body={t.askBody(what, agencyName ?? '')}>
        <form method="post" action={action} className="mt-8">
          <button
            type="submit"
            className="rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t.button}
          </button>
        </form>
      </Message>
    );
  else if (view === 'done')
    content = (
      <Message title={t.doneTitle} body={t.doneBody(what)}>
        {settings}
      </Message>
    );
  else if (view === 'already')
    content = (
      <Message title={t.alreadyTitle} body={t.alreadyBody(what)}>
        {settings}
      </Message>
    );
  else
    content = (
      <Message title={t.unknownTitle} body={t.unknownBody}>
        {settings}
      </Message>
    );
  return <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-24">{content}</div>;
}
