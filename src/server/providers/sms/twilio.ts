import { readCapped, retryAfterSeconds } from '../../lib/read-capped';
import type { Logger } from '../../logger';
import { prepareSms, SmsError, type SmsSender, smsErrorMessages } from './sms';

/** Twilio's API, unless TWILIO_API_BASE points elsewhere (a local fake in tests). */
export const TWILIO_API_BASE = 'https://api.twilio.com';
/** One send, answer included: Twilio answers in well under a second; past this, try later. */
export const TWILIO_TIMEOUT_MS = 10_000;
/** A message's JSON is about 1 KB; anything far bigger is not Twilio's answer. */
const MAX_ANSWER_BYTES = 64 * 1024;

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** The sender: a phone in E.164, or a Messaging Service SID (MG…), which picks the number itself. */
  from: string;
  /** Defaults to TWILIO_API_BASE. */
  apiBase?: string;
  timeoutMs?: number;
  logger: Logger;
  fetch?: typeof fetch;
}

/** The fields of Twilio's answers that we read: a Message resource, or an error. */
interface TwilioAnswer {
  sid?: unknown;
  status?: unknown;
  code?: unknown;
}

function parse(body: string): TwilioAnswer {
  try {
    const data: unknown = JSON.parse(body);
    return typeof data === 'object' && data !== null ? (data as TwilioAnswer) : {};
  } catch {
    return {};
  }
}

/**
 * Twilio's error codes (https://www.twilio.com/docs/api/errors) that say which of our failures a
 * refusal is. Twilio's own message is not kept: it quotes the phone number.
 */
const refusals: Record<number, [SmsError['reason'], string]> = {
  21211: ['invalid', smsErrorMessages.invalidPhone],
  21614: ['invalid', smsErrorMessages.notMobile],
  21612: ['invalid', smsErrorMessages.notMobile],
  21610: ['invalid', smsErrorMessages.optedOut],
  21602: ['invalid', smsErrorMessages.badBody],
  21617: ['invalid', smsErrorMessages.badBody],
  // The account, the sender or the countries it may text: the operator's configuration.
  20003: ['not_configured', smsErrorMessages.notConfigured],
  20404: ['not_configured', smsErrorMessages.notConfigured],
  21212: ['not_configured', smsErrorMessages.notConfigured],
  21606: ['not_configured', smsErrorMessages.notConfigured],
  21659: ['not_configured', smsErrorMessages.notConfigured],
  21408: ['not_configured', smsErrorMessages.notConfigured],
};

/** The error an answer that is not a 2xx amounts to. */
function statusError(res: Response, body: string): SmsError {
  const { code: rawCode } = parse(body);
  const code = typeof rawCode === 'number' ? rawCode : undefined;
  const details = { status: res.status, code };
  if (res.status === 429)
    return new SmsError('rate_limited', smsErrorMessages.unavailable, {
      ...details,
      retryAfterSeconds: retryAfterSeconds(res.headers.get('retry-after')),
    });
  if (res.status >= 500) return new SmsError('unavailable', smsErrorMessages.unavailable, details);
  const known = code === undefined ? undefined : refusals[code];
  if (known) return new SmsError(known[0], known[1], details);
  // A bad key or account, or a wrong base URL: nothing a retry or the user can fix.
  if (res.status === 401 || res.status === 403 || res.status === 404)
    return new SmsError('not_configured', smsErrorMessages.notConfigured, details);
  return new SmsError('invalid', smsErrorMessages.invalidPhone, details);
}

/**
 * Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`, form-encoded, HTTP Basic
 * with the Account SID and Auth Token). Plain fetch, no SDK: one endpoint. No retry here: a 429, a
 * 5xx, a network error or a timeout throws a retryable SmsError and the caller (a job) tries later.
 */
export function createTwilioSmsSender(opts: TwilioOptions): SmsSender {
  const base = (opts.apiBase ?? TWILIO_API_BASE).replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(opts.accountSid)}/Messages.json`;
  const timeoutMs = opts.timeoutMs ?? TWILIO_TIMEOUT_MS;
  const doFetch = opts.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  const sender: [string, string] = opts.from.startsWith('MG')
    ? ['MessagingServiceSid', opts.from]
    : ['From', opts.from];
  return {
    kind: 'twilio',
    async send(message) {
      const { to, body } = prepareSms(message);
      const form = new URLSearchParams([['To', to], sender, ['Body', body]]);
      const signal = AbortSignal.timeout(timeoutMs);
      let res: Response;
      let text: string;
      try {
        // The base is the operator's; a redirect is refused all the same, so the credentials only
        // ever go where they were configured for.
        res = await doFetch(url, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
          },
          body: form,
          signal,
          redirect: 'error',
        });
        text = (
          await readCapped(
            res,
            MAX_ANSWER_BYTES,
            () => new SmsError('unavailable', smsErrorMessages.unavailable, { status: res.status }),
          )
        ).toString('utf8');
      } catch (err) {
        if (err instanceof SmsError) throw err;
        const reason = signal.aborted ? 'timeout' : 'unavailable';
        opts.logger.warn({ reason, err }, 'sms not sent (Twilio)');
        throw new SmsError(reason, smsErrorMessages.unavailable);
      }
      if (!res.ok) {
        const error = statusError(res, text);
        // The status and Twilio's code only: its message quotes the phone.
        opts.logger.warn({ reason: error.reason, ...error.details }, 'sms not sent (Twilio)');
        throw error;
      }
      const answer = parse(text);
      opts.logger.info({ smsSid: answer.sid, status: answer.status }, 'sms sent');
    },
    async close() {},
  };
}
