import { evaluatePlantedSet, evaluatePlanted, type PlantedSummary } from './planted-eval';
import { freshContracts } from './fresh';
import { partyRows } from './party-rows';

// npx tsx scripts/eval-review/planted/run-planted.ts — the side-aware review on the older planted
// set and, apart, on the fresh small-business set: recall, wrong findings, bands, and whether the
// parties were found and the requested side honoured.

function print(label: string, p: PlantedSummary): void {
  console.log(`\n${label}: ${p.contracts} contracts, ${p.planted} planted issues`);
  console.table(
    p.rows.map((r) => ({
      contract: r.contract,
      planted: r.planted,
      found: r.found,
      'right location': r.locationsRight,
      wrong: r.wrong,
      band: r.band,
      'band ok': r.bandOk ? 'yes' : 'NO',
      'wrong side': r.wrongSideWhenSwitched,
    })),
  );
  for (const r of p.rows)
    if (r.wrong > 0) console.log(`  wrong in ${r.contract}: ${r.wrongTitles.join(' | ')}`);
  console.log(
    `recall ${p.recall}, wrong per contract ${p.wrongPerContract}, wrong side ${p.wrongSideWhenSwitched}, bands ${p.bandAccuracy}, locations ${p.locationAccuracy}`,
  );
}

function main(): void {
  print('Older planted set (generated scenarios and written contracts)', evaluatePlanted());
  const fresh = freshContracts();
  print('Fresh small-business set (written for issue 27)', evaluatePlantedSet(fresh));
  const rows = partyRows(fresh);
  console.table(rows);
  console.log(
    `parties right ${rows.filter((r) => r.partiesRight).length}/${rows.length}, requested side honoured ${rows.filter((r) => r.sideHonoured).length}/${rows.length}`,
  );
}

main();
