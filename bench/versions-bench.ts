import 'fake-indexeddb/auto';
import { pathToFileURL } from 'node:url';
import { addRxPlugin, createRxDatabase, type RxCollection } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import {
  applyEdit,
  CONTRACT_DOC_DECLARED,
  CONTRACT_EDITABLE_FIELDS,
  fieldMigrations,
  makeContractDoc,
} from '../shared-schema/src/index';
import { generateContract } from '../contract-engine/src/builder/index';
import { compareTexts } from '../contract-engine/src/redline/word-diff';
import { newVersion } from '../contract-engine/src/redline/new-version';
import {
  CONTRACTS_RX_BASE,
  contractsRxSchema,
  versionsRxSchema,
} from '../pwa/src/db/user-db/user-db-schemas';
import type { LocalContract, LocalVersion } from '../pwa/src/db/user-db/user-db-types';
import { percentile, round, type BenchRow } from './bench-row';

// Versions (issue 28). 1) What a version adds to an edit on the device: the same Details-panel edit of a generated
// contract written to RxDB (Dexie storage) with and without its version (the rule that builds it and one more
// insert); the bare edit is the floor. Runs in Node on fake-indexeddb, not in a browser: the difference between the
// two is the figure, both pay the same storage. 2) Comparing two 15,000-word versions with compareTexts (the
// History's redline and the Word download's), twenty clauses changed.

const EDITS = 60;
const WARMUP = 10;
const COMPARE_RUNS = 15;
const VERSION_TARGET_MS = 5;
const COMPARE_TARGET_MS = 300;

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

addRxPlugin(RxDBMigrationSchemaPlugin);

async function editTimes(withVersion: boolean): Promise<number[]> {
  const db = await createRxDatabase<{
    contracts: RxCollection<LocalContract>;
    versions: RxCollection<LocalVersion>;
  }>({ name: `bench-versions-${withVersion}-${Date.now()}`, storage: getRxStorageDexie() });
  await db.addCollections({
    contracts: {
      schema: contractsRxSchema,
      migrationStrategies: fieldMigrations(CONTRACT_DOC_DECLARED, CONTRACTS_RX_BASE),
    },
    versions: { schema: versionsRxSchema },
  });
  const generated = generateContract(
    'service-agreement',
    { 'CLIENT NAME': 'Acme LLC' },
    { keepMarkers: true },
  );
  const { _deleted: _, ...doc } = makeContractDoc({
    content: generated.content,
    placeholders: generated.placeholders,
    status: 'in-progress',
  });
  await db.contracts.insert(doc);
  const times: number[] = [];
  for (let i = 0; i < EDITS + WARMUP; i++) {
    const start = performance.now();
    const stored = await db.contracts.findOne(doc.id).exec();
    if (!stored) throw new Error('contract missing');
    const before = stored.toJSON();
    const placeholders = { ...before.placeholders, 'PAYMENT AMOUNT': `$${1000 + i}` };
    const clock = Date.now();
    const change = applyEdit(
      before,
      before.fieldUpdatedAt,
      { placeholders },
      CONTRACT_EDITABLE_FIELDS,
      clock,
    );
    await stored.incrementalPatch({
      ...change.changes,
      fieldUpdatedAt: change.clocks,
      updatedAt: new Date(clock).toISOString(),
    });
    if (withVersion) {
      const version = newVersion({
        id: crypto.randomUUID(),
        contractId: doc.id,
        deviceId: 'bench',
        authorKind: 'person',
        cause: 'details',
        before,
        after: { content: before.content, placeholders },
        createdAt: new Date(),
      });
      if (version) {
        const { _deleted: __, ...local } = version;
        await db.versions.insert(local);
      }
    }
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  await db.remove();
  return times;
}

/** About `words` words of clauses written for the benchmark, numbered so that no two paragraphs are equal. */
function longContract(words: number): string {
  const paragraphs: string[] = [];
  let count = 0;
  for (let i = 1; count < words; i++) {
    const text = `${i}. The Supplier shall deliver batch ${i} of the goods to the Buyer's warehouse within ${i % 30} days of the order, packed and labelled as agreed, and the Buyer shall inspect batch ${i} within five working days and report any defect in writing.`;
    paragraphs.push(text);
    count += text.split(/\s+/).length;
  }
  return paragraphs.join('\n\n');
}

export async function run(): Promise<BenchRow[]> {
  const bare = await editTimes(false);
  const versioned = await editTimes(true);
  const added = median(versioned) - median(bare);

  const before = longContract(15_000);
  const paragraphs = before.split('\n\n');
  const after = paragraphs
    .map((p, i) =>
      i % 25 === 7 ? p.replace('five working days', 'ten working days').replace('Supplier', 'Seller') : p,
    )
    .join('\n\n');
  const compare: number[] = [];
  for (let i = 0; i < COMPARE_RUNS + 2; i++) {
    const start = performance.now();
    compareTexts(before, after);
    if (i >= 2) compare.push(performance.now() - start);
  }
  const sortedCompare = [...compare].sort((a, b) => a - b);
  // The worst case for the paragraph matching: every clause reworded.
  const everyClause = paragraphs.map((p) => p.replace('five working days', 'ten working days')).join('\n\n');
  const worst: number[] = [];
  for (let i = 0; i < 5; i++) {
    const start = performance.now();
    compareTexts(before, everyClause);
    worst.push(performance.now() - start);
  }
  return [
    {
      benchmark: 'edit on the device, bare (floor), median',
      value: round(median(bare), 2),
      unit: 'ms',
      target: '-',
    },
    {
      benchmark: 'edit with its version, median',
      value: round(median(versioned), 2),
      unit: 'ms',
      target: '-',
    },
    {
      benchmark: 'what a version adds to an edit (median difference)',
      value: round(added, 2),
      unit: 'ms',
      target: `<= ${VERSION_TARGET_MS}`,
    },
    {
      benchmark: `compare two 15,000-word versions (${Math.round(paragraphs.length / 25)} clauses changed), median`,
      value: round(percentile(sortedCompare, 50), 1),
      unit: 'ms',
      target: `<= ${COMPARE_TARGET_MS}`,
    },
    {
      benchmark: 'compare two 15,000-word versions, p95',
      value: round(percentile(sortedCompare, 95), 1),
      unit: 'ms',
      target: `<= ${COMPARE_TARGET_MS}`,
    },
    {
      benchmark: 'compare two 15,000-word versions, every clause changed, median',
      value: round(median(worst), 1),
      unit: 'ms',
      target: `<= ${COMPARE_TARGET_MS}`,
    },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.table(await run());
