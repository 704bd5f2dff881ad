import type { AssistantTurn, InterviewInput, InterviewMessage } from '@shared-schema';
import { askedFact } from '../../contract-engine/src/builder/conversation';
import { defaultLocale, localiseFacts } from '../../contract-engine/src/builder/facts/locale';
import { findContractType } from '../../contract-engine/src/builder/types/registry';
import type { ConversationCase } from './conversation-case';

// Plays one scripted conversation against an assistant and scores the final contract.

export const EVAL_TODAY = '2026-11-23';
const MAX_TURNS = 40;

export type Reply = (input: InterviewInput) => Promise<AssistantTurn> | AssistantTurn;

export interface CaseResult {
  id: string;
  typeId: string;
  style: string;
  factsExpected: number;
  factsCaptured: number;
  contradictions: string[];
  missedFacts: string[];
  badMarkers: string[];
  turnsToGeneration: number | null;
  turnMs: number[];
  /** CPU time of each turn: the engine's own cost, without waiting for a busy machine's cores. */
  turnCpuMs: number[];
  generated: boolean;
  /** First-person words or a doubled full stop ("Ltd..") in the final contract's text. */
  proseIssues: string[];
  /** Facts the assistant asked for although the conversation had already given them. */
  reasked: string[];
}

// The user's own voice pasted into the contract, or a value's full stop doubled by the sentence's.
// Capitalised or not, but not in capitals ("ME 04101" is Maine). An offer letter's own opening
// ("We are pleased to offer you") is the employer speaking, as offer letters do.
const PROSE_ISSUES =
  /\b(?:I|I'm|I'll|I've|[Ww]e|[Ww]e're|[Ww]e'll|[Oo]urs?|[Mm]y|[Mm]e|[Uu]s)\b|[A-Za-z]\.\.(?!\.)/g;
const TEMPLATE_VOICE = /We are pleased to offer you/g;

function proseIssues(content: string): string[] {
  const found = new Set<string>();
  const text = content.replace(TEMPLATE_VOICE, (phrase) => ' '.repeat(phrase.length));
  for (const match of text.matchAll(PROSE_ISSUES)) {
    const start = Math.max(0, match.index - 30);
    found.add(text.slice(start, match.index + match[0].length + 20).replace(/\s+/g, ' '));
  }
  return [...found];
}

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
  eighteen: '18',
  twenty: '20',
};

const DAY_FIRST =
  /\b(\d{1,2}) (january|february|march|april|may|june|july|august|september|october|november|december) (\d{4})\b/g;

export function normalise(text: string): string {
  return (
    text
      .toLowerCase()
      // A UK or Australian contract writes "1 December 2026"; the scripts expect "December 1, 2026".
      .replace(DAY_FIRST, '$2 $1, $3')
      .replace(/[’‘]/g, "'")
      .replace(
        /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty)\b/g,
        (word) => NUMBER_WORDS[word] ?? word,
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function includesAll(haystack: string, needles: string | readonly string[]): boolean {
  const list = typeof needles === 'string' ? [needles] : needles;
  const hay = normalise(haystack);
  return list.every((needle) => hay.includes(normalise(needle)));
}

export async function runCase(testCase: ConversationCase, reply: Reply): Promise<CaseResult> {
  const messages: InterviewMessage[] = [];
  const turns: AssistantTurn[] = [];
  const turnMs: number[] = [];
  const turnCpuMs: number[] = [];
  let userCount = 0;
  const type = findContractType(testCase.typeId);
  const reasked: string[] = [];
  let turnsToGeneration: number | null = null;
  const send = async (text: string): Promise<AssistantTurn> => {
    messages.push({ role: 'user', content: text });
    userCount += 1;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const turn = await reply({ contractName: testCase.name, messages: [...messages], today: EVAL_TODAY });
    const used = process.cpuUsage(cpu);
    turnMs.push(performance.now() - started);
    turnCpuMs.push((used.user + used.system) / 1000);
    messages.push({ role: 'assistant', content: turn.message });
    // Asking for a fact the previous turn already held is asking again for something given.
    const askedNow = type ? askedFact(turn.message, type) : undefined;
    const heldBefore = turns.at(-1)?.facts[askedNow?.key ?? ''] ?? '';
    if (askedNow && heldBefore.trim() !== '') reasked.push(askedNow.key);
    turns.push(turn);
    if (turn.contract && turnsToGeneration === null) turnsToGeneration = userCount;
    return turn;
  };

  for (const text of testCase.user) await send(text);
  const answered = new Set<string>();
  for (let index = 0; index < MAX_TURNS && type; index += 1) {
    const asked = askedFact(messages.at(-1)?.content, type);
    const answer = asked ? testCase.answers?.[asked.key] : undefined;
    if (!asked || !answer || answered.has(asked.key)) break;
    answered.add(asked.key);
    await send(answer);
  }
  if (!turns.some((turn) => turn.contract)) await send('Please draft it now.');
  for (const text of testCase.after ?? []) await send(text);

  const last = turns.at(-1);
  const contract = last?.contract ?? [...turns].reverse().find((turn) => turn.contract)?.contract ?? null;
  const content = contract?.content ?? '';
  // A fact counts as kept when the contract states it: placeholders hold the facts as given (decision 0164), so
  // they are compared in the form the text writes them for the contract's locale (the engine's default here).
  const writtenType = last?.contractType ? findContractType(last.contractType) : undefined;
  const given = contract?.placeholders ?? {};
  const placeholders = writtenType ? localiseFacts(writtenType, given, defaultLocale(given)) : given;
  const contradictions: string[] = [];
  const missedFacts: string[] = [];
  let captured = 0;
  for (const [key, expected] of Object.entries(testCase.expect)) {
    const value = placeholders[key] ?? '';
    const ok = value !== '' && includesAll(value, expected) && content.includes(value);
    if (ok) captured += 1;
    else missedFacts.push(`${key}=${JSON.stringify(value)} (want ${JSON.stringify(expected)})`);
    if (value && !includesAll(value, expected)) contradictions.push(`${key}: ${value}`);
  }
  for (const text of testCase.absent ?? []) {
    if (normalise(content).includes(normalise(text))) contradictions.push(`contains "${text}"`);
  }
  for (const text of testCase.present ?? []) {
    if (!normalise(content).includes(normalise(text))) missedFacts.push(`missing text "${text}"`);
  }

  const assistantText = messages
    .filter((message) => message.role === 'assistant')
    .map((message) => message.content)
    .join('\n');
  const badMarkers: string[] = [];
  for (const match of content.matchAll(/\[INSERT ([A-Z0-9 ]+)\]/g)) {
    const key = match[1] ?? '';
    const fact = type?.facts.find((candidate) => candidate.key === key);
    // Given: the script states it (expected in the contract) or the simulated user answered it.
    const given = key in testCase.expect || answered.has(key);
    const asked = Boolean(
      fact && (assistantText.includes(fact.question) || assistantText.includes(`[INSERT ${key}]`)),
    );
    if (given || !asked) badMarkers.push(key);
  }

  const expectedCount = Object.keys(testCase.expect).length + (testCase.present?.length ?? 0);
  return {
    id: testCase.id,
    typeId: testCase.typeId,
    style: testCase.style,
    factsExpected: expectedCount,
    factsCaptured:
      captured +
      (testCase.present ?? []).filter((text) => normalise(content).includes(normalise(text))).length,
    contradictions,
    missedFacts,
    badMarkers: [...new Set(badMarkers)],
    turnsToGeneration,
    turnMs,
    turnCpuMs,
    generated: contract !== null,
    proseIssues: proseIssues(content),
    reasked,
  };
}
