import { z } from 'zod';
import { declarationVersion } from './synced-fields/declared-field';
import { CONTRACT_DOC_DECLARED, contractDocShape } from './synced-fields/contract-fields';
import { MESSAGE_DECLARED, MESSAGE_FIELDS, messageShape } from './synced-fields/message-fields';
import { REVIEW_DECLARED, reviewDocShape } from './synced-fields/review-fields';
import { VERSION_DECLARED, versionShape } from './synced-fields/version-fields';

/**
 * Replication documents (DESIGN "Sync protocol"). Every synced document carries `_deleted` (tombstone)
 * and, where users can edit fields, `fieldUpdatedAt`: the client's clock (ms) of the last edit of each
 * user-editable field, for field-level last-writer-wins.
 */
// messages v2: chat history replicates as one batch document per contract (messageBatchDocSchema), not one
// document per message; clients that still speak v1 get 426 and reload. A field added to an entity's
// declaration (synced-fields/) moves its version with it: a client that does not know the field reloads.
export const SYNC_SCHEMA_VERSIONS = {
  contracts: 1 + declarationVersion(CONTRACT_DOC_DECLARED),
  messages: 2 + declarationVersion(MESSAGE_DECLARED),
  reviews: 1 + declarationVersion(REVIEW_DECLARED),
  versions: 1 + declarationVersion(VERSION_DECLARED),
};
export type SyncCollection = keyof typeof SYNC_SCHEMA_VERSIONS;
export const SYNC_COLLECTIONS = Object.keys(SYNC_SCHEMA_VERSIONS).filter(
  (name): name is SyncCollection => name in SYNC_SCHEMA_VERSIONS,
);
export const SYNC_PULL_MAX_LIMIT = 3000;
export const SYNC_PUSH_MAX_ROWS = 1000;

const isoString = z.string().max(40);
const fieldClockSchema = z.record(z.string().max(40), z.number().int().nonnegative());

export const contractDocSchema = z.object({
  ...contractDocShape,
  fieldUpdatedAt: fieldClockSchema,
  _deleted: z.boolean(),
});
export type ContractDoc = z.infer<typeof contractDocSchema>;

// Key order is the legacy RxDB schema's (its `required` list is part of the schema's hash).
export const messageDocSchema = z.object({
  ...MESSAGE_FIELDS.key,
  contractId: z.uuid(),
  ...MESSAGE_FIELDS.created,
  updatedAt: isoString,
  _deleted: z.boolean(),
});
export type MessageDoc = z.infer<typeof messageDocSchema>;

/** At most this many messages in one contract's chat history (a conversation is a few hundred at most). */
export const MESSAGE_BATCH_MAX = 5_000;

/** One message inside a contract's batch: written once; afterwards only `deleted` changes (a delete wins). */
export const batchMessageSchema = z.object({ ...messageShape, deleted: z.boolean() });
export type BatchMessage = z.infer<typeof batchMessageSchema>;

/**
 * The replicated chat history of one contract (sync schema messages v2): the document's id is the
 * contract's id, `messages` is append-only and merged by message id (sync-rules/message-batches.ts), so
 * two devices that wrote offline never lose a message. `_deleted` is derived: every message is deleted.
 * The server keeps one row per message; a batch is assembled from them.
 */
export const messageBatchDocSchema = z.object({
  id: z.uuid(),
  messages: z.array(batchMessageSchema).max(MESSAGE_BATCH_MAX),
  updatedAt: isoString,
  _deleted: z.boolean(),
});
export type MessageBatchDoc = z.infer<typeof messageBatchDocSchema>;

export const reviewDocSchema = z.object({
  ...reviewDocShape,
  fieldUpdatedAt: fieldClockSchema,
  _deleted: z.boolean(),
});
export type ReviewDoc = z.infer<typeof reviewDocSchema>;

/**
 * One version of a contract (append-only, docs/decisions/0200-contract-versions.md). `_deleted` is always
 * false: a version is never deleted on its own.
 */
export const versionDocSchema = z.object({ ...versionShape, _deleted: z.boolean() });
export type VersionDoc = z.infer<typeof versionDocSchema>;

export type SyncDoc = ContractDoc | MessageBatchDoc | ReviewDoc | VersionDoc;

/** Position in a user's change stream: the last document sent, ordered by (changeId, id). */
export const syncCheckpointSchema = z.object({
  changeId: z.number().int().nonnegative(),
  id: z.string().max(64),
});
export type SyncCheckpoint = z.infer<typeof syncCheckpointSchema>;

export const pullQuerySchema = z.object({
  checkpoint: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return null;
      try {
        // Checked as strictly as the columns it is compared with: a document id is a UUID.
        return syncCheckpointSchema
          .extend({ id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i) })
          .parse(JSON.parse(value));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'checkpoint must be a JSON object {changeId, id}' });
        return z.NEVER;
      }
    }),
  limit: z.coerce.number().int().min(1).max(SYNC_PULL_MAX_LIMIT).default(100),
});

export const pushRowSchema = z.object({
  assumedMasterState: z.unknown().nullable().optional(),
  newDocumentState: z.unknown(),
});
export const pushBodySchema = z
  .array(pushRowSchema)
  .max(SYNC_PUSH_MAX_ROWS, `At most ${SYNC_PUSH_MAX_ROWS} documents per push`);

export type PullResponse<D> = { documents: D[]; checkpoint: SyncCheckpoint | null };
export type PushResponse<D> = { conflicts: D[]; rejected: Array<{ id: string | null; message: string }> };

/** What the per-user event stream sends after RESYNC: a batch of one collection's changes. */
export type SyncStreamBatch<D> = { collection: SyncCollection; documents: D[]; checkpoint: SyncCheckpoint };
