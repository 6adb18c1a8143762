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
