import { runInterview } from '@contract-engine';
import { SERVICE_CASES } from './cases-services';
import { NDA_LEASE_CASES } from './cases-nda-lease';
import { OTHER_CASES } from './cases-other';
import { EXTRA_CASES } from './cases-extra';
import { HELDOUT_CASES } from './cases-heldout';
import { BLIND_CASES } from './cases-blind';
import { runCase, type CaseResult, type Reply } from './run-conversation';
import { printReport } from './report';
import { stubProviderReply } from './provider-stub';

// `npm run eval:builder [-- --verbose] [-- --provider-stub]`: plays every scripted conversation
// against the built-in engine (and, with --provider-stub, through the OpenAI-compatible adapter and
// its local stub) and prints facts captured, contradictions, markers, turns and engine time.

// The first 65 were written with the baseline; the 18 "held-out" ones after the engine work, to
// check phrasings the first set did not use. `--set=first|heldout` runs one group.
const FIRST = [...SERVICE_CASES, ...NDA_LEASE_CASES, ...OTHER_CASES];
const HELD_OUT = [...EXTRA_CASES, ...HELDOUT_CASES];
const BLIND = BLIND_CASES;
const set = process.argv.find((arg) => arg.startsWith('--set='))?.slice(6);
const CASES =
  set === 'first'
    ? FIRST
    : set === 'heldout'
      ? HELD_OUT
      : set === 'blind'
        ? BLIND
        : [...FIRST, ...HELD_OUT, ...BLIND];

async function evaluate(label: string, reply: Reply): Promise<CaseResult[]> {
  // One untimed pass first: the figures are for a warmed-up engine, as on a running server or an
  // open tab, not for the JIT compiling its regular expressions.
  for (const testCase of CASES) await runCase(testCase, reply);
  const results: CaseResult[] = [];
  for (const testCase of CASES) results.push(await runCase(testCase, reply));
  printReport(label, results, process.argv.includes('--verbose'));
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
