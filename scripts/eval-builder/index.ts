import { runInterview } from '@contract-engine';
import { SERVICE_CASES } from './cases-services';
import { NDA_LEASE_CASES } from './cases-nda-lease';
import { OTHER_CASES } from './cases-other';
import { EXTRA_CASES } from './cases-extra';
import { HELDOUT_CASES } from './cases-heldout';
import { BLIND_CASES } from './cases-blind';
import { HOLDOUT2_CASES } from './cases-holdout2';
import { BLIND2_CASES } from './cases-blind2';
import { BLIND3_CASES } from './cases-blind3';
import { BLIND4_CASES } from './cases-blind4';
import { BLIND5_CASES } from './cases-blind5';
import { BLIND6_CASES } from './cases-blind6';
import { BLIND7_CASES } from './cases-blind7';
import { BLIND8_CASES } from './cases-blind8';
import { BLIND9_CASES } from './cases-blind9';
import { runCase, type CaseResult, type Reply } from './run-conversation';
import { printReport } from './report';
import type { ConversationCase } from './conversation-case';
import { stubProviderReply } from './provider-stub';

// `npm run eval:builder [-- --verbose] [-- --provider-stub]`: plays every scripted conversation
// against the built-in engine (and, with --provider-stub, through the OpenAI-compatible adapter and
// its local stub) and prints facts captured, contradictions, markers, turns and engine time.

// Eight groups, reported separately as well as together: the first 65 (written with the baseline),
// 18 later ones (written after the engine work, then used to fix it), 8 "blind", 44 "held-out",
// 16 "blind2", 20 "blind3", 18 "blind4", 13 "blind5", 24 "blind6", 26 "blind7", 26 "blind8" and 26 "blind9" (each scored once before any
// change made for it). `--set=first|later|blind|heldout|blind2|blind3|blind4|blind5|blind6|blind7|blind8|blind9|own` runs one
// group ("own" is the first three).
const SETS: Readonly<Record<string, readonly ConversationCase[]>> = {
  first: [...SERVICE_CASES, ...NDA_LEASE_CASES, ...OTHER_CASES],
  later: [...EXTRA_CASES, ...HELDOUT_CASES],
  blind: BLIND_CASES,
  heldout: HOLDOUT2_CASES,
  blind2: BLIND2_CASES,
  blind3: BLIND3_CASES,
  blind4: BLIND4_CASES,
  blind5: BLIND5_CASES,
  blind6: BLIND6_CASES,
  blind7: BLIND7_CASES,
  blind8: BLIND8_CASES,
  blind9: BLIND9_CASES,
};
const OWN = [...(SETS.first ?? []), ...(SETS.later ?? []), ...(SETS.blind ?? [])];
const set = process.argv.find((arg) => arg.startsWith('--set='))?.slice(6);
const CASES = set === 'own' ? OWN : set ? (SETS[set] ?? []) : Object.values(SETS).flat();
const setOf = (id: string): string =>
  Object.entries(SETS).find(([, cases]) => cases.some((testCase) => testCase.id === id))?.[0] ?? '?';

async function evaluate(label: string, reply: Reply): Promise<CaseResult[]> {
  // One untimed pass first: the figures are for a warmed-up engine, as on a running server or an
  // open tab, not for the JIT compiling its regular expressions.
  for (const testCase of CASES) await runCase(testCase, reply);
  const results: CaseResult[] = [];
  for (const testCase of CASES) results.push(await runCase(testCase, reply));
  printReport(label, results, process.argv.includes('--verbose'), setOf);
  return results;
}

const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice(7);
if (only) {
  const testCase = CASES.find((candidate) => candidate.id === only);
  if (testCase) console.log(JSON.stringify(await runCase(testCase, runInterview), null, 2));
} else {
  await evaluate('built-in engine', runInterview);
  if (process.argv.includes('--provider-stub')) {
    const { reply, close } = await stubProviderReply();
    try {
      await evaluate('OpenAI-compatible adapter against the provider stub', reply);
    } finally {
      await close();
    }
  }
}
