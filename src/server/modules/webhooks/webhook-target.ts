import { webhookTexts } from '../../../shared/webhooks';
import { OutboundError, type PublicTarget, type Resolve, resolvePublicTarget } from '../../lib/public-target';

export { isPublicAddress, type Resolve } from '../../lib/public-target';

/** Where a delivery may connect: the address that was checked, not a second DNS answer. */
export type WebhookTarget = PublicTarget;

/** A target refused before any connection; its message is the Spanish one the owner reads. */
export class WebhookTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookTargetError';
  }
}

/** The shared guard's refusals in the words of Settings → Webhooks. */
const webhookMessages: Partial<Record<OutboundError['code'], string>> = {
  invalid_url: webhookTexts.urlInvalid,
  scheme: webhookTexts.httpsRequired,
  credentials_in_url: webhookTexts.credentialsInUrl,
  not_public: webhookTexts.notPublic,
  unresolvable: webhookTexts.unresolvable,
};

/**
 * Checks a webhook URL with the shared SSRF guard (lib/public-target.ts). Without `allowPrivate`
 * (always so in production) it must be https, carry no credentials, and resolve only to public
 * addresses.
 */
export async function resolveTarget(
  raw: string,
  opts: { allowPrivate: boolean; resolve?: Resolve },
): Promise<WebhookTarget> {
  try {
    return await resolvePublicTarget(raw, {
      allowPrivate: opts.allowPrivate,
      resolve: opts.resolve,
      schemes: opts.allowPrivate ? ['http:', 'https:'] : ['https:'],
    });
  } catch (err) {
    if (err instanceof OutboundError) throw new WebhookTargetError(webhookMessages[err.code] ?? err.message);
    throw err;
  }
}
