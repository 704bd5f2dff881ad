import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Knex } from 'knex';
import { z } from 'zod';
import type { BackupOrigin } from '@shared-schema';
import type { BackupType } from './backup-types';
import {
  HEADER_PREFIX,
  IV_BYTES,
  MAGIC,
  MANIFEST_PREFIX,
  TABLE_PREFIX,
  COPY_END,
  CURRENT_FORMAT_VERSION,
  backupFilename,
  type BackupHeader,
  type BackupSidecar,
} from './backup-format';
import { copyRowsOut } from './backup-rows';
import { OPERATIONAL_TABLES, currentSchema, listTables, quoteIdent } from './backup-tables';

const migrationRow = z.object({ name: z.string() });

/**
 * Writes a consistent logical snapshot: every table read in one read-only REPEATABLE READ transaction,
 * so the rows of all tables belong to the same moment. Works on any PostgreSQL (no pg_dump needed).
 * The file appears under its final name only once complete.
 */
export async function writeBackup(
  db: Knex,
  options: { dir: string; key: Buffer; type: BackupType; now: Date; origin: BackupOrigin },
): Promise<BackupSidecar> {
  await mkdir(options.dir, { recursive: true, mode: 0o700 });
  const filename = backupFilename(options.now, options.type);
  const finalPath = path.join(options.dir, filename);
  const partialPath = `${finalPath}.partial`;
  const trx = await db.transaction({ isolationLevel: 'repeatable read', readOnly: true });
  try {
    const schema = await currentSchema(trx);
    const tables = (await listTables(trx, schema)).filter(
      (t) => options.type === 'full' || !OPERATIONAL_TABLES.has(t.name),
    );
    const schemaVersion = z
      .array(migrationRow)
      .parse(await trx('knex_migrations').orderBy('id').select('name'))
      .map((r) => r.name);
    const header: BackupHeader = {
      format: 'clausecraft-backup',
      version: CURRENT_FORMAT_VERSION,
      type: options.type,
      createdAt: options.now.toISOString(),
      schemaVersion,
      tables,
    };
    const counts: Array<{ name: string; rows: number }> = [];
    const contentHash = createHash('sha256');
    let contentChecksum = '';
    async function* lines(): AsyncGenerator<string | Buffer> {
      const emit = (text: string | Buffer) => {
        contentHash.update(text);
        return text;
      };
      yield emit(`${HEADER_PREFIX}${JSON.stringify(header)}\n`);
      for (const table of tables) {
        yield emit(`${TABLE_PREFIX}${table.name}\n`);
        let rows = 0;
        const qualified = `${quoteIdent(schema)}.${quoteIdent(table.name)}`;
        for await (const chunk of copyRowsOut(trx, qualified, table.columns)) {
          rows += countLines(chunk);
          yield emit(chunk);
        }
        yield emit(`${COPY_END}\n`);
        counts.push({ name: table.name, rows });
      }
      contentChecksum = contentHash.digest('hex');
      yield `${MANIFEST_PREFIX}${JSON.stringify({ tables: counts, checksum: contentChecksum })}\n`;
    }

    const { fileChecksum, sizeBytes } = await writeEncrypted(lines(), options.key, partialPath);
    const sidecar: BackupSidecar = {
      filename,
      type: options.type,
      createdAt: header.createdAt,
      schemaVersion,
      tables: counts,
      contentChecksum,
      fileChecksum,
      sizeBytes,
      origin: options.origin,
    };
    await writeFile(`${finalPath}.json`, JSON.stringify(sidecar, null, 2), { mode: 0o600 });
    await rename(partialPath, finalPath);
    return sidecar;
  } catch (error) {
    await rm(partialPath, { force: true });
    throw error;
  } finally {
    await trx.rollback().catch(() => undefined);
  }
}

function countLines(chunk: Buffer): number {
  let n = 0;
  for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) n++;
  return n;
}

/** Writes `content` gzipped and encrypted in the backup file layout (see backup-format.ts). */
export async function writeEncrypted(
  content: AsyncIterable<string | Buffer>,
  key: Buffer,
  filePath: string,
): Promise<{ fileChecksum: string; sizeBytes: number }> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const fileHash = createHash('sha256');
  let sizeBytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      fileHash.update(chunk);
      sizeBytes += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(
    Readable.from(content),
    createGzip({ level: 6 }),
    cipher,
    async function* (encrypted: AsyncIterable<Buffer>) {
      yield Buffer.concat([MAGIC, iv]);
      for await (const chunk of encrypted) yield chunk;
      yield cipher.getAuthTag();
    },
    measure,
    createWriteStream(filePath, { mode: 0o600 }),
  );
  return { fileChecksum: fileHash.digest('hex'), sizeBytes };
}
