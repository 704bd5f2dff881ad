import { z } from 'zod';
import {
  makeContractDoc,
  makeVersionDoc,
  SYNC_SCHEMA_VERSIONS,
  type SyncCheckpoint,
  type SyncCollection,
  type VersionDoc,
} from '@shared-schema';
import type { TestServer } from './test-server';

const pullSchema = z.object({
  documents: z.array(z.record(z.string(), z.unknown())),
  checkpoint: z.object({ changeId: z.number(), id: z.string() }).nullable(),
});
const pushSchema = z.object({
  conflicts: z.array(z.record(z.string(), z.unknown())),
  rejected: z.array(z.object({ id: z.string().nullable(), message: z.string() })),
});

export type Doc = Record<string, unknown> & { id: string; fieldUpdatedAt?: Record<string, number> };

export async function pull(
  server: TestServer,
  token: string,
  collection: SyncCollection,
  checkpoint: SyncCheckpoint | null = null,
  limit = 100,
) {
  const query = new URLSearchParams({
    limit: String(limit),
    ...(checkpoint ? { checkpoint: JSON.stringify(checkpoint) } : {}),
  });
  const res = await server.request(
    `/api/sync/${collection}/v${SYNC_SCHEMA_VERSIONS[collection]}/pull?${query}`,
    { token },
  );
  if (res.status !== 200) throw new Error(`pull ${res.status} ${res.text}`);
  return pullSchema.parse(res.body);
}

export async function pullAll(
  server: TestServer,
  token: string,
  collection: SyncCollection,
  from: SyncCheckpoint | null = null,
) {
  const documents: Array<Record<string, unknown>> = [];
  let checkpoint = from;
  for (;;) {
    const page = await pull(server, token, collection, checkpoint, 50);
    documents.push(...page.documents);
    if (page.documents.length === 0) return { documents, checkpoint };
    checkpoint = page.checkpoint;
  }
}

export async function push(server: TestServer, token: string, collection: SyncCollection, docs: unknown[]) {
  const res = await server.request(`/api/sync/${collection}/v${SYNC_SCHEMA_VERSIONS[collection]}/push`, {
    token,
    body: docs.map((d) => ({ assumedMasterState: null, newDocumentState: d })),
  });
  if (res.status !== 200) throw new Error(`push ${res.status} ${res.text}`);
  return pushSchema.parse(res.body);
}

let counter = 0;
/** A UUID that sorts by creation, like the client's UUIDv7. */
export function newId(): string {
  counter += 1;
  const hex = (Date.now().toString(16) + counter.toString(16).padStart(6, '0')).padStart(20, '0').slice(-20);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${Math.random().toString(16).slice(2, 14).padEnd(12, '0')}`;
}

/** A chat_messages row written behind the sync API (in tests, by a transaction held open on purpose). */
export function messageRow(contractId: string, userId: string, content: string): Record<string, unknown> {
  return { id: newId(), contract_id: contractId, user_id: userId, role: 'user', content };
}

/** A new contract document with every declared field (shared-schema factories); `overrides` are not checked. */
export function contractDoc(overrides: Partial<Record<string, unknown>> = {}): Doc {
  return { ...makeContractDoc({ id: newId(), name: 'Website redesign' }), ...overrides };
}

/** A version of a contract as a device pushes it (sync schema versions v1), made a minute ago. */
export function versionDoc(contractId: string, overrides: Partial<VersionDoc> = {}): VersionDoc {
  return makeVersionDoc(contractId, { id: newId(), ...overrides });
}

/** One message of a contract's chat batch (sync schema messages v2). */
export function batchMessage(overrides: Partial<Record<string, unknown>> = {}): Record<string, unknown> {
  return {
    id: newId(),
    role: 'user',
    content: 'hello',
    timestamp: new Date().toISOString(),
    deleted: false,
    ...overrides,
  };
}

/** A contract's chat batch: its id is the contract's id. */
export function messageBatch(contractId: string, messages: Array<Record<string, unknown>>): Doc {
  return { id: contractId, messages, updatedAt: new Date().toISOString(), _deleted: false };
}
