import type { BlogArticleSummary, BlogCategory } from './blog';
import type { ContactDetails, ContactFormState } from './contact';
import type { Lang } from './lang';
import type { CookiePreferences } from './legal';
import type { PublicAgency } from './microsite';
import type { NewsletterBoxState, NewsletterView } from './newsletter';
import type { EmailUnsubscribeView, UnsubscribableKey } from './notifications';

/**
 * The server-rendered public pages outside the app and the microsite (blog, legal, contact): each
 * kind is one page shape, rendered by `src/web/site` on the server, with no client JavaScript.
 */
export type SitePage =
  /**
   * A legal text for a microsite's visitor, in the page's language: an agency's privacy notice
   * (under its name, in its colours) or the English cookie policy and legal notice (agency null).
   */
  | {
      kind: 'buyer-document';
      lang: Lang;
      title: string;
      html: string;
      /** ISO date of the text's last change. */
      updatedAt: string;
      agency: PublicAgency | null;
      /** Where the header leads: the agency's page (or /demo), else the product's home. */
      home: string;
      /** This page in each language (the switch). */
      alternates: Record<Lang, string>;
    }
  | {
      /** A Markdown document already rendered to safe HTML (legal texts). */
      kind: 'document';
      title: string;
      intro?: string;
      html: string;
      /** ISO date of the text's last change: "Última actualización". */
      updatedAt?: string;
      /** The version a sign-up accepts and stores (shared/legal.ts `legalVersions`): Terms, Privacy. */
      version?: string;
    }
  | {
      /** The cookie policy and its preferences form (a plain POST: works without JavaScript). */
      kind: 'cookies';
      title: string;
      html: string;
      updatedAt?: string;
      /** The visitor's saved choice; null when none was made yet (only essential cookies). */
      preferences: CookiePreferences | null;
      /** Shown after saving (the form's redirect lands here). */
      saved: boolean;
      /** A form that could not be read. */
      error?: string;
    }
  /** A site address with nothing behind it (an unknown article): said plainly, with ways on. */
  | { kind: 'not-found'; title: string; message: string }
  /** /contact: details, quick actions and the form (with what a failed post left), or "sent". */
  | {
      kind: 'contact';
      details: ContactDetails;
      form?: ContactFormState;
      /** Sent; `confirmation`: an e-mail confirming it goes to the sender. */
      sent?: { confirmation: boolean };
      newsletter?: NewsletterBoxState;
    }
  /** /newsletter…: a sign-up's result, a confirmation or unsubscribe link's page. */
  | { kind: 'newsletter'; view: NewsletterView; box?: NewsletterBoxState; email?: string; token?: string }
  /** /email/unsubscribe: an activity e-mail's one-click unsubscribe (question, answer, bad link). */
  | {
      kind: 'email-unsubscribe';
      view: EmailUnsubscribeView;
      preference?: UnsubscribableKey;
      agencyName?: string;
      /** An assigned agent's own copy (their "Mis avisos" switch), not the agency's preference. */
      mine?: boolean;
      /** The form's action (the same link, token included). */
      action?: string;
    }
  /** /blog: the featured article (when in the chosen category) and the others as cards. */
  | {
      kind: 'blog-list';
      /** The `?categoria=` chosen; null for "Todos". */
      category: BlogCategory | null;
      featured: BlogArticleSummary | null;
      articles: BlogArticleSummary[];
    }
  /** /blog/{slug}: the article's safe HTML and the ways on from it. */
  | {
      kind: 'blog-article';
      article: BlogArticleSummary;
      html: string;
      previous: BlogArticleSummary | null;
      next: BlogArticleSummary | null;
      related: BlogArticleSummary[];
    };

/** Loaded by the server from the build (dist/microsite-ssr), like the microsite's renderer. */
export interface SiteRenderer {
  render(page: SitePage, path?: string): string;
}
