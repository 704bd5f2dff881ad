import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contractReviewSchema,
  editSuggestionIds,
  LIMITS,
  reviewCreatedResponseSchema,
  TRACKED_APPLIED_HEADER,
  TRACKED_LISTED_HEADER,
  TRACKED_MODE_HEADER,
  TRACKED_REASON_HEADER,
  TRACKED_UNPLACED_HEADER,
  type EditSuggestion,
} from '@shared-schema';
import { openInLibreOffice } from '../../../test/libreoffice';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { docxNumberedText } from '../reviews/docx-numbered-text';
import { plainDocx, STYLED_CLAUSES, STYLED_TEXT, styledContractDocx } from './test-support/styled-contract';

// LibreOffice starts afresh for each conversion: seconds each, far more on a loaded machine.
const LIBREOFFICE_MS = 240_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const credits = (u: SignedInUser) => server.services.credits.balance(u.user.id);

async function paidReview(u: SignedInUser, text = STYLED_TEXT) {
  const res = await server.request('/api/contracts/review', { token: u.token, body: { contractText: text } });
  expect(res.status).toBe(201);
  const { reviewId } = reviewCreatedResponseSchema.parse(res.body);
  const review = contractReviewSchema.parse(
    (await server.request(`/api/contract-reviews/${reviewId}`, { token: u.token })).body,
  );
  const suggestions = review.reviewData.editSuggestions;
  expect(suggestions.length).toBeGreaterThanOrEqual(2);
  return { id: reviewId, suggestions, ids: editSuggestionIds(suggestions) };
}

async function downloadWithEdits(
  u: SignedInUser,
  id: string,
  fields: { suggestionIds?: string; file?: { content: Buffer | string; name: string } },
) {
  const form = new FormData();
  if (fields.suggestionIds !== undefined) form.set('suggestionIds', fields.suggestionIds);
  if (fields.file)
    form.set('file', new Blob([new Uint8Array(Buffer.from(fields.file.content))]), fields.file.name);
  const res = await fetch(`${server.url}/api/contract-reviews/${id}/download-with-edits`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${u.token}` },
    body: form,
  });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    body,
    json: (): unknown => JSON.parse(body.toString('utf8')),
  };
}

/** The contract's paragraphs as the .docx shows them (its list numbers live in the numbering, not the text). */
const DOCX_PARAGRAPHS = [
  'SERVICES AGREEMENT',
  'This Agreement is made between Cobalt Ridge Inc. (the "Client") and Tern Harbour LLC (the "Provider").',
  STYLED_CLAUSES.payment,
  STYLED_CLAUSES.termination,
  STYLED_CLAUSES.law,
];

function withEdits(paragraphs: readonly string[], suggestions: readonly EditSuggestion[]): string {
  let text = paragraphs.join('\n');
  for (const s of suggestions) text = text.replace(s.currentText.replace(/^\d+\.\s+/, ''), s.suggestedText);
  return text;
}

describe('POST /api/contract-reviews/:id/download-with-edits', () => {
  it(
    'gives the uploaded .docx back with each chosen edit tracked and commented, its styles kept, charged once',
    async () => {
      const u = await signUp(server);
      const { id, suggestions, ids } = await paidReview(u);
      expect(await credits(u)).toBe(2);
      const original = await styledContractDocx();
      const res = await downloadWithEdits(u, id, {
        suggestionIds: ids.join(','),
        file: { content: original, name: 'Services Agreement.docx' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('Services Agreement - suggested edits.docx');
      expect(res.headers.get(TRACKED_MODE_HEADER)).toBe('in-place');
      expect(res.headers.get(TRACKED_APPLIED_HEADER)).toBe(String(suggestions.length));
      expect(res.headers.get(TRACKED_LISTED_HEADER)).toBe('0');
      expect(await credits(u)).toBe(1);

      const opened = await openInLibreOffice(res.body);
      for (const s of suggestions) {
        expect(opened.comments).toContainEqual({ author: 'Clausecraft', text: s.rationale });
      }
      expect(opened.comments).toHaveLength(suggestions.length);
      expect(opened.changes.length).toBeGreaterThanOrEqual(suggestions.length);
      expect(opened.changes.every((c) => c.author === 'Clausecraft' && c.date.startsWith('20'))).toBe(true);
      expect(opened.changes.some((c) => c.kind === 'deletion' && /ninety/.test(c.text))).toBe(true);
      expect(opened.changes.some((c) => c.kind === 'insertion' && /thirty/.test(c.text))).toBe(true);
      expect(opened.acceptedText).toBe(withEdits(DOCX_PARAGRAPHS, suggestions));
      expect(opened.paragraphStyles).toEqual(expect.arrayContaining(['Heading 1', 'List Paragraph']));
      // The numbered list still numbers its clauses: the file's own numbering reads them back.
      expect(await docxNumberedText(res.body)).toMatch(/\n1\. Client shall pay[\s\S]*\n2\. Either party may/);

      // A second download (or the report) of the same review is free.
      const again = await downloadWithEdits(u, id, { suggestionIds: ids[0] ?? '' });
      expect(again.status).toBe(200);
      expect(await credits(u)).toBe(1);
      const report = await server.request(`/api/contract-reviews/${id}/report-cost`, { token: u.token });
      expect(report.body).toEqual({ credits: 0, reason: 'paid' });
    },
    LIBREOFFICE_MS,
  );

  it(
    'turns a .txt, or no file at all, into a clean .docx with the edits tracked',
    async () => {
      const u = await signUp(server);
      const { id, suggestions, ids } = await paidReview(u);
      for (const file of [{ content: STYLED_TEXT, name: 'agreement.txt' }, undefined]) {
        const res = await downloadWithEdits(u, id, { suggestionIds: ids.join(','), file });
        expect(res.status).toBe(200);
        expect(res.headers.get(TRACKED_MODE_HEADER)).toBe('clean');
        const opened = await openInLibreOffice(res.body);
        expect(opened.comments.map((c) => c.text).sort()).toEqual(suggestions.map((s) => s.rationale).sort());
        let expected = STYLED_TEXT.split(/\n+/).join('\n');
        for (const s of suggestions)
          expected = expected.replace(s.currentText.replace(/^\d+\.\s+/, ''), s.suggestedText);
        expect(opened.acceptedText).toBe(expected);
      }
      expect(await credits(u)).toBe(1);
    },
    LIBREOFFICE_MS,
  );

  it(
    'falls back to a clean copy, and says why, when the .docx does not hold a passage',
    async () => {
      const u = await signUp(server);
      const { id, ids } = await paidReview(u);
      // A different .docx: the review's passages are not in it, so the edits are listed instead.
      const unrelated = await plainDocx('This lease is between Ann and Bo.');
      const res = await downloadWithEdits(u, id, {
        suggestionIds: ids.join(','),
        file: { content: unrelated, name: 'lease.docx' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get(TRACKED_MODE_HEADER)).toBe('fallback');
      expect(decodeURIComponent(res.headers.get(TRACKED_REASON_HEADER) ?? '')).toMatch(
        /not found word for word/,
      );
      expect(res.headers.get(TRACKED_LISTED_HEADER)).toBe(String(ids.length));
      const opened = await openInLibreOffice(res.body);
      expect(opened.acceptedText).toContain('Suggested edits that could not be placed');
    },
    LIBREOFFICE_MS,
  );
});

describe('download-with-edits, edit by edit', () => {
  it('writes the edit the .docx can carry as a tracked change with its comment, and names the one it cannot', async () => {
    const u = await signUp(server);
    const { id, suggestions, ids } = await paidReview(u);
    const payment = suggestions.findIndex((s) => /ninety/.test(s.currentText));
    const termination = suggestions.findIndex((s) => /end this Agreement/.test(s.currentText));
    expect(payment).toBeGreaterThanOrEqual(0);
    expect(termination).toBeGreaterThanOrEqual(0);
    // The termination clause is a hyperlink's text in this file: no tracked change can be written there.
    const res = await downloadWithEdits(u, id, {
      suggestionIds: [ids[payment], ids[termination]].join(','),
      file: {
        content: await styledContractDocx({ linkedTermination: true }),
        name: 'Services Agreement.docx',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get(TRACKED_MODE_HEADER)).toBe('in-place');
    expect(res.headers.get(TRACKED_APPLIED_HEADER)).toBe('1');
    expect(res.headers.get(TRACKED_LISTED_HEADER)).toBe('0');
    expect(res.headers.get(TRACKED_UNPLACED_HEADER)).toBe(`${ids[termination] ?? ''}=complex`);
    expect(res.headers.get(TRACKED_REASON_HEADER)).toBeNull();
    // Charged exactly as before: the review's one download credit.
    expect(await credits(u)).toBe(1);

    const zip = await JSZip.loadAsync(res.body);
    const xml = (await zip.file('word/document.xml')?.async('string')) ?? '';
    expect(xml).toMatch(/<w:del w:id="\d+" w:author="Clausecraft"[^>]*>.*?ninety.*?<\/w:del>/);
    expect(xml).toMatch(/<w:ins w:id="\d+" w:author="Clausecraft"[^>]*>.*?thirty.*?<\/w:ins>/);
    expect(xml.match(/<w:commentRangeStart /g)).toHaveLength(1);
    // The linked clause is untouched.
    expect(xml).toContain(STYLED_CLAUSES.termination);
    const comments = (await zip.file('word/comments.xml')?.async('string')) ?? '';
    expect(comments.match(/<w:comment /g)).toHaveLength(1);
    expect(comments).toContain(escapeXml(suggestions[payment]?.rationale ?? '-'));
    expect(comments).not.toContain(escapeXml(suggestions[termination]?.rationale ?? '-'));
  });
});

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

describe('download-with-edits: bad input changes nothing', () => {
  it("refuses another user's review, unknown suggestion ids, an unpaid review and a file over the upload limit", async () => {
    const owner = await signUp(server);
    const { id, ids } = await paidReview(owner);
    const stranger = await signUp(server);
    const unpaidOwner = await signUp(server);
    const free = await server.request('/api/contracts/review-free', {
      token: unpaidOwner.token,
      body: { contractText: STYLED_TEXT },
    });
    const freeId = reviewCreatedResponseSchema.parse(free.body).reviewId;
    const before = { owner: await credits(owner), stranger: await credits(stranger) };
    const rows = () => server.db('credit_ledger').count<{ count: string }[]>('id as count');
    const ledger = (await rows())[0]?.count;

    const foreign = await downloadWithEdits(stranger, id, { suggestionIds: ids.join(',') });
    expect(foreign.status).toBe(404);

    for (const suggestionIds of ['ffffffff', `${ids[0] ?? ''},0000abcd`, 'not-an-id', '']) {
      const res = await downloadWithEdits(owner, id, { suggestionIds });
      expect(res.status).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }

    const tooBig = await downloadWithEdits(owner, id, {
      suggestionIds: ids.join(','),
      file: { content: Buffer.alloc(LIMITS.uploadMaxBytes + 1, 0x61), name: 'big.txt' },
    });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: expect.stringMatching(/larger than 10MB/) });

    const pdf = await downloadWithEdits(owner, id, {
      suggestionIds: ids.join(','),
      file: { content: '%PDF-1.4 not a contract', name: 'contract.pdf' },
    });
    expect(pdf.status).toBe(415);

    const unpaid = await downloadWithEdits(unpaidOwner, freeId, { suggestionIds: 'ffffffff' });
    expect(unpaid.status).toBe(403);

    expect({ owner: await credits(owner), stranger: await credits(stranger) }).toEqual(before);
    expect(await credits(unpaidOwner)).toBe(3);
    expect((await rows())[0]?.count).toBe(ledger);
    const cost = await server.request(`/api/contract-reviews/${id}/report-cost`, { token: owner.token });
    expect(cost.body).toEqual({ credits: 1, reason: 'first' });
  });
});

describe('POST /api/compare/tracked-docx', () => {
  it(
    'answers the later version against the earlier as tracked changes, for signed-in users only',
    async () => {
      const u = await signUp(server);
      const body = {
        before: 'Rent is 900 dollars a month.\n\nThe deposit is one month of rent.',
        after: 'Rent is 950 dollars a month.\n\nThe deposit is one month of rent.\n\nPets are not allowed.',
        changedBy: 'Returned version',
      };
      const res = await fetch(`${server.url}/api/compare/tracked-docx`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${u.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      const opened = await openInLibreOffice(Buffer.from(await res.arrayBuffer()));
      expect(opened.changes).toEqual([
        expect.objectContaining({ kind: 'deletion', author: 'Returned version', text: '900' }),
        expect.objectContaining({ kind: 'insertion', author: 'Returned version', text: '950' }),
        expect.objectContaining({ kind: 'insertion', text: 'Pets are not allowed.' }),
      ]);
      expect(opened.acceptedText).toBe(body.after.split(/\n+/).join('\n'));

      const guest = await server.request('/api/compare/tracked-docx', { body });
      expect(guest.status).toBe(401);
      const blank = await server.request('/api/compare/tracked-docx', {
        token: u.token,
        body: { ...body, after: ' ' },
      });
      expect(blank.status).toBe(400);
    },
    LIBREOFFICE_MS,
  );
});
