import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** The real provider: any SMTP server (SMTP_URL). */
export function smtpMailer(options: { from: string; smtpUrl: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}
