import { AppError, NotFoundError } from '../../errors';

// The refusals of a signing link, each with its own code, so the signing page shows a clear page for each.

export function invalidLink(): NotFoundError {
  return new NotFoundError(
    'This signing link is not valid. Open the whole link from your latest e-mail; a reminder replaces older links.',
    'invalid-link',
  );
}

/** 410 Gone: the link existed but no longer works. */
export function goneLink(
  code: 'link-expired' | 'link-used' | 'envelope-voided' | 'envelope-declined',
  message: string,
): AppError {
  return new AppError(410, code, message);
}

export const REFUSALS = {
  expired: () => goneLink('link-expired', 'This signing link has expired. Ask the sender for a new one.'),
  signed: () =>
    goneLink(
      'link-used',
      'You have already signed this document. The signed copy is e-mailed once everyone has signed.',
    ),
  declined: () => goneLink('link-used', 'You declined to sign this document, so this link no longer works.'),
  voided: (reason: string | null) =>
    goneLink('envelope-voided', `The sender cancelled this signature request${reason ? `: ${reason}` : '.'}`),
  closedByDecline: () =>
    goneLink('envelope-declined', 'Another signer declined, so this signature request is closed.'),
} as const;
