import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reviewDataSchema, type ReviewData } from '@shared-schema';
import { startTestServer } from '../../../test/test-server';
import { createOpenAiReviewer } from './openai-reviewer';
import { ReviewerBadResponseError, ReviewerUnavailableError } from './reviewer';

// A local stub that speaks the chat-completions API: no network, scripted answers per test.

const ANALYSIS: ReviewData = {
  contractInfo: {
    overallScore: 64,
    type: 'Consulting Agreement',
    complexity: 'moderate',
    length: '120 words',
    summary: 'Stub analysis of a consulting agreement.',
  },
  keyTermsSummary: {
    parties: ['Acme Corp', 'Jane Doe'],
    duration: '1 year',
    paymentTerms: 'Net 30',
    keyObligations: ['Deliver monthly report'],
    terminationConditions: '30 days notice',
  },
  redFlags: [
    {
      title: 'Uncapped liability',
      description: 'No cap.',
      severity: 'high',
      location: 'Section 4',
      riskLevel: 'High',
      legalConsequences: 'Unlimited exposure.',
    },
  ],
  missingClauses: [
    {
      clauseType: 'Confidentiality',
      importance: 'critical',
      description: 'None.',
      suggestedText: 'Add one.',
      modelClause: 'Each party shall keep...',
    },
  ],
  editSuggestions: [
    {
      section: 'Section 4',
      currentText: 'without limitation',
      suggestedText: 'up to the fees paid',
      rationale: 'Cap exposure.',
    },
  ],
  obligations: [
    {
      party: 'Consultant',
      obligation: 'Monthly report',
      deadline: '5th of each month',
      consequence: 'Breach',
    },
  ],
  plainLanguageExplanations: [
    { originalText: 'indemnify', explanation: 'You pay their legal costs.', importance: 'high' },
  ],
};

type Reply = { status?: number; content?: string; delayMs?: number };
let reply: Reply = {};
const received: unknown[] = [];
let stubUrl = '';
const stub = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    received.push({ path: req.url, auth: req.headers.authorization, body: JSON.parse(body) });
    const { status = 200, content = JSON.stringify(ANALYSIS), delayMs = 0 } = reply;
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        status === 200
          ? JSON.stringify({
              id: 'cmpl-1',
              object: 'chat.completion',
              created: 0,
              model: 'stub-model',
              choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
            })
          : JSON.stringify({ error: { message: 'stub failure', type: 'server_error' } }),
      );
    }, delayMs);
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const address = stub.address();
  if (!address || typeof address === 'string') throw new Error('no stub port');
  stubUrl = `http://127.0.0.1:${address.port}/v1`;
});
afterAll(async () => {
  stub.closeAllConnections();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

const reviewer = (timeoutMs = 2_000) =>
  createOpenAiReviewer({ apiKey: 'sk-test', baseUrl: stubUrl, model: 'stub-model', timeoutMs });

describe('OpenAI-compatible reviewer against a stub server', () => {
  it('asks for structured JSON output and returns the validated analysis', async () => {
    reply = {};
    received.length = 0;
    const data = await reviewer().review('CONSULTING AGREEMENT between Acme and Jane.');
    expect(reviewDataSchema.parse(data)).toEqual(ANALYSIS);
    const request = z
      .object({
        path: z.string(),
        auth: z.string(),
        body: z.object({
          model: z.string(),
          messages: z.array(z.object({ role: z.string(), content: z.string() })),
          response_format: z.object({
            type: z.literal('json_schema'),
            json_schema: z.object({ name: z.string(), schema: z.record(z.string(), z.unknown()) }),
          }),
        }),
      })
      .parse(received[0]);
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.auth).toBe('Bearer sk-test');
    expect(request.body.model).toBe('stub-model');
    expect(request.body.messages.at(-1)?.content).toContain('CONSULTING AGREEMENT');
    expect(JSON.stringify(request.body.response_format.json_schema.schema)).toContain('redFlags');
  });

  it('answers 502 for content that is not JSON or not a valid analysis', async () => {
    for (const content of ['not json', JSON.stringify({ contractInfo: { overallScore: 500 } }), '']) {
      reply = { content };
      await expect(reviewer().review('text')).rejects.toBeInstanceOf(ReviewerBadResponseError);
    }
  });

  it('answers 502 when the provider fails and 503 when it is overloaded, slow or unreachable', async () => {
    reply = { status: 500 };
    await expect(reviewer().review('text')).rejects.toMatchObject({ status: 502 });
    reply = { status: 429 };
    await expect(reviewer().review('text')).rejects.toBeInstanceOf(ReviewerUnavailableError);
    reply = { delayMs: 800 };
    await expect(reviewer(200).review('text')).rejects.toMatchObject({
      status: 503,
      code: 'reviewer-unavailable',
    });
    const unreachable = createOpenAiReviewer({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'm',
      timeoutMs: 2_000,
    });
    await expect(unreachable.review('text')).rejects.toBeInstanceOf(ReviewerUnavailableError);
  });

  it('replaces the built-in engine in the server when OPENAI_BASE_URL is set', async () => {
    const server = await startTestServer({
      env: { OPENAI_BASE_URL: stubUrl, OPENAI_API_KEY: 'sk-test', OPENAI_MODEL: 'stub-model' },
    });
    try {
      reply = {};
      const ok = await server.request('/api/guest/review', {
        body: { contractText: 'CONSULTING AGREEMENT' },
      });
      expect(ok.status).toBe(200);
      expect(reviewDataSchema.parse(ok.body).contractInfo.summary).toBe(
        'Stub analysis of a consulting agreement.',
      );
      expect(reviewDataSchema.parse(ok.body).obligations).toEqual([]);
      reply = { content: '{"broken": true}' };
      const bad = await server.request('/api/guest/review', {
        body: { contractText: 'CONSULTING AGREEMENT' },
      });
      expect(bad.status).toBe(502);
      expect(bad.body).toEqual({
        message: 'The contract review service returned an invalid analysis. Please try again.',
        code: 'reviewer-bad-response',
      });
    } finally {
      await server.close();
    }
  });
});
