import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`,
 * form-encoded, HTTP Basic with the Account SID and Auth Token), so the SMS sender's real HTTP
 * code runs against it. It checks the credentials and the required fields as Twilio does, records
 * every request, and answers each one with the next queued behaviour (or a 201 Message).
 */
export type FakeTwilioAnswer =
  /** 201 with the Message resource (status "queued"). */
  | { sent: true }
  /** A Twilio error body `{ code, message, more_info, status }` with this HTTP status. */
  | { status: number; code?: number; message?: string; retryAfter?: string }
  /** Holds the answer back this long, then answers 201 (a timeout on the client). */
  | { delayMs: number };

export interface FakeTwilioRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** The form fields sent. */
  form: Record<string, string>;
}

export interface FakeTwilio {
  /** The base to give the sender (TWILIO_API_BASE). */
  url: string;
  accountSid: string;
  authToken: string;
  requests: FakeTwilioRequest[];
  /** The messages it accepted (201), as Twilio would send them. */
  sent: { sid: string; to: string; from: string | null; messagingServiceSid: string | null; body: string }[];
  queue(...answers: FakeTwilioAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

const errorBody = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});

export async function startFakeTwilio(
  credentials: { accountSid?: string; authToken?: string } = {},
): Promise<FakeTwilio> {
  const accountSid = credentials.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = credentials.authToken ?? randomBytes(16).toString('hex');
  const queued: FakeTwilioAnswer[] = [];
  const fake: Omit<FakeTwilio, 'url' | 'close'> = {
    accountSid,
    authToken,
    requests: [],
    sent: [],
    queue: (...answers) => void queued.push(...answers),
    reset: () => {
      queued.length = 0;
      fake.requests.length = 0;
      fake.sent.length = 0;
    },
  };

  function accept(res: ServerResponse, form: Record<string, string>) {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const now = new Date().toUTCString().replace('GMT', '+0000');
    const message = {
      sid,
      to: form.To!,
      from: form.From ?? null,
      messagingServiceSid: form.MessagingServiceSid ?? null,
      body: form.Body!,
    };
    fake.sent.push(message);
    json(res, 201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body: message.body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: message.from,
      messaging_service_sid: message.messagingServiceSid,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      status: 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to: message.to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  }

  function answer(req: IncomingMessage, res: ServerResponse, path: string, form: Record<string, string>) {
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return json(res, 401, errorBody(401, 20003, 'Authentication Error - invalid username'));
    if (req.method !== 'POST' || path !== `/2010-04-01/Accounts/${accountSid}/Messages.json`)
      return json(res, 404, errorBody(404, 20404, `The requested resource ${path} was not found`));
    if (!form.To) return json(res, 400, errorBody(400, 21604, "A 'To' phone number is required."));
    if (!form.From && !form.MessagingServiceSid)
      return json(res, 400, errorBody(400, 21603, "A 'From' phone number is required."));
    if (!form.Body) return json(res, 400, errorBody(400, 21602, 'Message body is required.'));
    const next = queued.shift() ?? { sent: true };
    if ('sent' in next) return accept(res, form);
    if ('delayMs' in next) {
      const timer = setTimeout(() => {
        if (!res.destroyed) accept(res, form);
      }, next.delayMs);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    const code = next.code ?? (next.status === 429 ? 20429 : 20500);
    const message = next.message ?? (next.status === 429 ? 'Too Many Requests' : 'Internal Server Error');
    return json(
      res,
      next.status,
      errorBody(next.status, code, message),
      next.retryAfter ? { 'retry-after': next.retryAfter } : {},
    );
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      fake.requests.push({ method: req.method ?? '', path, headers: req.headers, form });
      answer(req, res, path, form);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
