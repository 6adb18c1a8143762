import type { ReactNode } from 'react';
import {
  type NewsletterBoxState,
  type NewsletterView,
  newsletterTexts as t,
} from '../../../shared/newsletter';
import { paths } from '../../../shared/paths';
import { NewsletterBox } from './newsletter-box';

function Message({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <div className="text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-neutral-700">{body}</p>
      {children}
    </div>
  );
}

const homeLink = (
  <p className="mt-8">
    <a href={paths.blog} className="font-semibold text-brand-700 underline">
      Ir al blog
    </a>
  </p>
);

/**
 * What a newsletter link or form post lands on: the sign-up result, the confirmation, an expired
 * or unknown link, the unsubscribe question (a button: mail scanners open links, they do not
 * press buttons) and its answer.
 */
export function NewsletterPage({
  view,
  box,
  email,
  token,
}: {
  view: NewsletterView;
  box?: NewsletterBoxState;
  email?: string;
  token?: string;
}) {
  let content: ReactNode;
  if (view === 'subscribe')
    content = (
      <>
        <NewsletterBox state={box} />
        <div className="text-center">{homeLink}</div>
      </>
    );
  else if (view === 'confirmed')
    content = (
      <Message title={t.confirmedTitle} body={t.confirmedBody}>
        {homeLink}
      </Message>
    );
  else if (view === 'unsubscribed')
    content = (
      <Message title={t.unsubscribedTitle} body={t.unsubscribedBody(email ?? '')}>
        {homeLink}
      </Message>
    );
  else if (view === 'unsubscribe')
    content = (
      <Message title={t.unsubscribeTitle} body={t.unsubscribeBody(email ?? '')}>
        <form method="post" action={paths.newsletter.unsubscribe(token ?? '')} className="mt-8">
          <button
            type="submit"
            className="rounded-xl bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
          >
            {t.unsubscribeButton}
          </button>
        </form>
      </Message>
    );
  else if (view === 'expired')
    content = (
      <>
        <Message title={t.expiredTitle} body={t.expiredBody} />
        <div className="mt-10">
          <NewsletterBox state={box} />
        </div>
      </>
    );
  else
    content = (
      <Message title={t.unknownLinkTitle} body={t.unknownLinkBody}>
        {homeLink}
      </Message>
    );
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-24">
      {view === 'subscribe' ? <h1 className="sr-only">Newsletter de Escaparate</h1> : null}
      {content}
    </div>
  );
}
