import type { MailMessage } from '../../adapters/mail/mailer';

// The e-mails of a signature request; plain text, with the personal link where one is needed.

export type MailEnvelope = { contractName: string; message: string; senderEmail: string };

export function signingLink(publicUrl: string, token: string): string {
  return `${publicUrl}/sign/${token}`;
}

export function signingRequestMail(
  to: { name: string; email: string },
  envelope: MailEnvelope,
  link: string,
  reminder: boolean,
): MailMessage {
  return {
    to: to.email,
    subject: `${reminder ? 'Reminder: please sign' : 'Please sign'}: ${envelope.contractName}`,
    replyTo: envelope.senderEmail,
    text: [
      `Hello ${to.name},`,
      '',
      `${envelope.senderEmail} asks you to sign "${envelope.contractName}" electronically.`,
      ...(envelope.message ? ['', 'Their message:', envelope.message] : []),
      '',
      'Read and sign it here (no account needed):',
      link,
      '',
      'This link is personal: do not forward it. It works until you sign or decline, for 14 days.',
      '',
      'Clausecraft',
    ].join('\n'),
  };
}

export function completedMail(
  to: string,
  contractName: string,
  envelopeId: string,
  verifyUrl: string,
  pdf: Buffer,
): MailMessage {
  return {
    to,
    subject: `Signed by everyone: ${contractName}`,
    text: [
      'Hello,',
      '',
      `Everyone has signed "${contractName}". The signed document, with its certificate of completion, is attached.`,
      '',
      `Envelope: ${envelopeId}`,
      `Check that a copy is intact at ${verifyUrl}`,
      '',
      'Clausecraft',
    ].join('\n'),
    attachments: [{ filename: signedPdfName(contractName), content: pdf, contentType: 'application/pdf' }],
  };
}

export function declinedMail(
  to: string,
  contractName: string,
  signerName: string,
  reason: string,
): MailMessage {
  return {
    to,
    subject: `Declined: ${contractName}`,
    text: [
      'Hello,',
      '',
      `${signerName} declined to sign "${contractName}".`,
      `Their reason: ${reason}`,
      '',
      'The signature request is closed. You can change the contract and send it again.',
      '',
      'Clausecraft',
    ].join('\n'),
  };
}

export function voidedMail(
  to: { name: string; email: string },
  contractName: string,
  reason: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Cancelled: ${contractName}`,
    text: [
      `Hello ${to.name},`,
      '',
      `The request to sign "${contractName}" was cancelled: ${reason}`,
      'Your signing link no longer works.',
      '',
      'Clausecraft',
    ].join('\n'),
  };
}

/** The signed file's name: the contract name, made safe, with '(signed)'. */
export function signedPdfName(contractName: string): string {
  const safe =
    contractName
      .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'contract';
  return `${safe} (signed).pdf`;
}
