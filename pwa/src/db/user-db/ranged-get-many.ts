import type { DBCore, DBCoreGetManyRequest, DBCoreKeyRange, DBCoreTable, Middleware } from 'dexie';

/** Below this many keys, one request per key is as cheap as a range read. */
const MIN_KEYS = 32;
/** A range read may return at most this many records per requested key before it stops paying off. */
const MAX_RECORDS_PER_KEY = 2;

/**
 * Reads a batch of documents by primary key with one range request instead of one request per key.
 *
 * IndexedDB in Chromium costs about 70 µs per request on a small machine, whatever the record's size, and
 * RxDB's Dexie storage reads every document it writes (and replication reads fork and meta state first):
 * an initial sync of 60,000 documents made 240,000 single reads. For string keys (RxDB's primary keys),
 * this counts the records between the smallest and largest key; when the range is dense enough, it
 * fetches them with one `getAll` and picks the wanted ones, otherwise it falls back to single reads.
 */
export const rangedGetMany: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'ranged-get-many',
  create: (down) => ({ ...down, table: (name) => withRangedGetMany(down.table(name)) }),
};

function withRangedGetMany(table: DBCoreTable): DBCoreTable {
  const primaryKey = table.schema.primaryKey;
  if (primaryKey.compound || primaryKey.outbound || primaryKey.autoIncrement) return table;
  return {
    ...table,
    getMany: async (request: DBCoreGetManyRequest) => {
      const keys = stringKeys(request.keys);
      if (!keys || keys.length < MIN_KEYS) return table.getMany(request);
      const sorted = [...keys].sort();
      const range: DBCoreKeyRange = {
        type: 2,
        lower: sorted[0],
        upper: sorted[sorted.length - 1],
        lowerOpen: false,
        upperOpen: false,
      };
      const query = { index: primaryKey, range };
      const stored = await table.count({ trans: request.trans, query });
      if (stored === 0) return keys.map(() => undefined);
      if (stored > keys.length * MAX_RECORDS_PER_KEY) return table.getMany(request);
      const found = await table.query({ trans: request.trans, values: true, query });
      const byKey = new Map<string, unknown>();
      for (const record of found.result) {
        const key = keyOf(record, primaryKey.keyPath);
        if (key !== null) byKey.set(key, record);
      }
      return keys.map((key) => byKey.get(key));
    },
  };
}

function stringKeys(keys: unknown[]): string[] | null {
  return keys.every((key): key is string => typeof key === 'string') ? keys : null;
}

function keyOf(record: unknown, keyPath: string | string[] | null): string | null {
  if (typeof keyPath !== 'string' || keyPath.includes('.') || typeof record !== 'object' || record === null)
    return null;
  const value: unknown = Reflect.get(record, keyPath);
  return typeof value === 'string' ? value : null;
}
