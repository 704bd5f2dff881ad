import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { scoreBand } from '@shared-schema';
import { analyzeContract } from '../../contract-engine/src/review/index';

// Reviews hand-written contracts (first line "# parties: A | B") from each side and prints every
// finding, so a reader can judge them as a lawyer would: ./contracts and the planted evaluation's
// written contracts. `npx tsx scripts/try-review/try.ts [part of a file name]`.
const dirs = [
  join(import.meta.dirname, 'contracts'),
  join(import.meta.dirname, '../eval-review/planted/written'),
];
const only = process.argv[2];
const files = dirs.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.txt') && (!only || f.includes(only)))
    .map((f) => join(dir, f)),
);
for (const file of files) {
  const raw = readFileSync(file, 'utf8');
  const [head, ...rest] = raw.split('\n');
  const parties = (head ?? '')
    .replace(/^# parties:\s*/, '')
    .split('|')
    .map((s) => s.trim());
  const text = rest.join('\n');
  for (const party of parties) {
    const r = analyzeContract(text, { party });
    const score = r.contractInfo.overallScore;
    console.log(
      `\n=== ${file} as ${party}: ${score} ${scoreBand(score)} (type ${r.contractInfo.type}) parties ${r.perspective?.party}/${r.perspective?.otherParty}`,
    );
    for (const f of r.redFlags) {
      const edit = r.editSuggestions.find((e) => e.currentText === f.evidence?.quote);
      console.log(
        `  [${f.severity}] ${f.title} @ ${f.location}\n      "${(f.evidence?.quote ?? '').slice(0, 160)}"\n      why: ${f.description.slice(0, 200)}\n      fix: ${(edit?.suggestedText ?? '(none)').slice(0, 140)}`,
      );
    }
    for (const m of r.missingClauses) console.log(`  missing[${m.importance}] ${m.clauseType}`);
  }
}
