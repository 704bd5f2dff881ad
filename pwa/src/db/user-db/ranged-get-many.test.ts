import { afterEach, describe, expect, it } from 'vitest';
import Dexie, { type DBCore, type Middleware, type Table } from 'dexie';
import { rangedGetMany } from './ranged-get-many';

type Doc = { id: string; n: number };

/** Counts what reaches IndexedDB below the middleware under test. */
function counting(calls: { getMany: number; query: number; count: number }): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'counting',
    level: -1,
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return {
          ...table,
          getMany: (req) => {
            calls.getMany += 1;
            return table.getMany(req);
          },
          query: (req) => {
            calls.query += 1;
            return table.query(req);
          },
          count: (req) => {
            calls.count += 1;
            return table.count(req);
          },
        };
      },
    }),
  };
}

let open: Dexie[] = [];
afterEach(async () => {
  for (const db of open) await db.delete();
  open = [];
});

async function database(docs: Doc[]) {
  const calls = { getMany: 0, query: 0, count: 0 };
  const db = new Dexie(`ranged-${crypto.randomUUID()}`);
  db.use(counting(calls));
  db.use(rangedGetMany);
  db.version(1).stores({ docs: 'id' });
  open.push(db);
  const table: Table<Doc, string> = db.table('docs');
  await table.bulkPut(docs);
  calls.getMany = 0;
  return { table, calls };
}

const key = (i: number) => `doc-${String(i).padStart(6, '0')}`;
const docs = (from: number, to: number): Doc[] =>
  Array.from({ length: to - from }, (_, i) => ({ id: key(from + i), n: from + i }));

describe('reading many documents by key with one range request', () => {
  it('answers an empty store with one count and no per-key reads', async () => {
    const { table, calls } = await database([]);
    const keys = docs(0, 100).map((d) => d.id);
    expect(await table.bulkGet(keys)).toEqual(keys.map(() => undefined));
    expect(calls).toMatchObject({ getMany: 0, query: 0, count: 1 });
  });

  it('returns stored and missing documents in the order asked, duplicates included', async () => {
    const { table, calls } = await database(docs(0, 150));
    const keys = [key(140), key(3), key(170), key(3), ...docs(20, 120).map((d) => d.id), key(200)];
    const found = await table.bulkGet(keys);
    expect(found.map((d) => d?.n)).toEqual([
      140,
      3,
      undefined,
      3,
      ...docs(20, 120).map((d) => d.n),
      undefined,
    ]);
    expect(calls.getMany).toBe(0);
    expect(calls.query).toBe(1);
  });

  it('falls back to per-key reads when the range holds far more records than asked for', async () => {
    const { table, calls } = await database(docs(0, 2000));
    const keys = Array.from({ length: 40 }, (_, i) => key(i * 50));
    expect((await table.bulkGet(keys)).map((d) => d?.n)).toEqual(keys.map((_, i) => i * 50));
    expect(calls.getMany).toBe(1);
    expect(calls.query).toBe(0);
  });

  it('leaves small batches to plain reads', async () => {
    const { table, calls } = await database(docs(0, 10));
    expect((await table.bulkGet([key(1), key(2)])).map((d) => d?.n)).toEqual([1, 2]);
    expect(calls).toMatchObject({ getMany: 1, query: 0, count: 0 });
  });
});
