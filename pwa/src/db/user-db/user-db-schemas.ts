import { z } from 'zod';
import {
  CONTRACT_DOC_DECLARED,
  contractDocSchema,
  declarationVersion,
  MESSAGE_DECLARED,
  messageBatchDocSchema,
  messageDocSchema,
  REVIEW_DECLARED,
  reviewDocSchema,
  VERSION_DECLARED,
  versionDocSchema,
} from '@shared-schema';
import type { JsonSchema, RxJsonSchema } from 'rxdb';

type JsonObject = { [key: string]: unknown };

/**
 * JSON Schema from the shared zod schema, made acceptable to RxDB's validators (no formats, no $schema, no
 * defaults: RxDB refuses them on nested fields, and every document is written complete by the zod schemas).
 */
function toJson(schema: z.ZodType): JsonObject {
  return strip(z.toJSONSchema(schema, { unrepresentable: 'any' }));
}

function strip(value: unknown): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const out: JsonObject = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === '$schema' || key === 'format' || key === 'pattern' || key === 'default') continue;
    if (Array.isArray(inner))
      out[key] = inner.map((item) => (typeof item === 'object' && item !== null ? strip(item) : item));
    else if (typeof inner === 'object' && inner !== null) out[key] = strip(inner);
    else out[key] = inner;
  }
  return out;
}

function isJsonSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function properties(json: JsonObject): Record<string, JsonSchema> {
  const props = json.properties;
  if (!isJsonSchema(props)) return {};
  const out: Record<string, JsonSchema> = {};
  for (const [key, value] of Object.entries(props)) if (isJsonSchema(value)) out[key] = value;
  return out;
}

function required(json: JsonObject): string[] {
  return Array.isArray(json.required)
    ? json.required.filter((r): r is string => typeof r === 'string' && r !== '_deleted')
    : [];
}

const ID: JsonSchema = { type: 'string', maxLength: 36 };
const TIME: JsonSchema = { type: 'string', maxLength: 40 };

/**
 * RxDB collections are built from the replication documents of shared-schema, minus `_deleted` (RxDB's own).
 * A collection's local schema version is its base plus its declaration version (shared-schema
 * synced-fields): a declared field added later moves it, and user-database.ts migrates stored documents by
 * filling the field's default (fieldMigrations).
 */
// Typed over plain records: the collections' document types come from user-db-types.ts, and the
// schema is checked against the documents by RxDB's validator in development.
type LooseSchema = RxJsonSchema<Record<string, unknown>>;

function rxSchema(
  title: string,
  zodSchema: z.ZodObject,
  extra: { indexes?: string[][]; overrides?: Record<string, JsonSchema>; version?: number },
): LooseSchema {
  const json = toJson(zodSchema.omit({ _deleted: true }));
  return {
    title,
    version: extra.version ?? 0,
    primaryKey: 'id',
    type: 'object',
    properties: { ...properties(json), id: ID, ...extra.overrides },
    required: required(json),
    additionalProperties: false,
    ...(extra.indexes ? { indexes: extra.indexes } : {}),
  };
}

/** Local version 0 held contracts of sync schema version 1. */
export const CONTRACTS_RX_BASE = 0;
export const contractsRxSchema = rxSchema('contracts', contractDocSchema, {
  indexes: [['updatedAt', 'id']],
  overrides: { updatedAt: TIME },
  version: CONTRACTS_RX_BASE + declarationVersion(CONTRACT_DOC_DECLARED),
});
/** Sync schema messages v1, one document per message: only opened to move a device's old messages into chats. */
export const legacyMessagesRxSchema = rxSchema('messages', messageDocSchema, {
  indexes: [['contractId', 'timestamp']],
  overrides: { contractId: ID, timestamp: TIME },
});
/** Sync schema messages v2: one document per contract holding its chat history (id = the contract's id). */
export const CHATS_RX_BASE = 0;
export const chatsRxSchema = rxSchema('chats', messageBatchDocSchema, {
  version: CHATS_RX_BASE + declarationVersion(MESSAGE_DECLARED),
});
// Version 1: reviewData may carry `perspective` (whose side the review takes). Documents stored
// under version 0 are valid as they are (see REVIEWS_MIGRATIONS).
export const REVIEWS_RX_BASE = 1;
export const reviewsRxSchema = rxSchema('reviews', reviewDocSchema, {
  indexes: [['updatedAt', 'id']],
  overrides: { updatedAt: TIME },
  version: REVIEWS_RX_BASE + declarationVersion(REVIEW_DECLARED),
});
/** Contract versions (append-only, docs/decisions/0200-contract-versions.md), listed per contract by time. */
export const VERSIONS_RX_BASE = 0;
export const versionsRxSchema = rxSchema('versions', versionDocSchema, {
  indexes: [['contractId', 'createdAt', 'id']],
  overrides: { contractId: ID, createdAt: TIME },
  version: VERSIONS_RX_BASE + declarationVersion(VERSION_DECLARED),
});
