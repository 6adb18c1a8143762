import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp';
import { verifyEmailMessage } from './templates';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user?: string;
}

const received: Received[] = [];
let server: SMTPServer;
let port: number;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, cb) {
      if (auth.username === 'escaparate' && auth.password === 's3cret') cb(null, { user: auth.username });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (chunk) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          user: session.user as string | undefined,
        });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const logger = pino({ level: 'silent' });

/**
 * The part of a raw MIME message that names `filename`: its headers, and its body decoded from
 * base64 (how nodemailer sends a binary file).
 */
function mimePart(raw: string, filename: string): { headers: string; bytes: Buffer } {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  const lines = raw.split(/\r?\n/);
  const parts: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (boundaries.some((b) => line === `--${b}` || line === `--${b}--`)) {
      current = [];
      parts.push(current);
    } else current?.push(line);
  }
  const part = parts.find((p) =>
    p.some((l) => l.includes(`filename="${filename}"`) || l.includes(`filename=${filename}`)),
  );
  if (!part) throw new Error(`no MIME part named ${filename}`);
  const blank = part.indexOf('');
  return {
    headers: part.slice(0, blank).join('\n'),
    bytes: Buffer.from(part.slice(blank + 1).join(''), 'base64'),
  };
}

describe('SMTP mailer (nodemailer against a local smtp-server)', () => {
  it('delivers a message with authentication, sender, text and HTML', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://escaparate:s3cret@127.0.0.1:${port}`,
      from: 'Escaparate <no-reply@escaparate.es>',
      logger,
    });
    await mailer.send(
      verifyEmailMessage('cliente@example.es', 'http://localhost:3000/api/auth/verify-email?token=abc'),
    );
    await mailer.close();
    const last = received.at(-1)!;
    expect(last.user).toBe('escaparate');
    expect(last.from).toBe('no-reply@escaparate.es');
    expect(last.to).toEqual(['cliente@example.es']);
    expect(last.raw).toContain('Subject: Confirma tu e-mail en Escaparate');
    expect(last.raw).toContain('text/html');
    expect(last.raw.replace(/=\r?\n/g, '')).toContain('verify-email?token=3Dabc');
  });

  it('sends a calendar invitation as a text/calendar part with its method', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://escaparate:s3cret@127.0.0.1:${port}`,
      from: 'Escaparate <no-reply@escaparate.es>',
      logger,
    });
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';
    await mailer.send({
      to: 'visitante@example.es',
      subject: 'Visita cancelada',
      text: 'Cancelada',
      calendar: { method: 'CANCEL', content: ics, filename: 'visita.ics' },
    });
    await mailer.close();
    const raw = received.at(-1)!.raw;
    expect(raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=CANCEL/i);
    expect(raw).toContain('visita.ics');
    expect(raw).not.toContain('X-Escaparate-Calendar');
  });

  it('sends attached files as MIME parts that decode to their exact bytes', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://escaparate:s3cret@127.0.0.1:${port}`,
      from: 'Escaparate <no-reply@escaparate.es>',
      logger,
    });
    // Every byte value, as a PDF's binary streams hold them.
    const pdf = new Uint8Array([...Buffer.from('%PDF-1.7\n'), ...Array.from({ length: 256 }, (_, i) => i)]);
    await mailer.send({
      to: 'visitante@example.es',
      subject: 'Tu parte de visita firmado',
      text: 'Adjuntamos el parte de visita firmado.',
      attachments: [{ filename: 'parte-de-visita.pdf', contentType: 'application/pdf', content: pdf }],
    });
    await mailer.close();
    const part = mimePart(received.at(-1)!.raw, 'parte-de-visita.pdf');
    expect(part.headers).toMatch(/^Content-Type: application\/pdf; name="?parte-de-visita\.pdf"?/im);
    expect(part.headers).toMatch(/^Content-Disposition: attachment; filename="?parte-de-visita\.pdf"?/im);
    expect(part.headers).toMatch(/^Content-Transfer-Encoding: base64/im);
    expect([...part.bytes]).toEqual([...pdf]);
  });

  it('fails loudly on bad credentials', async () => {
    const mailer = createSmtpMailer({
      url: `smtp://escaparate:wrong@127.0.0.1:${port}`,
      from: 'a@b.es',
      logger,
    });
    await expect(mailer.send({ to: 'x@example.es', subject: 'Hola', text: 'Hola' })).rejects.toThrow(
      /Invalid/,
    );
    await mailer.close();
  });
});
