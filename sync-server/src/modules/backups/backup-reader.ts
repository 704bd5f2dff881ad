import { createDecipheriv, createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { createGunzip } from 'node:zlib';
import { AppError, BadRequestError } from '../../errors';
import {
  HEADER_PREFIX,
  IV_BYTES,
  MAGIC,
  MANIFEST_PREFIX,
  TABLE_PREFIX,
  TAG_BYTES,
  COPY_END,
  headerSchema,
  rowFormat,
  type RowFormat,
  manifestSchema,
  type BackupHeader,
  type BackupManifest,
} from './backup-format';

export class BackupInvalidError extends BadRequestError {
  constructor(detail: string) {
    super(`The backup file is corrupted or incomplete (${detail}). Nothing was restored.`, 'backup-invalid');
  }
}

export type BackupVisitor = {
  header(header: BackupHeader): Promise<void>;
  /** A batch of rows of one table, each the JSON text of one row. */
  rows(table: string, rows: string[]): Promise<void>;
};

const BATCH_BYTES = 2 * 1024 * 1024;

/**
 * Streams a backup file through `visitor` and returns its manifest once the checksum, the row counts and
 * the encryption tag all check out. Any damage (truncation, flipped bytes, a wrong key) throws
 * BackupInvalidError, so a caller inside a transaction rolls back whatever it wrote.
 */
export async function readBackup(
  filePath: string,
  key: Buffer,
  visitor: BackupVisitor,
): Promise<BackupManifest> {
  const size = (await stat(filePath)).size;
  if (size < MAGIC.length + IV_BYTES + TAG_BYTES) throw new BackupInvalidError('file too short');
  const head = Buffer.alloc(MAGIC.length + IV_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  const handle = await open(filePath, 'r');
  try {
    await handle.read(head, 0, head.length, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  if (!head.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupInvalidError('not a Clausecraft backup');
  const decipher = createDecipheriv('aes-256-gcm', key, head.subarray(MAGIC.length));
  decipher.setAuthTag(tag);
  const source = createReadStream(filePath, { start: head.length, end: size - TAG_BYTES - 1 });
  const gunzip = createGunzip();
  let streamError: Error | undefined;
  const fail = (error: Error) => {
    streamError ??= error;
    gunzip.destroy(error);
  };
  source.on('error', fail);
  decipher.on('error', fail);
  source.pipe(decipher).pipe(gunzip);

  const hash = createHash('sha256');
  const counts = new Map<string, number>();
  let header: BackupHeader | undefined;
  let manifest: BackupManifest | undefined;
  let format: RowFormat = 'json';
  /** The table whose rows come next; in the COPY format, unset again by the end-of-data line. */
  let table: string | undefined;
  let batch: string[] = [];
  let batchBytes = 0;
  // One batch loads while the next is read and decrypted: the database and this process work in parallel,
  // and at most two batches are held in memory.
  let loading: Promise<void> = Promise.resolve();
  const flush = async () => {
    if (table && batch.length > 0) {
      await loading;
      loading = visitor.rows(table, batch);
      loading.catch(() => undefined); // awaited by the next flush or at the end; not an unhandled rejection
    }
    batch = [];
    batchBytes = 0;
  };
  try {
    for await (const line of splitLines(gunzip)) {
      if (manifest) throw new BackupInvalidError('data after the manifest');
      if (line.startsWith(MANIFEST_PREFIX) && !(format === 'copy' && table)) {
        await flush();
        manifest = parseJson(line.slice(MANIFEST_PREFIX.length), manifestSchema.parse, 'manifest');
        continue;
      }
      hash.update(`${line}\n`);
      if (!header) {
        if (!line.startsWith(HEADER_PREFIX)) throw new BackupInvalidError('missing header');
        header = parseJson(line.slice(HEADER_PREFIX.length), headerSchema.parse, 'header');
        format = rowFormat(header);
        await visitor.header(header);
      } else if (format === 'copy' && table && line === COPY_END) {
        await flush();
        table = undefined;
      } else if (line.startsWith(TABLE_PREFIX) && !(format === 'copy' && table)) {
        await flush();
        table = line.slice(TABLE_PREFIX.length);
        if (!header.tables.some((t) => t.name === table))
          throw new BackupInvalidError(`unknown table ${table}`);
        counts.set(table, 0);
      } else {
        if (!table || (format === 'json' && !line.startsWith('{')))
          throw new BackupInvalidError('unexpected line');
        counts.set(table, (counts.get(table) ?? 0) + 1);
        batch.push(line);
        batchBytes += line.length;
        if (batchBytes >= BATCH_BYTES) await flush();
      }
    }
    await loading;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new BackupInvalidError(describe(streamError ?? error));
  } finally {
    source.destroy();
    await loading.catch(() => undefined);
  }
  if (streamError) throw new BackupInvalidError(describe(streamError));
  if (!header || !manifest) throw new BackupInvalidError('the file ends before its manifest');
  if (hash.digest('hex') !== manifest.checksum) throw new BackupInvalidError('checksum mismatch');
  for (const entry of manifest.tables)
    if ((counts.get(entry.name) ?? 0) !== entry.rows)
      throw new BackupInvalidError(`row count of ${entry.name} differs from the manifest`);
  return manifest;
}

/** Lines of a text stream; iterating rethrows the stream's error (readline would not end on a destroyed input). */
async function* splitLines(input: NodeJS.ReadableStream & AsyncIterable<unknown>): AsyncGenerator<string> {
  input.setEncoding('utf8');
  let carry = '';
  for await (const chunk of input) {
    if (typeof chunk !== 'string') continue;
    const parts = (carry + chunk).split('\n');
    carry = parts.pop() ?? '';
    yield* parts;
  }
  if (carry !== '') throw new BackupInvalidError('the file ends in the middle of a line');
}

function parseJson<T>(text: string, parse: (value: unknown) => T, what: string): T {
  try {
    return parse(JSON.parse(text));
  } catch {
    throw new BackupInvalidError(`unreadable ${what}`);
  }
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/authenticate/i.test(message)) return 'the encryption check failed: damaged file or another key';
  if (/unexpected end|incorrect header|invalid/i.test(message))
    return 'the compressed data is damaged or truncated';
  return message;
}
