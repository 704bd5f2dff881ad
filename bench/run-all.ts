// npm run bench: runs every bench/*-bench.ts (each exports run()) one after another and prints one table.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchRow } from './bench-row';

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('-bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const rows: Array<BenchRow & { suite: string }> = [];
for (const file of files) {
  const suite = file.replace(/-bench\.ts$/, '');
  console.log(`running ${suite}...`);
  const mod: unknown = await import(pathToFileURL(path.join(dir, file)).href);
  if (typeof mod !== 'object' || mod === null || !('run' in mod) || typeof mod.run !== 'function') {
    console.log(`  ${file} exports no run(); skipped`);
    continue;
  }
  try {
    const result: unknown = await mod.run();
    if (Array.isArray(result)) for (const row of result) rows.push({ suite, ...row });
  } catch (error) {
    // One failing suite must not hide the others' figures.
    console.error(`  ${suite} failed:`, error);
    rows.push({ suite, benchmark: 'FAILED (see above)', value: Number.NaN, unit: '-', target: '-' });
  }
}
console.table(rows);
