import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractSchema, type VersionDoc } from '@shared-schema';
import { generateContract } from '@contract-engine';
import { openInLibreOffice } from '../../../test/libreoffice';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { newId, push } from '../../../test/sync-client';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FACTS = { 'CLIENT NAME': 'Acme LLC', 'SERVICE PROVIDER NAME': 'Jane Doe', 'PAYMENT AMOUNT': '$2,500' };
const OPTIONS = { today: '2027-03-01', keepMarkers: true };

/** A generated contract (the current text) and an earlier version of it with another price and one more clause. */
async function contractWithVersion(user: SignedInUser) {
  const { content, placeholders } = generateContract('service-agreement', FACTS, OPTIONS);
  const res = await server.request('/api/contracts', {
    token: user.token,
    body: { name: 'Website build', status: 'in-progress', type: 'service-agreement', content, placeholders },
  });
  expect(res.status, res.text).toBe(201);
  const contract = contractSchema.parse(res.body);
  const earlier: VersionDoc = {
    id: newId(),
    contractId: contract.id,
    deviceId: 'phone-1',
    authorKind: 'assistant',
    cause: 'generation',
    content: content.replace('\n\n2. ', '\n\nThe Client may ask for a weekly progress call.\n\n2. '),
    placeholders: { ...placeholders, 'PAYMENT AMOUNT': '$1,900' },
    summary: 'First draft',
    restoredFrom: null,
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    _deleted: false,
  };
  expect((await push(server, user.token, 'versions', [earlier])).rejected).toEqual([]);
  return { contract, earlier };
}

async function download(user: SignedInUser, id: string, query = '') {
  const res = await fetch(`${server.url}/api/contracts/${id}/download${query}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function balance(user: SignedInUser): Promise<number> {
  return z
    .object({ credits: z.number() })
    .parse((await server.request('/api/credits', { token: user.token })).body).credits;
}

describe('POST /api/contracts/:id/download?sinceVersion=', () => {
  it('is the same paid download: charged once, with the changes as tracked changes LibreOffice lists', async () => {
    const user = await signUp(server);
    const { contract, earlier } = await contractWithVersion(user);
    const start = await balance(user);
    const tracked = await download(user, contract.id, `?sinceVersion=${earlier.id}`);
    expect(tracked.status).toBe(200);
    expect(tracked.headers.get('content-disposition')).toContain('(changes since version 1).docx');
    expect(await balance(user)).toBe(start - 2);
    // Again, and the clean file: no further charge.
    expect((await download(user, contract.id, `?sinceVersion=${earlier.id}`)).status).toBe(200);
    const clean = await download(user, contract.id);
    expect(clean.status).toBe(200);
    expect(await balance(user)).toBe(start - 2);

    const opened = await openInLibreOffice(tracked.bytes);
    const inserted = opened.changes
      .filter((c) => c.kind === 'insertion')
      .map((c) => c.text)
      .join(' ');
    const deleted = opened.changes
      .filter((c) => c.kind === 'deletion')
      .map((c) => c.text)
      .join(' ');
    expect(inserted).toMatch(/2\D*500/);
    expect(deleted).toMatch(/1\D*900/);
    expect(deleted).toContain('weekly progress call');
    for (const change of opened.changes) expect(change.author).toBe('Clausecraft');
    const words = (text: string) => text.split(/\s+/).filter((word) => word !== '');
    // Accepted, it reads as the clean download of the current text (both read by LibreOffice).
    const later = (await openInLibreOffice(clean.bytes)).acceptedText;
    expect(words(opened.acceptedText)).toEqual(words(later));
    expect((await mammoth.extractRawText({ buffer: clean.bytes })).value).toContain('$2,500');
  }, 120_000);

  it('refuses a bad or unknown version, and another contract’s or another user’s, charging nothing', async () => {
    const user = await signUp(server);
    const other = await signUp(server);
    const { contract } = await contractWithVersion(user);
    const { earlier: othersVersion } = await contractWithVersion(other);
    const { earlier: secondContractVersion } = await contractWithVersion(user);
    const start = await balance(user);

    const bad = await download(user, contract.id, '?sinceVersion=not-a-version');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.bytes.toString('utf8'))).toMatchObject({ code: expect.any(String) });
    for (const id of [newId(), othersVersion.id, secondContractVersion.id]) {
      const refused = await download(user, contract.id, `?sinceVersion=${id}`);
      expect(refused.status).toBe(404);
      expect(JSON.parse(refused.bytes.toString('utf8'))).toMatchObject({ code: 'version-not-found' });
    }
    // Another user's contract with its own version: not found, as any other user's contract.
    expect((await download(user, othersVersion.contractId, `?sinceVersion=${othersVersion.id}`)).status).toBe(
      404,
    );
    expect(await balance(user)).toBe(start);
  });
});
