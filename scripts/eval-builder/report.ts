import type { CaseResult } from './run-conversation';

// The evaluation's tables: one row per contract type and one overall.

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

interface Row {
  group: string;
  cases: number;
  captured: string;
  contradictions: number;
  markers: string;
  turns: string;
  p95: string;
  p95Cpu: string;
  prose: number;
  reasked: number;
}

function row(group: string, results: readonly CaseResult[]): Row {
  const expected = results.reduce((sum, result) => sum + result.factsExpected, 0);
  const captured = results.reduce((sum, result) => sum + result.factsCaptured, 0);
  const markers = results.reduce((sum, result) => sum + result.badMarkers.length, 0);
  const turns = results.map((result) => result.turnsToGeneration).filter((turn) => turn !== null);
  const times = results.flatMap((result) => result.turnMs);
  const cpuTimes = results.flatMap((result) => result.turnCpuMs);
  return {
    group,
    cases: results.length,
    captured: `${((100 * captured) / Math.max(1, expected)).toFixed(1)}% (${captured}/${expected})`,
    contradictions: results.reduce((sum, result) => sum + result.contradictions.length, 0),
    markers: (markers / Math.max(1, results.length)).toFixed(2),
    turns: turns.length ? (turns.reduce((a, b) => a + b, 0) / turns.length).toFixed(1) : '-',
    p95: percentile(times, 95).toFixed(2),
    p95Cpu: percentile(cpuTimes, 95).toFixed(2),
    prose: results.filter((result) => result.proseIssues.length > 0).length,
    reasked: results.reduce((sum, result) => sum + result.reasked.length, 0),
  };
}

function printTable(heading: string, rows: readonly Row[]): void {
  console.log(
    `| ${heading} | cases | facts captured | contradictions | bad markers / contract | turns to generation | p95 ms / turn (wall) | p95 ms / turn (CPU) | contracts with first person or "..": | questions asked again for a given fact |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.group} | ${r.cases} | ${r.captured} | ${r.contradictions} | ${r.markers} | ${r.turns} | ${r.p95} | ${r.p95Cpu} | ${r.prose} | ${r.reasked} |`,
    );
}

export function printReport(
  label: string,
  results: readonly CaseResult[],
  verbose: boolean,
  setOf: (id: string) => string,
): void {
  const types = [...new Set(results.map((result) => result.typeId))];
  const rows = [
    ...types.map((type) =>
      row(
        type,
        results.filter((result) => result.typeId === type),
      ),
    ),
    row('OVERALL', results),
  ];
  console.log(`\nBuilder evaluation: ${label}`);
  printTable('type', rows);
  const sets = [...new Set(results.map((result) => setOf(result.id)))];
  if (sets.length > 1) {
    console.log('');
    printTable(
      'set',
      sets.map((name) =>
        row(
          name,
          results.filter((result) => setOf(result.id) === name),
        ),
      ),
    );
  }
  const failing = results.filter(
    (result) =>
      result.missedFacts.length ||
      result.contradictions.length ||
      result.badMarkers.length ||
      result.proseIssues.length ||
      result.reasked.length,
  );
  if (!verbose) {
    console.log(`${failing.length} of ${results.length} conversations have a miss (--verbose lists them).`);
    return;
  }
  for (const result of failing) {
    console.log(`\n- ${result.id} (${setOf(result.id)}, ${result.style})`);
    for (const miss of result.missedFacts) console.log(`    missed: ${miss}`);
    for (const bad of result.contradictions) console.log(`    contradiction: ${bad}`);
    if (result.badMarkers.length) console.log(`    markers: ${result.badMarkers.join(', ')}`);
    for (const prose of result.proseIssues) console.log(`    prose: …${prose}…`);
    if (result.reasked.length) console.log(`    asked again: ${result.reasked.join(', ')}`);
  }
}
