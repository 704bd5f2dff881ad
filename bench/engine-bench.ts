import { pathToFileURL } from 'node:url';
import type { InterviewMessage } from '../shared-schema/src/assistant';
import { generateContract, parseContractContent, runInterview } from '../contract-engine/src/builder/index';
import { SAMPLE_CONVERSATIONS } from '../contract-engine/src/builder/sample-conversations';
import { percentile, round, type BenchRow } from './bench-row';

// Builder engine speed. A chat turn re-reads the whole conversation (the interview is stateless),
// so we time runInterview on realistic 8-message conversations for every contract type, plus a
// long 24-message one, and generateContract with every fact known. Median and p95 after warm-up.

const TODAY = '2026-02-10';
const RUNS_PER_CASE = 40;
const WARMUP = 5;
const TURN_TARGET_MS = 20;
const GENERATION_TARGET_MS = 5;

function conversation(sampleIndex: number, length: number): InterviewMessage[] {
  const sample = SAMPLE_CONVERSATIONS[sampleIndex];
  if (!sample) return [];
  const userTexts = [...sample.story];
  const messages: InterviewMessage[] = [];
  let turn = runInterview({ contractName: sample.contractName, messages, today: TODAY });
  messages.push({ role: 'assistant', content: turn.message });
  while (messages.length < length) {
    // After the story, answer whatever the assistant asks, as a real user would.
    const next = userTexts.shift() ?? sample.answers[turn.missingFacts[0] ?? ''] ?? 'Could you draft it now?';
    messages.push({ role: 'user', content: next });
    if (messages.length >= length) break;
    turn = runInterview({ contractName: sample.contractName, messages, today: TODAY });
    messages.push({ role: 'assistant', content: turn.message });
  }
  return messages;
}

function time(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

function measure(cases: ReadonlyArray<() => void>): { median: number; p95: number } {
  for (let i = 0; i < WARMUP; i += 1) for (const run of cases) run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS_PER_CASE; i += 1) for (const run of cases) samples.push(time(run));
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

export async function run(): Promise<BenchRow[]> {
  const turnCases = (length: number) =>
    SAMPLE_CONVERSATIONS.map((sample, index) => {
      const messages = conversation(index, length);
      return () => {
        runInterview({ contractName: sample.contractName, messages, today: TODAY });
      };
    });
  const shortTurns = measure(turnCases(8));
  const longTurns = measure(turnCases(24));
  const generation = measure(
    SAMPLE_CONVERSATIONS.map((sample) => () => {
      generateContract(sample.typeId, sample.answers, { today: TODAY });
    }),
  );
  const contents = SAMPLE_CONVERSATIONS.map(
    (sample) => generateContract(sample.typeId, sample.answers).content,
  );
  const parsing = measure(
    contents.map((content) => () => {
      parseContractContent(content);
    }),
  );
  const ms = (value: number): number => round(value, 2);
  return [
    {
      benchmark: 'chat turn, 8-message conversation, median',
      value: ms(shortTurns.median),
      unit: 'ms',
      target: `<= ${TURN_TARGET_MS} ms`,
    },
    {
      benchmark: 'chat turn, 8-message conversation, p95',
      value: ms(shortTurns.p95),
      unit: 'ms',
      target: `<= ${TURN_TARGET_MS} ms`,
    },
    {
      benchmark: 'chat turn, 24-message conversation, median',
      value: ms(longTurns.median),
      unit: 'ms',
      target: `<= ${TURN_TARGET_MS} ms`,
    },
    {
      benchmark: 'chat turn, 24-message conversation, p95',
      value: ms(longTurns.p95),
      unit: 'ms',
      target: `<= ${TURN_TARGET_MS} ms`,
    },
    {
      benchmark: 'contract generation, median',
      value: ms(generation.median),
      unit: 'ms',
      target: `<= ${GENERATION_TARGET_MS} ms`,
    },
    {
      benchmark: 'contract generation, p95',
      value: ms(generation.p95),
      unit: 'ms',
      target: `<= ${GENERATION_TARGET_MS} ms`,
    },
    {
      benchmark: 'content parse, median',
      value: ms(parsing.median),
      unit: 'ms',
      target: `<= ${GENERATION_TARGET_MS} ms`,
    },
    {
      benchmark: 'content parse, p95',
      value: ms(parsing.p95),
      unit: 'ms',
      target: `<= ${GENERATION_TARGET_MS} ms`,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await run());
}
