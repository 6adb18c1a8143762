import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';
import type { Mailer } from './mailer';

/** Real mailer: nodemailer over SMTP (`smtp://user:pass@host:port`, `smtps://` for TLS). */
export function createSmtpMailer(options: { url: string; from: string; logger: Logger }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      options.logger.info(
        { to: message.to, subject: message.subject, messageId: info.messageId },
        'mail sent',
      );
    },
    async close() {
      transport.close();
    },
  };
}
