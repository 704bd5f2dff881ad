import { scoreBand, type RedFlag, type ReviewData } from '@shared-schema';
import { analyzeContract } from '../../../contract-engine/src/review/index';
import { BLIND_SB, blindText, type BlindContract, type BlindIssue } from './blind-sb';
import { BLIND_SB2 } from './blind-sb2';
import { BLIND_SB3 } from './blind-sb3';
import { BLIND_SB4 } from './blind-sb4';

// `tsx scripts/eval-review/planted/blind-sb-eval.ts [--set=blind-sb2|blind-sb3|blind-sb4] [--verbose]`: a blind small-business
// batch (the first, ./blind-sb, unless --set names another), read for the weaker party. Prints planted recall (all and high
// severity), wrong findings, the requested side honoured, the parties found, score bands, and (verbose) the
// explanations given for planted clauses, to be judged by hand.

const squash = (text: string): string => text.replace(/\s+/g, ' ').trim();
// A quote may start with its clause number ('6.1 The Company may ...').
const unnumber = (text: string): string => squash(text).replace(/^\d+(?:\.\d+)*\.?\s+/, '');

function overlaps(quote: string, issue: BlindIssue): boolean {
  const q = unnumber(quote);
  return q !== '' && issue.texts.some((text) => q.includes(squash(text)) || squash(text).includes(q));
}

const flagMatches = (flag: RedFlag, issue: BlindIssue): boolean =>
  overlaps(flag.evidence?.quote ?? '', issue);

function tolerated(flag: RedFlag, contract: BlindContract): boolean {
  const q = unnumber(flag.evidence?.quote ?? '');
  return (contract.tolerated ?? []).some(
    (text) => q !== '' && (q.includes(squash(text)) || squash(text).includes(q)),
  );
}

function partiesRight(review: ReviewData, contract: BlindContract): boolean {
  const found = (review.perspective?.parties ?? []).map((party) =>
    [party.name, ...party.aliases].join(' | '),
  );
  const names = review.keyTermsSummary.parties;
  const all = [...found, ...names].join(' || ').toLowerCase();
  const each = contract.parties.every((options) => options.some((name) => all.includes(name.toLowerCase())));
  // No street address listed as a party.
  const noAddress = [...found, ...names].every(
    (name) =>
      !/\b\d{1,5}\s+[A-Z][a-z]+\s+(Street|St|Road|Rd|Lane|Avenue|Ave|Drive|Dr|Court|Quay)\b/.test(name),
  );
  return each && noAddress;
}

function sideHonoured(review: ReviewData, contract: BlindContract): boolean {
  const perspective = review.perspective;
  if (!perspective) return false;
  const role = contract.user.toLowerCase();
  if (perspective.party.toLowerCase().includes(role)) return true;
  const entry = perspective.parties.find((party) => party.name === perspective.party);
  return Boolean(entry?.aliases.some((alias) => alias.toLowerCase().includes(role)));
}

const verbose = process.argv.includes('--verbose');
const SETS: Readonly<Record<string, readonly BlindContract[]>> = {
  'blind-sb': BLIND_SB,
  'blind-sb2': BLIND_SB2,
  'blind-sb3': BLIND_SB3,
  'blind-sb4': BLIND_SB4,
};
const setName = process.argv.find((arg) => arg.startsWith('--set='))?.slice(6) ?? 'blind-sb';
const BATCH = SETS[setName];
if (!BATCH) throw new Error(`unknown --set=${setName}; use ${Object.keys(SETS).join(' or ')}`);
let planted = 0;
let found = 0;
let high = 0;
let highFound = 0;
let wrong = 0;
let sides = 0;
let parties = 0;
let bands = 0;
console.log(`\nBlind small-business batch ${setName} (read for the weaker party)`);
console.log(
  'contract | side | planted found | high found | wrong | side honoured | parties right | score band',
);
for (const contract of BATCH) {
  const text = blindText(contract, setName);
  const review = analyzeContract(text, { party: contract.user });
  const flags = review.redFlags;
  const hits = contract.planted.filter((issue) => flags.some((flag) => flagMatches(flag, issue)));
  const highs = contract.planted.filter((issue) => issue.severity === 'high');
  const highHits = hits.filter((issue) => issue.severity === 'high');
  const wrongFlags = flags.filter(
    (flag) => !contract.planted.some((issue) => flagMatches(flag, issue)) && !tolerated(flag, contract),
  );
  const band = scoreBand(review.contractInfo.overallScore);
  const bandOk = contract.variant === 'balanced' ? band === 'Good' || band === 'Excellent' : band === 'Poor';
  const side = sideHonoured(review, contract);
  const partyOk = partiesRight(review, contract);
  planted += contract.planted.length;
  found += hits.length;
  high += highs.length;
  highFound += highHits.length;
  wrong += wrongFlags.length;
  sides += side ? 1 : 0;
  parties += partyOk ? 1 : 0;
  bands += bandOk ? 1 : 0;
  console.log(
    `${contract.file} | ${contract.user} | ${hits.length}/${contract.planted.length} | ${highHits.length}/${highs.length} | ${wrongFlags.length} | ${side ? 'yes' : 'NO'} | ${partyOk ? 'yes' : 'NO'} | ${review.contractInfo.overallScore} ${band}${bandOk ? '' : ' (wrong band)'}`,
  );
  if (verbose) {
    console.log(`  perspective: ${JSON.stringify(review.perspective)}; type: ${review.contractInfo.type}`);
    for (const issue of contract.planted.filter((candidate) => !hits.includes(candidate)))
      console.log(`  MISSED ${issue.id} (${issue.severity}) ${issue.location}`);
    for (const flag of wrongFlags)
      console.log(
        `  WRONG "${flag.title}" ${flag.location}: ${squash(flag.evidence?.quote ?? '').slice(0, 120)}`,
      );
    for (const explanation of review.plainLanguageExplanations) {
      const issue = contract.planted.find((candidate) =>
        overlaps(explanation.evidence?.quote ?? explanation.originalText, candidate),
      );
      console.log(`  EXPLAIN [${issue?.id ?? '-'}] ${squash(explanation.explanation).slice(0, 220)}`);
    }
  }
}
const n = BATCH.length;
console.log(
  `\ntotal: planted recall ${found}/${planted} = ${(found / planted).toFixed(3)}; high ${highFound}/${high} = ${(highFound / high).toFixed(3)}; wrong findings ${wrong} (${(wrong / n).toFixed(2)} per contract); side honoured ${sides}/${n}; parties right ${parties}/${n}; bands ${bands}/${n}`,
);
