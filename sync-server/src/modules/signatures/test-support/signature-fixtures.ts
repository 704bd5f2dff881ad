import { expect } from 'vitest';
import { generateContract } from '@contract-engine';
import { contractSchema, envelopeSchema, type Envelope } from '@shared-schema';
import type { TestServer } from '../../../../test/test-server';
import type { SignedInUser } from '../../../../test/test-users';

/** A generated, finalized and paid contract of `user`, ready to send for signature. */
export async function finalizedContract(server: TestServer, user: SignedInUser, paid = true) {
  const { content, placeholders } = generateContract(
    'service-agreement',
    { 'CLIENT NAME': 'Acme LLC', 'SERVICE PROVIDER NAME': 'Studio Bright Ltd' },
    { today: '2026-03-01' },
  );
  const created = await server.request('/api/contracts', {
    token: user.token,
    body: {
      name: 'Website build',
      status: 'in-progress',
      type: 'service-agreement',
      content,
      placeholders,
      aiConfidence: 90,
    },
  });
  expect(created.status, created.text).toBe(201);
  const contract = contractSchema.parse(created.body);
  const finalized = await server.request(`/api/contracts/${contract.id}/finalize`, {
    token: user.token,
    method: 'POST',
  });
  expect(finalized.status, finalized.text).toBe(200);
  if (paid) {
    // Tests send many contracts per account: each download is paid from credits granted here.
    await server.services.credits.grant(user.user.id, 2, 'purchase', 'Test credits', `seed-${contract.id}`);
    const download = await server.request(`/api/contracts/${contract.id}/download`, {
      token: user.token,
      method: 'POST',
    });
    expect(download.status, download.text).toBe(200);
  }
  return contract;
}

export const TWO_SIGNERS = [
  { name: 'Ann Client', email: 'ann@example.com', party: 'CLIENT' },
  { name: 'Sam Provider', email: 'sam@example.com', party: 'SERVICE PROVIDER' },
];

export async function send(
  server: TestServer,
  user: SignedInUser,
  contractId: string,
  body: Record<string, unknown> = { signers: TWO_SIGNERS, message: 'Please sign by Friday.' },
): Promise<Envelope> {
  const res = await server.request(`/api/contracts/${contractId}/signature-requests`, {
    token: user.token,
    body,
  });
  expect(res.status, res.text).toBe(201);
  return envelopeSchema.parse(res.body);
}

/** The mails in the outbox, soft line breaks of quoted-printable undone. */
export async function mails(server: TestServer): Promise<string[]> {
  return (await server.outbox()).map((m) => m.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
}

/** The newest signing link token mailed to `email`. */
export async function linkFor(server: TestServer, email: string): Promise<string> {
  const tokens = (await mails(server))
    .filter((m) => m.includes(`To: ${email}`))
    .flatMap((m) => [...m.matchAll(/\/sign\/([A-Za-z0-9_-]{43})/g)].map((match) => match[1] ?? ''));
  const token = tokens.at(-1);
  if (!token) throw new Error(`no signing link mailed to ${email}`);
  return token;
}

export const TYPED = (name: string) => ({ consent: true, signature: { kind: 'typed', name } });

export async function signWith(server: TestServer, token: string, body: unknown = TYPED('Ann Client')) {
  return server.request(`/api/sign/${token}/sign`, { body, headers: { 'user-agent': 'SignerPhone/1.0' } });
}
