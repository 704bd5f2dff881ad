import 'fake-indexeddb/auto';
import { pathToFileURL } from 'node:url';
import { addRxPlugin, createRxDatabase } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { CONTRACT_DOC_DECLARED, fieldMigrations, makeContractDoc } from '../shared-schema/src/index';
import { generateContract } from '../contract-engine/src/builder/index';
import { compareTexts } from '../contract-engine/src/redline/word-diff';
import {
  CONTRACTS_RX_BASE,
  contractsRxSchema,
  versionsRxSchema,
} from '../pwa/src/db/user-db/user-db-schemas';
import type { UserCollections } from '../pwa/src/db/user-db/user-db-types';
import { percentile, round, type BenchRow } from './bench-row';

// Versions (issue 28). 1) What a version adds to an edit on the device: the same Details-panel edit of a generated
// contract made through the product's own code (UserDocuments.updateContract, and changeWithVersion for the edit
// with its version: the rule that builds it, its insert beside the edit, the pending marks) on RxDB's Dexie
// storage; the bare edit is the floor. Runs in Node on fake-indexeddb, not in a browser: the difference between the
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

/** A Storage kept in memory: the pending marks and the device id live in localStorage, which Node lacks. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

/** The browser globals the product's local writes use (PendingChanges listens to `storage` events). */
function browserGlobals(): void {
  if (!('localStorage' in globalThis))
    Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
  if (!('window' in globalThis))
    Object.defineProperty(globalThis, 'window', { value: new EventTarget(), configurable: true });
}

async function editTimes(withVersion: boolean): Promise<number[]> {
  browserGlobals();
  // Loaded after the globals exist.
  const { PendingChanges } = await import('../pwa/src/db/user-db/pending-changes');
  const { UserDocuments } = await import('../pwa/src/db/user-db/user-documents');
  const { changeWithVersion } = await import('../pwa/src/features/builder/history/record-version');
  // Only the two collections an edit writes; the others are not opened.
  const db = await createRxDatabase<UserCollections>({
    name: `bench-versions-${withVersion}-${Date.now()}`,
    storage: getRxStorageDexie(),
  });
  await db.addCollections({
    contracts: {
      schema: contractsRxSchema,
      migrationStrategies: fieldMigrations(CONTRACT_DOC_DECLARED, CONTRACTS_RX_BASE),
    },
    versions: { schema: versionsRxSchema },
  });
  const documents = new UserDocuments(db, new PendingChanges(`bench-${withVersion}`));
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
    // What the Details panel holds: the contract as last read, and the value the person typed.
    const stored = await db.contracts.findOne(doc.id).exec();
    if (!stored) throw new Error('contract missing');
    const edit = { placeholders: { ...stored.placeholders, 'PAYMENT AMOUNT': `$${1000 + i}` } };
    if (withVersion)
      await changeWithVersion(documents, stored, edit, { authorKind: 'person', cause: 'details' });
    else await documents.updateContract(doc.id, edit);
    if (i >= WARMUP) times.push(performance.now() - start);
  }
  if (withVersion && (await db.versions.count().exec()) !== EDITS + WARMUP)
    throw new Error('a version is missing');
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
