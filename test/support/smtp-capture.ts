import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it; `raw` with quoted-printable soft line breaks joined. */
export interface CapturedMail {
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>` (no auth, no TLS), for SMTP_URL. */
  url: string;
  received: CapturedMail[];
  /** When it returns true for a message, the server answers 451 (a temporary failure) and keeps nothing. */
  refuse: ((mail: CapturedMail) => boolean) | null;
  /** Most SMTP sessions open at the same time so far (pooled connections show as more than one). */
  maxSessions: number;
  close(): Promise<void>;
}

/** A local SMTP server that keeps what it is sent: the real nodemailer code runs against it. */
export async function startSmtpCapture(
  opts: {
    /** Called for each accepted message. */
    onMail?: (mail: CapturedMail) => void;
    /** Keep the messages in `received` (default true; a bench of thousands keeps none). */
    keep?: boolean;
  } = {},
): Promise<SmtpCapture> {
  let open = 0;
  const capture: SmtpCapture = {
    url: '',
    received: [],
    refuse: null,
    maxSessions: 0,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, cb) {
      open += 1;
      capture.maxSessions = Math.max(capture.maxSessions, open);
      cb();
    },
    onClose() {
      open -= 1;
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks)
            .toString()
            .replace(/=\r?\n/g, ''),
        };
        if (capture.refuse?.(mail)) {
          cb(Object.assign(new Error('Temporary local problem, try again later'), { responseCode: 451 }));
          return;
        }
        if (opts.keep ?? true) capture.received.push(mail);
        opts.onMail?.(mail);
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  capture.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return capture;
}

/** The Reply-To address of a captured message (a lead alert's is the buyer's e-mail). */
export function replyTo(mail: CapturedMail): string | null {
  return /^Reply-To: (.+?)\r?$/m.exec(mail.raw)?.[1] ?? null;
}
