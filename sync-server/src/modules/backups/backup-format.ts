import { z } from 'zod';
import { BACKUP_ORIGINS, BACKUP_TYPES } from '@shared-schema';

/**
 * A backup file: MAGIC, a 12-byte IV, AES-256-GCM ciphertext of gzip(lines), the 16-byte GCM tag.
 * The lines: `#header {...}`, then per table `#table <name>` followed by its rows, then `#manifest {...}`
 * whose checksum is the SHA-256 of every byte before it. Rows, one per line, keep every value's exact
 * text form:
 * - version 2: PostgreSQL's COPY text format (tab-separated, `\N` for null, the header's column order),
 *   ended by the line `\.` (which no row can be: a backslash in data is written `\\`); written by
 *   COPY TO and loaded by COPY FROM, PostgreSQL's fastest paths;
 * - version 1 (still restored): one row_to_json object per line. A sidecar `<file>.json` repeats the manifest and the
 * SHA-256 of the file itself, so listing can check validity without decrypting.
 */
export const MAGIC = Buffer.from('CCBAK01\n', 'latin1');
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
export const FILE_EXTENSION = '.ccbak';

export const headerSchema = z.object({
  format: z.literal('clausecraft-backup'),
  version: z.union([z.literal(1), z.literal(2)]),
  type: z.enum(BACKUP_TYPES),
  createdAt: z.string(),
  /** The applied migrations, in order: the schema version the rows belong to. */
  schemaVersion: z.array(z.string()),
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()) })),
});
export type BackupHeader = z.infer<typeof headerSchema>;

export const manifestSchema = z.object({
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0) })),
  checksum: z.string().regex(/^[0-9a-f]{64}$/),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export const sidecarSchema = z.object({
  filename: z.string(),
  type: z.enum(BACKUP_TYPES),
  createdAt: z.string(),
  schemaVersion: z.array(z.string()),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().min(0) })),
  contentChecksum: z.string(),
  fileChecksum: z.string(),
  sizeBytes: z.number().int(),
  origin: z.enum(BACKUP_ORIGINS).optional(),
});
export type BackupSidecar = z.infer<typeof sidecarSchema>;

export const HEADER_PREFIX = '#header ';
export const TABLE_PREFIX = '#table ';
export const MANIFEST_PREFIX = '#manifest ';
/** Ends a table's rows in version 2 (COPY's own end-of-data marker). */
export const COPY_END = '\\.';
export const CURRENT_FORMAT_VERSION = 2;

export type RowFormat = 'json' | 'copy';
export function rowFormat(header: BackupHeader): RowFormat {
  return header.version === 1 ? 'json' : 'copy';
}

/** backup-2026-11-23T02-00-00-000Z-full.ccbak: sortable, and carries the timestamp and the type. */
export function backupFilename(createdAt: Date, type: (typeof BACKUP_TYPES)[number]): string {
  return `backup-${createdAt.toISOString().replace(/[:.]/g, '-')}-${type}${FILE_EXTENSION}`;
}

const FILENAME_PATTERN = /^backup-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)-(\d{3})Z-(full|data)\.ccbak$/;

export function parseBackupFilename(
  filename: string,
): { timestamp: string; type: (typeof BACKUP_TYPES)[number] } | undefined {
  const m = FILENAME_PATTERN.exec(filename);
  if (!m) return undefined;
  const type = z.enum(BACKUP_TYPES).safeParse(m[5]);
  if (!type.success) return undefined;
  return { timestamp: `${m[1]}:${m[2]}:${m[3]}.${m[4]}Z`, type: type.data };
}
