import type { Mailer } from './mailer';
import { outboxMailer } from './outbox-mailer';
import { smtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, otherwise .eml files in the outbox directory (one file per message). */
export function createMailer(options: {
  from: string;
  smtpUrl?: string | undefined;
  outboxDir: string;
}): Mailer {
  return options.smtpUrl
    ? smtpMailer({ from: options.from, smtpUrl: options.smtpUrl })
    : outboxMailer({ from: options.from, outboxDir: options.outboxDir });
}
