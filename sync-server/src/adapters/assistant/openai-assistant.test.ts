import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findContractType, formatFactSetMessage } from '@contract-engine';
import { AssistantTurnSchema, type InterviewInput } from '@shared-schema';
import { AssistantBadResponseError, AssistantUnavailableError } from './assistant';
import { EnginePool } from '../engine/engine-pool';
import { createBuiltinAssistant } from './builtin-assistant';
import { createAssistant, withBuiltinFallback } from './create-assistant';
import { createOpenAiAssistant } from './openai-assistant';
import {
  SERVICE_AGREEMENT_FACTS as COMPLETE_FACTS,
  startOpenAiStub,
  type OpenAiStub,
} from './openai-stub-server';

const TODAY = '2026-03-01';

let stub: OpenAiStub;
const engine = new EnginePool({ threads: 1, maxQueued: 10, timeoutMs: 30_000 });
const builtinAssistant = createBuiltinAssistant(engine);
beforeAll(async () => {
  stub = await startOpenAiStub();
});
afterAll(() => engine.close());
afterAll(() => stub.close());
beforeEach(() => {
  stub.mode = 'ok';
  stub.requests.length = 0;
  stub.reply = () => ({
    message: 'Great, I have everything I need.',
    contractType: 'service-agreement',
    facts: COMPLETE_FACTS,
    readyToGenerate: false,
  });
});

const input: InterviewInput = {
  contractName: 'Website build',
  contractType: null,
  messages: [
    { role: 'assistant', content: 'Hi! What contract do you need?' },
    { role: 'user', content: 'A service agreement with my client Acme LLC for a website, $2,500.' },
  ],
  today: TODAY,
};

const assistant = () =>
  createOpenAiAssistant({ apiKey: 'test-key', baseUrl: stub.baseUrl, model: 'stub-model', timeoutMs: 2_000 });

function requiredMarkers(content: string): string[] {
  return (findContractType('service-agreement')?.facts ?? [])
    .filter((f) => f.required && content.includes(`[INSERT ${f.key}]`))
    .map((f) => f.key);
}

const requestSchema = z.object({
  model: z.string(),
  response_format: z.object({
    type: z.string(),
    json_schema: z.object({ schema: z.object({ properties: z.record(z.string(), z.unknown()) }) }),
  }),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
});

describe('OpenAI-compatible assistant', () => {
  it('sends the conversation with a JSON-only system prompt and builds the contract with our generator', async () => {
    const turn = await assistant().reply(input);
    expect(AssistantTurnSchema.parse(turn)).toEqual(turn);
    expect(turn.message).toBe('Great, I have everything I need.');
    expect(turn.contractType).toBe('service-agreement');
    expect(turn.confidence).toBeGreaterThanOrEqual(75);
    expect(turn.readyToGenerate).toBe(true);
    expect(turn.contract?.title).toBe('Service Agreement');
    expect(requiredMarkers(turn.contract?.content ?? '')).toEqual([]);
    expect(turn.contract?.content).toContain('Acme LLC, a limited liability company (the "Client")');
    expect(turn.contract?.content).toContain('within thirty (30) days');

    expect(stub.requests).toHaveLength(1);
    const request = stub.requests[0];
    expect(request?.headers.authorization).toBe('Bearer test-key');
    const body = requestSchema.parse(request?.body);
    expect(body.model).toBe('stub-model');
    expect(body.response_format.type).toBe('json_schema');
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual(
      expect.arrayContaining(['message', 'contractType', 'facts', 'readyToGenerate']),
    );
    expect(body.messages[0]?.role).toBe('system');
    expect(body.messages[0]?.content).toContain('service-agreement');
    expect(body.messages[0]?.content).toContain('"Website build"');
    expect(body.messages.slice(1)).toEqual(input.messages);
  });

  it('keeps a draft while required facts are missing, and drops keys the type does not have', async () => {
    stub.reply = () => ({
      message: 'Who is the service provider?',
      contractType: 'service-agreement',
      facts: { 'CLIENT NAME': 'Globex Inc.', 'FAVOURITE COLOUR': 'blue' },
    });
    const turn = await assistant().reply(input);
    expect(turn.contract).toBeNull();
    expect(turn.confidence).toBeLessThan(75);
    expect(turn.facts['CLIENT NAME']).toBe('Globex Inc.');
    expect(turn.facts['FAVOURITE COLOUR']).toBeUndefined();
    expect(turn.missingFacts).toContain('SERVICE PROVIDER NAME');
  });

  it('fills the declared facts in their kind form and never overrides a value set in the Details panel', async () => {
    stub.reply = () => ({
      message: 'Noted.',
      contractType: 'service-agreement',
      facts: { 'CLIENT NAME': 'Acme Corp', 'START DATE': '2026-04-01' },
    });
    const panel = formatFactSetMessage('service-agreement', 'CLIENT NAME', 'Acme Holdings LLC');
    const turn = await assistant().reply({
      ...input,
      messages: [...input.messages, { role: 'user', content: panel }],
    });
    expect(turn.facts['CLIENT NAME']).toBe('Acme Holdings LLC');
    expect(turn.facts['START DATE']).toBe('April 1, 2026');
    expect(turn.factStates?.find((state) => state.key === 'START DATE')?.status).toBe('given');
    const sent = requestSchema.parse(stub.requests.at(-1)?.body).messages.at(-1)?.content;
    expect(sent).toBe('You set the client to Acme Holdings LLC.');
  });

  it("writes a provider's amount in the currency the engine read for the contract's locale", async () => {
    stub.reply = () => ({
      message: 'Noted.',
      contractType: 'service-agreement',
      facts: { 'PAYMENT AMOUNT': '2500' },
    });
    const british = {
      ...input,
      locale: 'en-GB' as const,
      messages: [
        { role: 'assistant' as const, content: 'Hi! What contract do you need?' },
        {
          role: 'user' as const,
          content: 'A service agreement with my client Acme LLC for a website, 2,500 in total.',
        },
      ],
    };
    const turn = await assistant().reply(british);
    expect(turn.facts['PAYMENT AMOUNT']).toBe('£2,500');
  });

  it("reads a provider's all-numeric date in the order of the conversation's law, as the built-in engine does", async () => {
    const numericStart = (jurisdiction: string) => () => ({
      message: 'Noted.',
      contractType: 'service-agreement',
      facts: { JURISDICTION: jurisdiction, 'START DATE': '05/01/2027' },
    });
    stub.reply = numericStart('England and Wales');
    const english = await assistant().reply(input);
    expect(english.facts['START DATE']).toMatch(/^(5 January 2027|January 5, 2027)$/);
    stub.reply = numericStart('Texas');
    const texan = await assistant().reply(input);
    expect(texan.facts['START DATE']).toBe('May 1, 2027');
  });

  it('drafts early when the model reports that the user asked for the draft now', async () => {
    stub.reply = () => ({
      message: 'Here is a first draft.',
      contractType: 'service-agreement',
      facts: { 'CLIENT NAME': 'Acme LLC' },
      readyToGenerate: true,
    });
    const turn = await assistant().reply(input);
    expect(turn.contract?.content).toContain('[INSERT SERVICE PROVIDER NAME]');
    expect(turn.readyToGenerate).toBe(false);
  });

  it('accepts JSON inside a code fence', async () => {
    stub.mode = 'fenced';
    expect((await assistant().reply(input)).message).toBe('Great, I have everything I need.');
  });

  it('answers 502 for output that is not the agreed JSON', async () => {
    stub.mode = 'garbage';
    await expect(assistant().reply(input)).rejects.toBeInstanceOf(AssistantBadResponseError);
    stub.mode = 'ok';
    stub.reply = () => ({ message: '', facts: {} });
    await expect(assistant().reply(input)).rejects.toMatchObject({
      status: 502,
      code: 'assistant-bad-response',
    });
    stub.reply = () => ({ message: 'ok', facts: { 'client name': 'x' } });
    await expect(assistant().reply(input)).rejects.toMatchObject({ status: 502 });
  });

  it('answers 503 when the provider fails or is too slow, within the timeout', async () => {
    stub.mode = 'fail';
    await expect(assistant().reply(input)).rejects.toBeInstanceOf(AssistantUnavailableError);
    stub.mode = 'slow';
    const started = Date.now();
    const slow = createOpenAiAssistant({ apiKey: 'k', baseUrl: stub.baseUrl, model: 'm', timeoutMs: 300 });
    await expect(slow.reply(input)).rejects.toMatchObject({ status: 503, code: 'assistant-unavailable' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers 503 when nothing listens at the address', async () => {
    const nowhere = createOpenAiAssistant({
      apiKey: 'k',
      baseUrl: 'http://127.0.0.1:1/v1',
      model: 'm',
      timeoutMs: 1_000,
    });
    await expect(nowhere.reply(input)).rejects.toBeInstanceOf(AssistantUnavailableError);
  });

  it('falls back to the built-in engine for guests', async () => {
    stub.mode = 'fail';
    const guest = withBuiltinFallback(assistant(), engine);
    expect(await guest.reply(input)).toEqual(await builtinAssistant.reply(input));
    stub.mode = 'ok';
    expect((await guest.reply(input)).message).toBe('Great, I have everything I need.');
  });
});

describe('createAssistant', () => {
  it('uses the built-in engine unless a provider is configured', () => {
    expect(createAssistant(undefined, engine).name).toBe('builtin');
    expect(withBuiltinFallback(builtinAssistant, engine)).toBe(builtinAssistant);
    expect(createAssistant({ apiKey: 'k', baseUrl: stub.baseUrl, model: 'm' }, engine).name).toBe('openai');
  });
});
