import { createHash } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp } from '../../../test/test-users';
import { contractDoc, push } from '../../../test/sync-client';
import { HEADER_PREFIX, MANIFEST_PREFIX, TABLE_PREFIX, type BackupHeader } from './backup-format';
import { loadBackupKey } from './backup-key';
import { restoreBackup } from './backup-restore';
import { currentSchema, listTables, quoteIdent } from './backup-tables';
import { writeEncrypted } from './backup-writer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const jsonRows = z.object({ rows: z.array(z.object({ j: z.string() })) });

/** A backup in the first file format (one row_to_json object per line), as earlier servers wrote it. */
async function writeVersion1Backup(filePath: string, key: Buffer): Promise<void> {
  const schema = await currentSchema(server.db);
  const tables = await listTables(server.db, schema);
  const migrations = z
    .array(z.object({ name: z.string() }))
    .parse(await server.db('knex_migrations').orderBy('id').select('name'));
  const header: BackupHeader = {
    format: 'clausecraft-backup',
    version: 1,
    type: 'full',
    createdAt: new Date().toISOString(),
    schemaVersion: migrations.map((m) => m.name),
    tables,
  };
  const lines = [`${HEADER_PREFIX}${JSON.stringify(header)}\n`];
  const counts: Array<{ name: string; rows: number }> = [];
  for (const table of tables) {
    lines.push(`${TABLE_PREFIX}${table.name}\n`);
    const rows = jsonRows.parse(
      await server.db.raw(`select row_to_json(t)::text as j from ${quoteIdent(table.name)} t`),
    ).rows;
    for (const row of rows) lines.push(`${row.j}\n`);
    counts.push({ name: table.name, rows: rows.length });
  }
  const checksum = createHash('sha256').update(lines.join('')).digest('hex');
  lines.push(`${MANIFEST_PREFIX}${JSON.stringify({ tables: counts, checksum })}\n`);
  await writeEncrypted(
    (async function* () {
      yield* lines;
    })(),
    key,
    filePath,
  );
}

describe('backups of the first file format', () => {
  it('still restore, values exact and change numbers moved forward', async () => {
    const user = await signUp(server);
    const contract = contractDoc({ name: 'Kept from a version 1 backup \\ with a tab\t' });
    await push(server, user.token, 'contracts', [contract]);
    const before: unknown = await server.db('contracts').where({ id: contract.id }).first();
    const key = await loadBackupKey(path.join(server.dataDir, 'keys'));
    const filePath = path.join(server.dataDir, 'version-1.ccbak');
    await writeVersion1Backup(filePath, key);
    const changeIdBefore = z.object({ change_id: z.number() }).parse(before).change_id;

    await server.db('contracts').where({ id: contract.id }).delete();
    const result = await restoreBackup(server.db, { filePath, key, testMode: false, clearExisting: true });

    expect(result.recordsRestored).toBeGreaterThan(0);
    const after = z
      .object({ name: z.string(), change_id: z.number() })
      .passthrough()
      .parse(await server.db('contracts').where({ id: contract.id }).first());
    expect(after.name).toContain('backup \\ with');
    expect(after.change_id).toBeGreaterThan(changeIdBefore);
    expect({ ...after, change_id: 0 }).toEqual({ ...z.object({}).passthrough().parse(before), change_id: 0 });
  });
});
