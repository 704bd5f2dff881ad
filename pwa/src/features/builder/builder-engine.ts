import type { AssistantTurn, ContractLocale, InterviewMessage } from '@shared-schema';

// The built-in engine runs in the browser for guests without the guest endpoint and for signed-in
// users offline. It is loaded on demand so no other page carries it, and without the review engine
// (its clause model loads only when a review runs offline).
type Engine = typeof import('@contract-engine/builder');
let enginePromise: Promise<Engine> | null = null;

export function loadEngine(): Promise<Engine> {
  enginePromise ??= import('@contract-engine/builder');
  return enginePromise;
}

/** The engine's "today" (local calendar date): agreement dates and "next Monday" are read against it. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export async function runLocalInterview(input: {
  contractName: string;
  contractType: string | null;
  messages: InterviewMessage[];
  locale?: ContractLocale;
  keptFacts?: Readonly<Record<string, string>>;
}): Promise<AssistantTurn> {
  const engine = await loadEngine();
  return engine.runInterview({
    contractName: input.contractName,
    contractType: input.contractType,
    messages: input.messages,
    today: todayIso(),
    ...(input.locale ? { locale: input.locale } : {}),
    ...(input.keptFacts ? { keptFacts: { ...input.keptFacts } } : {}),
  });
}

/** The first assistant message a guest sees (spec 000 section 2: the greeting is seeded for guests). */
export async function guestGreeting(contractName: string): Promise<string> {
  const turn = await runLocalInterview({ contractName, contractType: null, messages: [] });
  return turn.message;
}
