export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: MailAttachment[];
};

/** How the server sends e-mail; modules know only this. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
