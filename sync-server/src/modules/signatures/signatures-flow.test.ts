import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelopeSchema, signingViewSchema, verificationResultSchema } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp } from '../../../test/test-users';
import { finalizedContract, linkFor, mails, send, signWith, TYPED } from './test-support/signature-fixtures';

const run = promisify(execFile);
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** pdfsig's verdict on a file: exit code 0 and 'Signature is Valid.' only when intact. */
async function pdfsig(bytes: Buffer): Promise<string> {
  const file = path.join(server.dataDir, `check-${Date.now()}.pdf`);
  await writeFile(file, bytes);
  const result = await run('pdfsig', [file]).catch((error: unknown) =>
    z.object({ stdout: z.string() }).parse(error),
  );
  return result.stdout;
}

async function signedPdf(token: string, envelopeId: string): Promise<Buffer> {
  const res = await fetch(`${server.url}/api/signature-requests/${envelopeId}/signed-pdf`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return Buffer.from(await res.arrayBuffer());
}

async function verify(pdf: Buffer) {
  const res = await fetch(`${server.url}/api/signatures/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/pdf' },
    body: new Uint8Array(pdf),
  });
  expect(res.status).toBe(200);
  return verificationResultSchema.parse(await res.json());
}

describe('a signature request from sending to the sealed PDF', () => {
  it('mails each signer a link, records the trail, seals a PDF that pdfsig accepts and mails it to all', async () => {
    const sender = await signUp(server);
    const contract = await finalizedContract(server, sender);
    const envelope = await send(server, sender, contract.id);
    expect(envelope).toMatchObject({ status: 'out_for_signature', contractId: contract.id });
    expect(envelope.signers.map((s) => s.status)).toEqual(['pending', 'pending']);

    const annToken = await linkFor(server, 'ann@example.com');
    const samToken = await linkFor(server, 'sam@example.com');
    expect(annToken).not.toBe(samToken);
    const view = await server.request(`/api/sign/${annToken}`);
    expect(view.status, view.text).toBe(200);
    const seen = signingViewSchema.parse(view.body);
    expect(seen.text).toContain('Studio Bright Ltd');
    expect(seen.signer).toEqual({ name: 'Ann Client', party: 'CLIENT', status: 'pending' });
    // A signer sees their own envelope only: not the other signer's address.
    expect(view.text).not.toContain('sam@example.com');

    expect((await signWith(server, annToken)).status).toBe(200);
    const last = await signWith(server, samToken, {
      consent: true,
      signature: { kind: 'drawn', image: SMALL_PNG },
    });
    expect(last.status, last.text).toBe(200);
    expect(last.body).toEqual({ completed: true });

    const list = z
      .array(envelopeSchema)
      .parse((await server.request('/api/signature-requests', { token: sender.token })).body);
    expect(list[0]).toMatchObject({ id: envelope.id, status: 'completed', hasSignedPdf: true });

    const pdf = await signedPdf(sender.token, envelope.id);
    const verdict = await pdfsig(pdf);
    expect(verdict).toContain('Signature is Valid.');
    expect(verdict).toContain('Total document signed');
    const tampered = Buffer.from(pdf);
    const at = tampered.indexOf('Signed electronically');
    expect(at).toBeGreaterThan(0);
    tampered[at] = 0x73; // 'S' -> 's': one byte
    expect(await pdfsig(tampered)).not.toContain('Signature is Valid.');

    expect(await verify(pdf)).toMatchObject({ intact: true, envelopeId: envelope.id });
    expect(await verify(tampered)).toMatchObject({ intact: false, envelopeId: envelope.id });

    const completed = (await mails(server)).filter((m) => m.includes('Subject: Signed by everyone'));
    expect(completed.map((m) => /^To: (.*)$/m.exec(m)?.[1]).sort()).toEqual(
      ['ann@example.com', 'sam@example.com', sender.email].sort(),
    );
    expect(completed.every((m) => m.includes('(signed).pdf'))).toBe(true);

    const trail = await server.request(`/api/signature-requests/${envelope.id}/trail`, {
      token: sender.token,
    });
    const events = z
      .object({
        chainValid: z.boolean(),
        events: z.array(z.object({ type: z.string(), userAgent: z.string() })),
      })
      .parse(trail.body);
    expect(events.chainValid).toBe(true);
    expect(events.events.map((e) => e.type)).toEqual([
      'created',
      'sent',
      'sent',
      'opened',
      'consented',
      'signed',
      'consented',
      'signed',
      'completed',
    ]);
    expect(events.events.find((e) => e.type === 'signed')?.userAgent).toBe('SignerPhone/1.0');
    const audit = await server
      .db('activity_logs')
      .where({ user_id: sender.user.id, action: 'signature_request_sent' });
    expect(audit).toHaveLength(1);
  });

  it('with a signing order mails the next signer only after the one before has signed', async () => {
    const sender = await signUp(server);
    const contract = await finalizedContract(server, sender);
    const signers = [
      { name: 'First One', email: 'first@example.com', party: 'CLIENT' },
      { name: 'Second One', email: 'second@example.com', party: 'SERVICE PROVIDER' },
    ];
    await send(server, sender, contract.id, { signers, ordered: true });
    await expect(linkFor(server, 'second@example.com')).rejects.toThrow('no signing link');
    expect(
      (await signWith(server, await linkFor(server, 'first@example.com'), TYPED('First One'))).status,
    ).toBe(200);
    const second = await linkFor(server, 'second@example.com');
    expect((await signWith(server, second, TYPED('Second One'))).body).toEqual({ completed: true });
  });
});

// A 1x1 transparent PNG: a drawn signature as the canvas sends it.
const SMALL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
