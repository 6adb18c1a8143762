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

/** Where to switch it back on: the agency's Notificaciones, or an agent's own "Mis avisos". */
function Settings({ mine }: { mine?: boolean }) {
  return (
    <>
      <p className="mx-auto mt-4 max-w-xl text-base leading-7 text-neutral-600">
        {mine ? t.settingsMine : t.settings}
      </p>
      <p className="mt-8">
        <a
          href={mine ? `${paths.dashboard.settings}#member-alerts-section` : paths.dashboard.settings}
          className="font-semibold text-brand-700 underline"
        >
          {mine ? t.settingsMineLink : t.settingsLink}
        </a>
      </p>
    </>
  );
}

/**
 * The unsubscribe link of a summary or scan alert: it asks first, with a button (mail scanners
 * open every link, they press no button); the button and the mail client's one-click post.
 */
export function EmailUnsubscribePage({
  view,
  preference,
  agencyName,
  mine,
  action,
}: {
  view: EmailUnsubscribeView;
  preference?: UnsubscribableKey;
  agencyName?: string;
  mine?: boolean;
  action?: string;
}) {
  const what = mine ? t.whatMine : preference ? t.what[preference] : '';
  const settings = <Settings mine={mine} />;
  let content: ReactNode;
  if (view === 'ask')
    content = (
      <Message
        title={t.askTitle}
        body={mine ? t.askBodyMine(agencyName ?? '') : t.askBody(what, agencyName ?? '')}
      >
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
