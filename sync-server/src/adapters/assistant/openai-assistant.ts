import OpenAI, { APIConnectionError, APIError } from 'openai';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  computeConfidence,
  conversationDateOrder,
  findContractType,
  generateContract,
  listContractTypes,
  normaliseSetValue,
  settleProviderAmount,
  READY_CONFIDENCE,
  runInterview,
  wantsContractNow,
  type ContractTypeDef,
} from '@contract-engine';
import {
  AssistantTurnSchema,
  factActionDisplayText,
  FactMapSchema,
  readFactAction,
  type AssistantTurn,
  type FactState,
  type InterviewInput,
} from '@shared-schema';
import { AssistantBadResponseError, AssistantUnavailableError, type Assistant } from './assistant';

// An OpenAI-compatible chat-completions endpoint as the interviewer. The model only talks and
// extracts facts; the contract text is always written by the built-in generateContract, so markers,
// clauses and format stay ours whatever model answers. Its JSON is validated with the shared schemas.

export const DEFAULT_ASSISTANT_TIMEOUT_MS = 30_000;

/** What the model must answer: the shared turn's message, type and facts, plus "draft it now". */
export const providerTurnSchema = AssistantTurnSchema.pick({ message: true }).extend({
  contractType: AssistantTurnSchema.shape.contractType.optional(),
  facts: FactMapSchema.default({}),
  readyToGenerate: z.boolean().default(false),
});

export type OpenAiAssistantOptions = {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string;
  timeoutMs?: number;
  logger?: Logger;
};

function typeCatalogue(): string {
  return listContractTypes()
    .map((type) => `- ${type.id}: ${type.title} (${type.description})`)
    .join('\n');
}

function factList(type: ContractTypeDef): string {
  return type.facts
    .map((fact) => `- ${fact.key} (${fact.required ? 'required' : 'optional'}): ${fact.question}`)
    .join('\n');
}

export function systemPrompt(input: InterviewInput, base: AssistantTurn): string {
  const type = base.contractType ? findContractType(base.contractType) : undefined;
  const parts = [
    "You are Clausecraft's contract assistant for small businesses, freelancers and property managers.",
    'You interview the user to collect the facts their contract needs, one question at a time, friendly and concise.',
    'You never write the contract text yourself: the application drafts it from the facts you return.',
    input.contractName ? `The user named this contract "${input.contractName}".` : '',
    `Contract types:\n${typeCatalogue()}`,
    type
      ? `The contract looks like a ${type.title} (${type.id}). Its facts, most important first:\n${factList(type)}`
      : '',
    Object.keys(base.facts).length > 0 ? `Facts recognised so far: ${JSON.stringify(base.facts)}` : '',
    base.contractType ? `Contract type id: ${JSON.stringify(base.contractType)}` : '',
    `Suggested reply: ${JSON.stringify(base.message)}`,
    [
      'Answer with one JSON object and nothing else:',
      '{"message": "<your reply: acknowledge what the user said, then ask for the most important missing fact>",',
      ' "contractType": "<one of the type ids above, or null while unclear>",',
      ' "facts": {"<FACT KEY>": "<value exactly as it should read in the contract>"},',
      ' "readyToGenerate": <true only when the user asks for the draft now>}',
      'Use only the fact keys listed for the chosen type. Report every fact known from the whole conversation.',
      'Write dates like "March 3, 2026". Never invent facts the user did not give.',
      'When the user corrects or changes a fact ("actually $950, not $800", "make it 18 months"), report the new value.',
      'The suggested reply comes from the rule-based engine; improve its wording but keep its facts and question.',
    ].join('\n'),
  ];
  return parts.filter(Boolean).join('\n\n');
}

function stripFences(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return fenced?.[1] ?? text;
}

export function parseProviderReply(text: string | null | undefined): z.infer<typeof providerTurnSchema> {
  if (!text) throw new AssistantBadResponseError();
  let json: unknown;
  try {
    json = JSON.parse(stripFences(text));
  } catch {
    throw new AssistantBadResponseError();
  }
  const parsed = providerTurnSchema.safeParse(json);
  if (!parsed.success) throw new AssistantBadResponseError();
  return parsed.data;
}

/** The model's facts over the engine's, limited to the type's keys; the document from our generator. */
export function mergeTurn(
  input: InterviewInput,
  base: AssistantTurn,
  reply: z.infer<typeof providerTurnSchema>,
): AssistantTurn {
  const type =
    (reply.contractType ? findContractType(reply.contractType) : undefined) ??
    (base.contractType ? findContractType(base.contractType) : undefined);
  if (!type) return AssistantTurnSchema.parse({ ...base, message: reply.message });
  const facts: Record<string, string> = {};
  for (const [key, value] of Object.entries(type.id === base.contractType ? base.facts : {}))
    facts[key] = value;
  // Facts the person set in the Details panel are exact; the model never overrides them.
  const panelSet = new Set(
    input.messages.flatMap((message) => {
      const action = message.role === 'user' ? readFactAction(message.content) : null;
      return action?.action === 'set' ? [action.key] : [];
    }),
  );
  // The model's values are validated against the declaration: declared keys only, each written
  // in its kind's form (an ISO date becomes "March 3, 2026", "2000" becomes "$2,000"), an all-numeric date read
  // in the order the built-in engine reads it for this conversation ("05/01/2027" is 5 January under English law).
  const dateOrder = conversationDateOrder({ ...facts, ...reply.facts }, input.locale);
  for (const [key, value] of Object.entries(reply.facts)) {
    const fact = type.facts.find((candidate) => candidate.key === key);
    if (!fact || panelSet.has(key) || !value.trim()) continue;
    const written = normaliseSetValue(fact, value, input.today, dateOrder);
    // An amount is in the currency the engine read for the contract's locale (decision 0320).
    facts[key] =
      fact.kind === 'money'
        ? settleProviderAmount({ typed: value, value: written, key }, input, base.facts[key])
        : written;
  }
  const confidence = computeConfidence(type, facts);
  const readyToGenerate = confidence >= READY_CONFIDENCE;
  const lastUser = input.messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
  // The engine drafts once a draft exists (so corrections reach the document); so does the provider.
  const draftNow =
    readyToGenerate || reply.readyToGenerate || wantsContractNow(lastUser) || base.contract !== null;
  const documentEdits = type.id === base.contractType ? base.documentEdits : undefined;
  const contract = draftNow
    ? generateContract(type.id, facts, { today: input.today, locale: input.locale, ...documentEdits })
    : null;
  const changedFacts = [
    ...new Set([
      ...(base.changedFacts ?? []),
      ...Object.keys(facts).filter((key) => base.facts[key] !== facts[key]),
    ]),
  ];
  const missing = type.facts.filter((fact) => !facts[fact.key]);
  return AssistantTurnSchema.parse({
    message: reply.message,
    confidence,
    contractType: type.id,
    facts: contract
      ? Object.fromEntries(Object.entries(contract.placeholders).filter(([, value]) => value))
      : facts,
    missingFacts: [
      ...missing.filter((fact) => fact.required),
      ...missing.filter((fact) => !fact.required),
    ].map((fact) => fact.key),
    readyToGenerate,
    contract,
    ...(changedFacts.length ? { changedFacts } : {}),
    ...(documentEdits ? { documentEdits } : {}),
    factStates: mergedStates(type, base, facts),
    ...(base.inlineEditor && type.id === base.contractType ? { inlineEditor: base.inlineEditor } : {}),
  });
}

/** The engine's fact states with the model's values: a value it added or changed is "given". */
function mergedStates(
  type: ContractTypeDef,
  base: AssistantTurn,
  facts: Readonly<Record<string, string>>,
): FactState[] {
  const states = new Map(
    (type.id === base.contractType ? (base.factStates ?? []) : []).map((s) => [s.key, s]),
  );
  return type.facts.map((fact) => {
    const state = states.get(fact.key);
    const value = facts[fact.key] ?? '';
    if (state && state.value === value) return state;
    if (value) return { key: fact.key, value, status: 'given' };
    return state ?? { key: fact.key, value: '', status: 'marker' };
  });
}

/** The reply's JSON schema, sent as structured output so the model answers in the shared shape. */
export const PROVIDER_RESPONSE_FORMAT: ResponseFormatJSONSchema = {
  type: 'json_schema',
  json_schema: {
    name: 'assistant_turn',
    // Not strict: strict mode forbids the open map of fact keys; the answer is validated with zod anyway.
    strict: false,
    schema: z.toJSONSchema(providerTurnSchema, { io: 'input' }),
  },
};

function providerFailure(error: unknown): Error {
  if (error instanceof AssistantBadResponseError) return error;
  if (error instanceof APIConnectionError) return new AssistantUnavailableError();
  if (error instanceof APIError && (error.status === 429 || (error.status ?? 500) >= 500))
    return new AssistantUnavailableError();
  return new AssistantBadResponseError();
}

export function createOpenAiAssistant(options: OpenAiAssistantOptions): Assistant {
  // No SDK retries: a retried timeout would double the wait; the user can simply send again.
  const client = new OpenAI({
    apiKey: options.apiKey ?? 'not-needed',
    baseURL: options.baseUrl,
    timeout: options.timeoutMs ?? DEFAULT_ASSISTANT_TIMEOUT_MS,
    maxRetries: 0,
  });
  return {
    name: 'openai',
    async reply(input) {
      const base = runInterview(input);
      try {
        const completion = await client.chat.completions.create({
          model: options.model,
          temperature: 0.2,
          response_format: PROVIDER_RESPONSE_FORMAT,
          messages: [
            { role: 'system', content: systemPrompt(input, base) },
            // A Details-panel change is shown to the model as its sentence; the engine applied it.
            ...input.messages.map((message) => ({
              role: message.role,
              content: factActionDisplayText(message.content),
            })),
          ],
        });
        return mergeTurn(input, base, parseProviderReply(completion.choices[0]?.message.content));
      } catch (error) {
        const failure = providerFailure(error);
        options.logger?.warn(
          {
            err: error,
            code:
              failure instanceof AssistantBadResponseError
                ? 'assistant-bad-response'
                : 'assistant-unavailable',
          },
          'assistant provider failed',
        );
        throw failure;
      }
    },
  };
}
