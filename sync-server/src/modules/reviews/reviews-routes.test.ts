import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractReviewSchema,
  reviewCreatedResponseSchema,
  reviewDataSchema,
  REVIEW_CONTRACT_TEXT_MAX_CHARS,
} from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CONTRACT = [
  'CONSULTING AGREEMENT',
  'This Consulting Agreement is entered into on March 1, 2024 between Acme Corp ("Client") and Jane Doe ("Consultant").',
  '1. Services. The Consultant shall provide marketing consulting services and deliver a monthly report by the fifth day of each month.',
  '2. Fees. The Client shall pay $5,000 per month within thirty (30) days of invoice. Late payments bear interest at 5% per month.',
  '3. Term. This Agreement renews automatically for successive one-year terms unless either party gives 180 days notice of non-renewal.',
  '4. Liability. The Consultant shall be liable for all damages without limitation and shall indemnify the Client for any and all claims.',
  '5. Non-Competition. The Consultant shall not work for any competitor anywhere in the world for five years.',
].join('\n\n');

const credits = async (u: SignedInUser) => server.services.credits.balance(u.user.id);
const reviewRow = (id: string) => server.db('contract_reviews').where({ id }).first();
const countRows = async (userId: string) =>
  Number(
    (
      await server.db('contract_reviews').where({ user_id: userId }).count<{ count: string }[]>('id as count')
    )[0]?.count,
  );

async function freeReview(u: SignedInUser): Promise<string> {
  const res = await server.request('/api/contracts/review-free', {
    token: u.token,
    body: { contractText: CONTRACT },
  });
  expect(res.status).toBe(201);
  return reviewCreatedResponseSchema.parse(res.body).reviewId;
}

async function drain(u: SignedInUser): Promise<void> {
  const left = await credits(u);
  if (left > 0) await server.services.credits.spend(u.user.id, left, 'test drain', `drain-${Date.now()}`);
}

describe('POST /api/guest/review', () => {
  it('answers the free preview to anyone and stores nothing', async () => {
    const before = Number(
      (await server.db('contract_reviews').count<{ count: string }[]>('id as count'))[0]?.count,
    );
    const res = await server.request('/api/guest/review', { body: { contractText: CONTRACT } });
    expect(res.status).toBe(200);
    const review = reviewDataSchema.parse(res.body);
    expect(review.redFlags.length).toBeGreaterThan(0);
    expect(review.editSuggestions).toEqual([]);
    expect(review.obligations).toEqual([]);
    expect(
      Number((await server.db('contract_reviews').count<{ count: string }[]>('id as count'))[0]?.count),
    ).toBe(before);
  });

  it('refuses bad bodies with a clear 400', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{}, /contractText|expected string/i],
      [{ contractText: '   \n ' }, /must not be blank/],
      [{ contractText: 42 }, /expected string/i],
      [{ contractText: 'x'.repeat(REVIEW_CONTRACT_TEXT_MAX_CHARS + 1) }, /at most 200000/],
      [{ contractText: CONTRACT, party: '  ' }, /Party must not be blank/],
      [{ contractText: CONTRACT, party: 7 }, /expected string/i],
      [{ contractText: CONTRACT, party: 'x'.repeat(201) }, /at most 200/],
    ];
    for (const [body, message] of cases) {
      const res = await server.request('/api/guest/review', { body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(message) });
    }
    const bad = await server.request('/api/guest/review', {
      rawBody: '{"contractText": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(400);
    const array = await server.request('/api/guest/review', { body: ['x'] });
    expect(array.status).toBe(400);
  });
});

describe('the party the review takes the side of', () => {
  it('reads the contract from the side the request names, and changes with it', async () => {
    const asConsultant = reviewDataSchema.parse(
      (await server.request('/api/guest/review', { body: { contractText: CONTRACT, party: 'Consultant' } }))
        .body,
    );
    const asClient = reviewDataSchema.parse(
      (await server.request('/api/guest/review', { body: { contractText: CONTRACT, party: 'the client' } }))
        .body,
    );
    expect(asConsultant.perspective).toMatchObject({
      party: 'Consultant',
      otherParty: 'Client',
      chosenBy: 'user',
    });
    expect(asClient.perspective).toMatchObject({ party: 'Client', chosenBy: 'user' });
    expect(asConsultant.redFlags.map((f) => f.title)).toContain('Only you indemnify the Client');
    expect(asClient.redFlags.map((f) => f.title)).not.toContain('Only you indemnify the Client');
    expect(asConsultant.contractInfo.overallScore).toBeLessThan(asClient.contractInfo.overallScore);
  });
});

describe('review-free and GET /api/contract-reviews/:id', () => {
  it('needs a signed-in user', async () => {
    expect(
      (await server.request('/api/contracts/review-free', { body: { contractText: CONTRACT } })).status,
    ).toBe(401);
    expect((await server.request('/api/contracts/review', { body: { contractText: CONTRACT } })).status).toBe(
      401,
    );
    expect((await server.request('/api/contract-reviews/0190f5d2-0000-7000-8000-000000000000')).status).toBe(
      401,
    );
  });

  it('saves the full analysis unpaid, answers and serves only the preview, charges nothing', async () => {
    const u = await signUp(server);
    const res = await server.request('/api/contracts/review-free', {
      token: u.token,
      body: { contractText: CONTRACT },
    });
    expect(res.status).toBe(201);
    const created = reviewCreatedResponseSchema.parse(res.body);
    expect(created.review.editSuggestions).toEqual([]);
    expect(created.review.obligations).toEqual([]);
    const row = await reviewRow(created.reviewId);
    expect(row).toMatchObject({
      user_id: u.user.id,
      is_paid: false,
      deleted: false,
      original_text: CONTRACT,
    });
    expect(reviewDataSchema.parse(row.review_data).obligations.length).toBeGreaterThan(0);
    expect(row.field_updated_at).toHaveProperty('name');
    expect(await credits(u)).toBe(3);

    const got = await server.request(`/api/contract-reviews/${created.reviewId}`, { token: u.token });
    expect(got.status).toBe(200);
    const detail = contractReviewSchema.parse(got.body);
    expect(detail).toMatchObject({ id: created.reviewId, isPaid: false, originalText: CONTRACT });
    expect(detail.reviewData.obligations).toEqual([]);
    expect(detail.reviewData.editSuggestions).toEqual([]);
  });

  it("answers 404 for unknown, malformed, deleted and other users' reviews", async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const id = await freeReview(owner);
    for (const path of [
      `/api/contract-reviews/${id}`,
      '/api/contract-reviews/0190f5d2-0000-7000-8000-000000000000',
      '/api/contract-reviews/not-a-uuid',
    ]) {
      const res = await server.request(path, { token: other.token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Contract review not found', code: 'not-found' });
    }
    for (const action of ['upgrade', 'download']) {
      expect(
        (
          await server.request(`/api/contract-reviews/${id}/${action}`, {
            token: other.token,
            method: 'POST',
          })
        ).status,
      ).toBe(404);
    }
    expect(
      (
        await server.request(`/api/contract-reviews/${id}/send-email`, {
          token: other.token,
          body: { email: other.email },
        })
      ).status,
    ).toBe(404);
    expect(await credits(other)).toBe(3);
    expect((await reviewRow(id)).is_paid).toBe(false);

    await server.db('contract_reviews').where({ id }).update({ deleted: true });
    expect((await server.request(`/api/contract-reviews/${id}`, { token: owner.token })).status).toBe(404);
    expect(
      (await server.request(`/api/contract-reviews/${id}/upgrade`, { token: owner.token, method: 'POST' }))
        .status,
    ).toBe(404);
    expect(await credits(owner)).toBe(3);
  });
});

describe('POST /api/contracts/review (paid)', () => {
  it('charges 1 credit and answers the full analysis, saved paid', async () => {
    const u = await signUp(server);
    const res = await server.request('/api/contracts/review', {
      token: u.token,
      body: { contractText: CONTRACT },
    });
    expect(res.status).toBe(201);
    const created = reviewCreatedResponseSchema.parse(res.body);
    expect(created.review.obligations.length).toBeGreaterThan(0);
    expect((await reviewRow(created.reviewId)).is_paid).toBe(true);
    expect(await credits(u)).toBe(2);
  });

  it('with an Idempotency-Key, a retry returns the same review and is charged once', async () => {
    const u = await signUp(server);
    const send = () =>
      server.request('/api/contracts/review', {
        token: u.token,
        body: { contractText: CONTRACT },
        headers: { 'idempotency-key': 'retry-1' },
      });
    const [a, b] = await Promise.all([send(), send()]);
    const c = await send();
    const ids = [a, b, c].map((r) => reviewCreatedResponseSchema.parse(r.body).reviewId);
    expect(new Set(ids).size).toBe(1);
    expect(await credits(u)).toBe(2);
    expect(await countRows(u.user.id)).toBe(1);
  });

  it('answers 402 with the balance when credits are short, and saves nothing', async () => {
    const u = await signUp(server);
    await drain(u);
    const res = await server.request('/api/contracts/review', {
      token: u.token,
      body: { contractText: CONTRACT },
    });
    expect(res.status).toBe(402);
    expect(res.body).toEqual({
      message: 'Insufficient credits. You have 0 credits, but need 1 credit.',
      code: 'insufficient-credits',
      currentCredits: 0,
      requiredCredits: 1,
    });
    expect(await countRows(u.user.id)).toBe(0);
  });
});

describe('POST /api/contract-reviews/:id/upgrade', () => {
  it('charges 1 credit once even under concurrent and repeated calls, then serves the full analysis', async () => {
    const u = await signUp(server);
    const id = await freeReview(u);
    const before = await reviewRow(id);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        server.request(`/api/contract-reviews/${id}/upgrade`, { token: u.token, method: 'POST' }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(
      (await server.request(`/api/contract-reviews/${id}/upgrade`, { token: u.token, method: 'POST' }))
        .status,
    ).toBe(200);
    expect(await credits(u)).toBe(2);
    const detail = contractReviewSchema.parse(
      (await server.request(`/api/contract-reviews/${id}`, { token: u.token })).body,
    );
    expect(detail.isPaid).toBe(true);
    expect(detail.reviewData.obligations.length).toBeGreaterThan(0);
    const after = await reviewRow(id);
    expect(after.updated_at.getTime()).toBeGreaterThan(before.updated_at.getTime());
    expect(after.change_id).not.toBe(before.change_id);
  });

  it('answers 402 with the balance and leaves the review unpaid', async () => {
    const u = await signUp(server);
    const id = await freeReview(u);
    await drain(u);
    const res = await server.request(`/api/contract-reviews/${id}/upgrade`, {
      token: u.token,
      method: 'POST',
    });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ currentCredits: 0, requiredCredits: 1, code: 'insufficient-credits' });
    expect((await reviewRow(id)).is_paid).toBe(false);
  });
});

describe('POST /api/contract-reviews/:id/perspective', () => {
  it('reads a saved paid review from the other side, free, still paid, and replicates the change', async () => {
    const u = await signUp(server);
    const id = await freeReview(u);
    expect(
      (await server.request(`/api/contract-reviews/${id}/upgrade`, { token: u.token, method: 'POST' }))
        .status,
    ).toBe(200);
    const asConsultant = await server.request(`/api/contract-reviews/${id}/perspective`, {
      token: u.token,
      body: { party: 'Consultant' },
    });
    expect(asConsultant.status).toBe(200);
    const consultant = contractReviewSchema.parse(asConsultant.body);
    const balance = await credits(u);
    const before = await reviewRow(id);
    const res = await server.request(`/api/contract-reviews/${id}/perspective`, {
      token: u.token,
      body: { party: 'Client' },
    });
    expect(res.status).toBe(200);
    const client = contractReviewSchema.parse(res.body);
    expect(client.isPaid).toBe(true);
    expect(client.reviewData.perspective).toMatchObject({ party: 'Client', chosenBy: 'user' });
    expect(consultant.reviewData.redFlags.map((f) => f.title)).toContain('Only you indemnify the Client');
    expect(client.reviewData.redFlags.map((f) => f.title)).not.toContain('Only you indemnify the Client');
    expect(client.reviewData.contractInfo.overallScore).toBeGreaterThan(
      consultant.reviewData.contractInfo.overallScore,
    );
    expect(await credits(u)).toBe(balance);
    expect(await countRows(u.user.id)).toBe(1);
    const after = await reviewRow(id);
    expect(after.change_id).not.toBe(before.change_id);
    const detail = contractReviewSchema.parse(
      (await server.request(`/api/contract-reviews/${id}`, { token: u.token })).body,
    );
    expect(detail.reviewData.perspective?.party).toBe('Client');
  });

  it('refuses unknown parties, bad bodies, strangers and unknown ids, changing nothing', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const id = await freeReview(owner);
    const before = await reviewRow(id);
    const cases: Array<[SignedInUser | null, string, unknown, number, RegExp]> = [
      [owner, id, { party: 'Zebra Holdings' }, 400, /names no party/],
      [owner, id, {}, 400, /party|expected string/i],
      [owner, id, { party: '  ' }, 400, /Party must not be blank/],
      [owner, id, { party: 'x'.repeat(201) }, 400, /at most 200/],
      [other, id, { party: 'Client' }, 404, /not found/i],
      [owner, 'not-a-uuid', { party: 'Client' }, 404, /not found/i],
      [null, id, { party: 'Client' }, 401, /./],
    ];
    for (const [user, target, body, status, message] of cases) {
      const res = await server.request(`/api/contract-reviews/${target}/perspective`, {
        ...(user ? { token: user.token } : {}),
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body).toMatchObject({ message: expect.stringMatching(message) });
    }
    const after = await reviewRow(id);
    expect(after.change_id).toBe(before.change_id);
    expect(after.review_data).toEqual(before.review_data);
  });
});

describe('POST /api/contract-reviews/:id/download', () => {
  it('refuses an unpaid review without charging', async () => {
    const u = await signUp(server);
    const id = await freeReview(u);
    const res = await server.request(`/api/contract-reviews/${id}/download`, {
      token: u.token,
      method: 'POST',
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'review-not-paid' });
    const cost = await server.request(`/api/contract-reviews/${id}/report-cost`, { token: u.token });
    expect(cost.status).toBe(403);
    expect(await credits(u)).toBe(3);
  });

  it('answers the .docx report named after the contract, 1 credit once even when concurrent, its price asked first', async () => {
    const u = await signUp(server);
    const id = await freeReview(u);
    await server.request(`/api/contract-reviews/${id}/upgrade`, { token: u.token, method: 'POST' });
    const cost = () => server.request(`/api/contract-reviews/${id}/report-cost`, { token: u.token });
    expect((await cost()).body).toEqual({ credits: 1, reason: 'first' });
    const stranger = await signUp(server);
    expect(
      (await server.request(`/api/contract-reviews/${id}/report-cost`, { token: stranger.token })).status,
    ).toBe(404);
    const downloads = await Promise.all(
      Array.from({ length: 4 }, () =>
        fetch(`${server.url}/api/contract-reviews/${id}/download`, {
          method: 'POST',
          headers: { authorization: `Bearer ${u.token}` },
        }),
      ),
    );
    for (const res of downloads) {
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toBe(
        'attachment; filename="CONSULTING AGREEMENT - Review.docx"',
      );
      expect(res.headers.get('content-type')).toContain('wordprocessingml');
    }
    expect(await credits(u)).toBe(1);
    const again = await fetch(`${server.url}/api/contract-reviews/${id}/download`, {
      method: 'POST',
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(again.status).toBe(200);
    expect(await credits(u)).toBe(1);
    expect((await cost()).body).toEqual({ credits: 0, reason: 'paid' });
    expect((await reviewRow(id)).report_downloaded_at).toBeInstanceOf(Date);

    const firstDownload = downloads[0];
    if (!firstDownload) throw new Error('no download');
    const { value: text } = await mammoth.extractRawText({
      buffer: Buffer.from(await firstDownload.arrayBuffer()),
    });
    const data = reviewDataSchema.parse((await reviewRow(id)).review_data);
    expect(text).toContain('Contract Review Report');
    expect(text).toMatch(/Overall score: \d+\/100 \((Excellent|Good|Fair|Poor|Dangerous)\)/);
    for (const heading of [
      'Key Terms',
      'Red Flags',
      'Missing or Recommended Clauses',
      'Edit Suggestions',
      'Obligations & Deadlines',
      'Plain Language Explanations',
      'not legal advice',
    ])
      expect(text).toContain(heading);
    expect(text).toContain(data.redFlags[0]?.title ?? 'missing');
    expect(text).toContain(`${data.redFlags[0]?.severity.toUpperCase()} severity`);
    const modelClause = data.missingClauses.find((c) => c.modelClause)?.modelClause;
    if (modelClause) expect(text).toContain(modelClause.slice(0, 40));
    expect(text).toContain(data.obligations[0]?.obligation ?? 'missing');
  });

  it('answers 402 when the first download cannot be paid', async () => {
    const u = await signUp(server);
    const id = await freeReview(u);
    await server.request(`/api/contract-reviews/${id}/upgrade`, { token: u.token, method: 'POST' });
    await drain(u);
    const res = await server.request(`/api/contract-reviews/${id}/download`, {
      token: u.token,
      method: 'POST',
    });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      message: 'Insufficient credits. You have 0 credits, but need 1 credit.',
      currentCredits: 0,
      requiredCredits: 1,
    });
    expect((await reviewRow(id)).report_downloaded_at).toBeNull();
  });
});

describe('POST /api/contract-reviews/:id/send-email', () => {
  it('mails the report of a paid review as an attachment, free of charge', async () => {
    const u = await signUp(server);
    const id = await freeReview(u);
    expect(
      (
        await server.request(`/api/contract-reviews/${id}/send-email`, {
          token: u.token,
          body: { email: u.email },
        })
      ).status,
    ).toBe(403);
    await server.request(`/api/contract-reviews/${id}/upgrade`, { token: u.token, method: 'POST' });
    const bad = await server.request(`/api/contract-reviews/${id}/send-email`, {
      token: u.token,
      body: { email: 'not-an-email' },
    });
    expect(bad.status).toBe(400);
    expect(
      (await server.request(`/api/contract-reviews/${id}/send-email`, { token: u.token, body: {} })).status,
    ).toBe(400);
    const before = (await server.outbox()).length;
    const res = await server.request(`/api/contract-reviews/${id}/send-email`, {
      token: u.token,
      body: { email: 'lawyer@example.com' },
    });
    expect(res.status).toBe(200);
    const mails = await server.outbox();
    expect(mails.length).toBe(before + 1);
    const mail = mails.find((m) => m.includes('CONSULTING AGREEMENT - Review.docx')) ?? '';
    expect(mail).toContain('To: lawyer@example.com');
    expect(mail).toContain('wordprocessingml');
    expect(await credits(u)).toBe(2);
  });
});
