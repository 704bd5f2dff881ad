import http from 'node:http';

// A local OpenAI-compatible endpoint for tests: POST /v1/chat/completions answers canned JSON, fails,
// answers too slowly or answers garbage, as the test sets `mode`. Nothing leaves the machine.

/** Every fact of a service agreement, as a model would report them. */
export const SERVICE_AGREEMENT_FACTS = {
  'CLIENT NAME': 'Acme LLC',
  'CLIENT TYPE': 'limited liability company',
  'SERVICE PROVIDER NAME': 'Jane Doe',
  'PROVIDER TYPE': 'individual',
  'SERVICE DESCRIPTION': 'design and build a five-page website',
  'PAYMENT AMOUNT': '$2,500',
  'PAYMENT SCHEDULE': '50% upfront and 50% on completion',
  'PAYMENT METHOD': 'bank transfer',
  'START DATE': 'March 3, 2026',
  'END DATE': 'May 1, 2026',
  JURISDICTION: 'State of California',
};

export type StubMode = 'ok' | 'fail' | 'slow' | 'garbage' | 'fenced';
export type StubRequest = { headers: http.IncomingHttpHeaders; body: unknown };

export type OpenAiStub = {
  /** Base URL to pass as OPENAI_BASE_URL (ends in /v1). */
  baseUrl: string;
  mode: StubMode;
  slowMs: number;
  /** The JSON object the model "answers" in ok mode. */
  reply: (body: unknown) => unknown;
  requests: StubRequest[];
  close: () => Promise<void>;
};

function completion(content: string): string {
  return JSON.stringify({
    id: 'chatcmpl-stub',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'stub-model',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        finish_reason: 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  });
}

export async function startOpenAiStub(): Promise<OpenAiStub> {
  const timers = new Set<NodeJS.Timeout>();
  const stub: OpenAiStub = {
    baseUrl: '',
    mode: 'ok',
    slowMs: 5_000,
    reply: () => ({ message: 'Hello from the stub.', contractType: null, facts: {} }),
    requests: [],
    close: async () => undefined,
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: { message: 'not found' } }));
        return;
      }
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      stub.requests.push({ headers: req.headers, body });
      const send = (status: number, text: string) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(text);
      if (stub.mode === 'fail')
        return send(500, JSON.stringify({ error: { message: 'stub failure', type: 'server_error' } }));
      if (stub.mode === 'garbage')
        return send(200, completion('Sure! Here is what I think, not JSON at all.'));
      const answer = JSON.stringify(stub.reply(body));
      if (stub.mode === 'fenced') return send(200, completion(`\`\`\`json\n${answer}\n\`\`\``));
      if (stub.mode === 'slow') {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) send(200, completion(answer));
        }, stub.slowMs);
        timers.add(timer);
        return;
      }
      send(200, completion(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The stub has no port');
  stub.baseUrl = `http://127.0.0.1:${address.port}/v1`;
  stub.close = async () => {
    for (const timer of timers) clearTimeout(timer);
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  };
  return stub;
}
