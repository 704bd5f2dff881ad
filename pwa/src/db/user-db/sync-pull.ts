import { z } from 'zod';
import type { WithDeleted } from 'rxdb';
import {
  syncCheckpointSchema,
  SYNC_SCHEMA_VERSIONS,
  type SyncCheckpoint,
  type SyncCollection,
} from '@shared-schema';
import { apiFetch, ApiError } from '../../lib/http';

const pullAnswerSchema = z.object({
  documents: z.array(z.unknown()),
  checkpoint: syncCheckpointSchema.nullable(),
});

/**
 * Documents per pull after the first load: a chat batch holds a contract's whole conversation (a few kilobytes to a few hundred);
 * contracts and reviews carry whole contract texts, so their pages stay a few megabytes at most on a phone.
 */
export const PULL_BATCH_SIZE: Record<SyncCollection, number> = {
  contracts: 250,
  messages: 500,
  reviews: 50,
  versions: 100,
};

/** The first load of an empty collection starts at this page size and adapts it to about 2 MB a page. */
export const FIRST_LOAD_LIMIT: Record<SyncCollection, number> = {
  contracts: 1000,
  messages: 1000,
  reviews: 100,
  versions: 200,
};

export function syncBase(collection: SyncCollection): string {
  return `/api/sync/${collection}/v${SYNC_SCHEMA_VERSIONS[collection]}`;
}

export function pullPath(
  collection: SyncCollection,
  checkpoint: SyncCheckpoint | undefined,
  limit: number,
): string {
  const query = new URLSearchParams({
    limit: String(limit),
    ...(checkpoint ? { checkpoint: JSON.stringify(checkpoint) } : {}),
  });
  return `${syncBase(collection)}/pull?${query}`;
}

export function replicationIdentifier(collection: SyncCollection): string {
  return `clausecraft-${collection}-v${SYNC_SCHEMA_VERSIONS[collection]}`;
}

/** A page as it arrived (its documents not checked yet); `requested` is a page already asked for. */
export async function pullRaw(
  name: SyncCollection,
  checkpoint: SyncCheckpoint | undefined,
  limit: number,
  onOutdated: () => void,
  requested?: Promise<unknown>,
): Promise<{ documents: unknown[]; checkpoint: SyncCheckpoint | undefined }> {
  const answer = pullAnswerSchema.parse(
    await callSync(() => requested ?? apiFetch({ path: pullPath(name, checkpoint, limit) }), onOutdated),
  );
  return { documents: answer.documents, checkpoint: answer.checkpoint ?? undefined };
}

/** A page with every document checked against the collection's schema. */
export async function pullPage<D>(
  name: SyncCollection,
  schema: z.ZodType<WithDeleted<D>>,
  checkpoint: SyncCheckpoint | undefined,
  limit: number,
  onOutdated: () => void,
): Promise<{ documents: WithDeleted<D>[]; checkpoint: SyncCheckpoint | undefined }> {
  const page = await pullRaw(name, checkpoint, limit, onOutdated);
  return { documents: page.documents.map((doc) => schema.parse(doc)), checkpoint: page.checkpoint };
}

/** 426: this app version is older than the server's schema; stop and ask for a reload. */
export async function callSync(run: () => Promise<unknown>, onOutdated: () => void): Promise<unknown> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 426) onOutdated();
    throw error;
  }
}
