import {
  guestChatResponseSchema,
  type ContractLocale,
  type ContractStatus,
  type InterviewMessage,
} from '@shared-schema';
import { apiFetch } from '../../lib/http';
import { loadEngine, todayIso } from './builder-engine';

export interface GuestTurn {
  message: string;
  confidence: number;
  contract: {
    content: string;
    status: ContractStatus;
    type: string | null;
    placeholders: Record<string, string>;
  } | null;
  /** Simulation only: how long the assistant "types" and, when generating, how long generation takes. */
  typingDelayMs: number;
  generationDelayMs: number;
  simulated: boolean;
}

export interface GuestChatInput {
  messages: InterviewMessage[];
  contractId: string | number;
  contractName: string;
  contractType: string | null;
  /** The draft's locale (the browser's when it was created, or the one the guest chose): the text is written for it. */
  locale: ContractLocale;
  /** The draft's placeholders: bare amounts keep the currency they had before a locale change (decision 0320). */
  keptFacts?: Record<string, string>;
}

/** Spec 000 section 4: typing delay 0.8 to 2 s, generation delay 5 s. */
export const SIMULATION = { typingMinMs: 800, typingMaxMs: 2_000, generationMs: 5_000 } as const;
/** The guest sample contract is a service agreement (spec 000 section 3); used when no type is recognised. */
const FALLBACK_TYPE = 'service-agreement';

export function typingDelay(random: () => number = Math.random): number {
  return Math.round(SIMULATION.typingMinMs + random() * (SIMULATION.typingMaxMs - SIMULATION.typingMinMs));
}

/**
 * The local scripted simulation: the engine writes the reply; the contract appears after the 4th user
 * message (3rd with price/payment talk) with the spec's simulated confidence.
 */
export async function simulateGuestTurn(
  input: GuestChatInput,
  random: () => number = Math.random,
): Promise<GuestTurn> {
  const engine = await loadEngine();
  const today = todayIso();
  const turn = engine.runInterview({
    contractName: input.contractName,
    contractType: input.contractType,
    messages: input.messages,
    today,
    locale: input.locale,
    ...(input.keptFacts ? { keptFacts: input.keptFacts } : {}),
  });
  const userTexts = input.messages
    .filter((message) => message.role === 'user')
    .map((message) => message.content);
  const generate = engine.guestShouldGenerate(userTexts);
  const type = turn.contractType ?? input.contractType ?? FALLBACK_TYPE;
  const written = generate
    ? (turn.contract ??
      engine.generateContract(type, turn.facts, { today, locale: input.locale, ...turn.documentEdits }))
    : null;
  return {
    message: turn.message,
    confidence: engine.simulatedConfidence(userTexts.length),
    contract: written
      ? { content: written.content, status: 'in-progress', type, placeholders: written.placeholders }
      : null,
    typingDelayMs: typingDelay(random),
    generationDelayMs: written ? SIMULATION.generationMs : 0,
    simulated: true,
  };
}

/** POST /api/guest/chat; any failure (offline, server down, bad answer) silently falls back to the simulation. */
export async function askGuestAssistant(input: GuestChatInput): Promise<GuestTurn> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return simulateGuestTurn(input);
  try {
    const raw = await apiFetch({
      path: '/api/guest/chat',
      method: 'POST',
      body: {
        messages: input.messages,
        contractId: input.contractId,
        contractName: input.contractName,
        contractType: input.contractType,
        locale: input.locale,
        ...(input.keptFacts ? { keptFacts: input.keptFacts } : {}),
      },
    });
    const answer = guestChatResponseSchema.parse(raw);
    return { ...answer, typingDelayMs: 0, generationDelayMs: 0, simulated: false };
  } catch (error) {
    console.info('Guest chat unavailable; using the local assistant', error);
    return simulateGuestTurn(input);
  }
}
