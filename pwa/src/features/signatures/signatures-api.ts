import { z } from 'zod';
import {
  envelopeSchema,
  signingViewSchema,
  verificationResultSchema,
  type Envelope,
  type SendForSignatureBody,
  type SignBody,
  type SigningView,
  type VerificationResult,
} from '@shared-schema';
import { downloadFile } from '../../lib/file-download';
import { apiFetch, errorFromResponse } from '../../lib/http';

// The signature calls (issue 29). They need a connection: nothing here is queued offline.

const envelopes = z.array(envelopeSchema);

export async function listSignatureRequests(): Promise<Envelope[]> {
  return envelopes.parse(await apiFetch({ path: '/api/signature-requests' }));
}

export async function sendForSignature(contractId: string, body: SendForSignatureBody): Promise<Envelope> {
  const path = `/api/contracts/${encodeURIComponent(contractId)}/signature-requests`;
  return envelopeSchema.parse(await apiFetch({ path, method: 'POST', body }));
}

export async function remindSigners(envelopeId: string): Promise<Envelope> {
  const path = `/api/signature-requests/${encodeURIComponent(envelopeId)}/remind`;
  return envelopeSchema.parse(await apiFetch({ path, method: 'POST', body: {} }));
}

export async function voidRequest(envelopeId: string, reason: string): Promise<Envelope> {
  const path = `/api/signature-requests/${encodeURIComponent(envelopeId)}/void`;
  return envelopeSchema.parse(await apiFetch({ path, method: 'POST', body: { reason } }));
}

export function downloadSignedPdf(envelope: Envelope): Promise<string> {
  return downloadFile(
    `/api/signature-requests/${encodeURIComponent(envelope.id)}/signed-pdf`,
    `${envelope.contractName} (signed).pdf`,
  );
}

export async function openSigning(token: string): Promise<SigningView> {
  return signingViewSchema.parse(await apiFetch({ path: `/api/sign/${encodeURIComponent(token)}` }));
}

export async function submitSignature(token: string, body: SignBody): Promise<{ completed: boolean }> {
  const path = `/api/sign/${encodeURIComponent(token)}/sign`;
  return z.object({ completed: z.boolean() }).parse(await apiFetch({ path, method: 'POST', body }));
}

export async function declineSigning(token: string, reason: string): Promise<void> {
  await apiFetch({
    path: `/api/sign/${encodeURIComponent(token)}/decline`,
    method: 'POST',
    body: { reason },
  });
}

export async function verifySignedPdf(file: File): Promise<VerificationResult> {
  const response = await fetch('/api/signatures/verify', {
    method: 'POST',
    headers: { 'Content-Type': 'application/pdf' },
    body: file,
  });
  if (!response.ok) throw await errorFromResponse(response);
  return verificationResultSchema.parse(await response.json());
}
