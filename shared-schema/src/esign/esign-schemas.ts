import { z } from 'zod';
import { emailSchema } from '../common';

// Electronic signatures (issue 29): the payloads of the owner's and the signer's calls, shared by the
// server (validation) and the PWA (forms and responses).

export const ENVELOPE_STATUSES = ['out_for_signature', 'completed', 'declined', 'voided'] as const;
export type EnvelopeStatus = (typeof ENVELOPE_STATUSES)[number];

export const SIGNER_STATUSES = ['pending', 'signed', 'declined'] as const;
export type SignerStatus = (typeof SIGNER_STATUSES)[number];

export const SIGNATURE_EVENT_TYPES = [
  'created',
  'sent',
  'opened',
  'consented',
  'signed',
  'declined',
  'reminded',
  'voided',
  'completed',
] as const;
export type SignatureEventType = (typeof SIGNATURE_EVENT_TYPES)[number];

export const ESIGN_LIMITS = {
  signersMax: 10,
  nameMax: 120,
  partyMax: 80,
  messageMax: 2000,
  reasonMax: 1000,
  /** A drawn signature as a PNG data URL; a phone canvas at 2x stays well below this. */
  drawnImageMaxChars: 300_000,
  /** How long a signing link works (a reminder issues a fresh link). */
  linkTtlDays: 14,
  /** The largest PDF the public verification page accepts. */
  verifyMaxBytes: 20 * 1024 * 1024,
} as const;

/** Sending for signature is part of the paid download (decision 0241): no credits beyond it. */
export const SIGNATURE_REQUEST_CREDITS = 0;

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is at most ${max} characters`);

export const signerInputSchema = z.object({
  name: text('The signer name', ESIGN_LIMITS.nameMax),
  email: emailSchema,
  party: text('The party', ESIGN_LIMITS.partyMax),
});
export type SignerInput = z.infer<typeof signerInputSchema>;

export const sendForSignatureBodySchema = z
  .object({
    signers: z
      .array(signerInputSchema)
      .min(1, 'Add at least one signer')
      .max(ESIGN_LIMITS.signersMax, `At most ${ESIGN_LIMITS.signersMax} signers`),
    ordered: z.boolean().default(false),
    message: z.string().trim().max(ESIGN_LIMITS.messageMax).default(''),
  })
  .refine((body) => new Set(body.signers.map((s) => s.email.toLowerCase())).size === body.signers.length, {
    message: 'Each signer needs their own e-mail address',
    path: ['signers'],
  });
export type SendForSignatureBody = z.infer<typeof sendForSignatureBodySchema>;

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;

export const signatureInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('typed'), name: text('Your typed name', ESIGN_LIMITS.nameMax) }),
  z.object({
    kind: z.literal('drawn'),
    image: z
      .string()
      .max(ESIGN_LIMITS.drawnImageMaxChars, 'The drawn signature is too large')
      .regex(PNG_DATA_URL, 'The drawn signature must be a PNG image'),
  }),
]);
export type SignatureInput = z.infer<typeof signatureInputSchema>;

export const signBodySchema = z.object({
  consent: z.literal(true, { message: 'Please agree to sign electronically' }),
  signature: signatureInputSchema,
});
export type SignBody = z.infer<typeof signBodySchema>;

export const declineBodySchema = z.object({ reason: text('A reason', ESIGN_LIMITS.reasonMax) });

export const signerSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  party: z.string(),
  position: z.number().int(),
  status: z.enum(SIGNER_STATUSES),
  signedAt: z.string().nullable(),
  declineReason: z.string().nullable(),
});
export type SignerSummary = z.infer<typeof signerSummarySchema>;

/** An envelope as its owner sees it (My Documents). */
export const envelopeSchema = z.object({
  id: z.string(),
  contractId: z.string(),
  contractName: z.string(),
  status: z.enum(ENVELOPE_STATUSES),
  documentSha256: z.string(),
  ordered: z.boolean(),
  message: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
  hasSignedPdf: z.boolean(),
  signers: z.array(signerSummarySchema),
});
export type Envelope = z.infer<typeof envelopeSchema>;

/** What the signing page shows: only this signer's envelope, never the other signers' addresses. */
export const signingViewSchema = z.object({
  envelopeId: z.string(),
  status: z.enum(ENVELOPE_STATUSES),
  contractName: z.string(),
  contractNumber: z.string(),
  text: z.string(),
  message: z.string(),
  senderEmail: z.string(),
  documentSha256: z.string(),
  signer: z.object({ name: z.string(), party: z.string(), status: z.enum(SIGNER_STATUSES) }),
});
export type SigningView = z.infer<typeof signingViewSchema>;

export const verificationResultSchema = z.object({
  intact: z.boolean(),
  envelopeId: z.string().nullable(),
  contractName: z.string().nullable(),
  completedAt: z.string().nullable(),
  signers: z.array(z.object({ name: z.string(), party: z.string(), signedAt: z.string().nullable() })),
  message: z.string(),
});
export type VerificationResult = z.infer<typeof verificationResultSchema>;
