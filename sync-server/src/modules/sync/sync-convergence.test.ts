import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applyEdit,
  batchIsDeleted,
  mergeMessageBatches,
  messageBatchDocSchema,
  seededRandom,
  versionDocSchema,
  type BatchMessage,
  type SyncCheckpoint,
  type VersionDoc,
} from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import {
  batchMessage,
  contractDoc,
  messageBatch,
  newId,
  pullAll,
  push,
  type Doc,
} from '../../../test/sync-client';

/**
 * A client as RxDB replication behaves: local writes queue up, push sends them, conflicts adopt the server's
 * state, pull brings the rest. Chat history is one batch per contract (messages v2): a conflict merges by
 * message id as the PWA's conflict handler does, so the device keeps what it wrote and adopts the rest.
 */
class SimClient {
  readonly local = new Map<string, Doc>();
  readonly pending = new Set<string>();
  readonly chats = new Map<string, BatchMessage[]>();
  readonly pendingChats = new Set<string>();
  /** Contract versions: append-only, each device writes its own (ids unique per device). */
  readonly versions = new Map<string, VersionDoc>();
  readonly pendingVersions = new Set<string>();
  /** Every version this device ever made and the contract it belongs to (kept when the version is dropped). */
  readonly madeVersions = new Map<string, string>();
  online = true;
  private checkpoint: SyncCheckpoint | null = null;
  private chatCheckpoint: SyncCheckpoint | null = null;
  private versionCheckpoint: SyncCheckpoint | null = null;

  constructor(
    private readonly server: TestServer,
    private readonly user: SignedInUser,
    private readonly clock: () => number,
    private readonly deviceId: string,
  ) {}

  write(doc: Doc): void {
    this.local.set(doc.id, doc);
    this.pending.add(doc.id);
  }

  /** A local edit by the PWA's rule (the shared applyEdit): only a field whose value changes gets a new clock. */
  edit(id: string, field: 'name' | 'content', value: string): void {
    const doc = this.local.get(id);
    if (!doc || doc._deleted) return;
    const clocks =
      typeof doc.fieldUpdatedAt === 'object' && doc.fieldUpdatedAt !== null ? doc.fieldUpdatedAt : {};
    const edit = applyEdit(doc, clocks, { [field]: value }, [field], this.clock());
    if (edit.moved.length === 0) return;
    this.write({ ...doc, ...edit.changes, fieldUpdatedAt: edit.clocks });
    // As the PWA does: a change of the text makes a version of it.
    if (field === 'content') {
      const made: VersionDoc = {
        id: newId(),
        contractId: id,
        deviceId: this.deviceId,
        authorKind: 'person',
        cause: 'details',
        content: value,
        placeholders: null,
        summary: `Text set to ${value}`,
        restoredFrom: null,
        createdAt: new Date(this.clock()).toISOString(),
        _deleted: false,
      };
      this.versions.set(made.id, made);
      this.pendingVersions.add(made.id);
      this.madeVersions.set(made.id, id);
    }
  }

  /** As the PWA does (drop-deleted-versions.ts): a deleted contract's versions leave the device, unpushed. */
  private dropVersionsOf(contractId: string): void {
    for (const version of [...this.versions.values()])
      if (version.contractId === contractId) {
        this.versions.delete(version.id);
        this.pendingVersions.delete(version.id);
      }
  }

  private isDeleted(contractId: string): boolean {
    return this.local.get(contractId)?._deleted === true;
  }

  remove(id: string): void {
    const doc = this.local.get(id);
    if (!doc) return;
    this.write({ ...doc, _deleted: true });
    this.dropVersionsOf(id);
    // As the PWA does: deleting a contract deletes the messages of its chat this device knows.
    const chat = this.chats.get(id);
    if (chat?.some((m) => !m.deleted)) {
      this.chats.set(
        id,
        chat.map((m) => ({ ...m, deleted: true })),
      );
      this.pendingChats.add(id);
    }
  }

  /** Appends a message to a contract's chat, as UserDocuments.addMessage does (online or not). */
  say(contractId: string, content: string, at: number): BatchMessage | undefined {
    const doc = this.local.get(contractId);
    if (!doc || doc._deleted) return undefined;
    const message = messageFrom(batchMessage({ content, timestamp: new Date(at).toISOString() }));
    this.chats.set(contractId, mergeMessageBatches(this.chats.get(contractId) ?? [], [message]));
    this.pendingChats.add(contractId);
    return message;
  }

  async sync(): Promise<void> {
    if (!this.online) return;
    const ids = [...this.pending];
    if (ids.length > 0) {
      const result = await push(
        this.server,
        this.user.token,
        'contracts',
        ids.map((id) => this.local.get(id)),
      );
      expect(result.rejected).toEqual([]);
      this.pending.clear();
      for (const doc of result.conflicts) this.local.set(String(doc.id), { ...doc, id: String(doc.id) });
    }
    const { documents, checkpoint } = await pullAll(
      this.server,
      this.user.token,
      'contracts',
      this.checkpoint,
    );
    this.checkpoint = checkpoint;
    for (const doc of documents)
      if (!this.pending.has(String(doc.id))) this.local.set(String(doc.id), { ...doc, id: String(doc.id) });
    for (const doc of this.local.values()) if (doc._deleted) this.dropVersionsOf(doc.id);
    await this.syncChats();
    await this.syncVersions();
  }

  /** Versions: push what this device made (adopting the stored copy the server answers), pull the rest. */
  private async syncVersions(): Promise<void> {
    const ids = [...this.pendingVersions];
    if (ids.length > 0) {
      const result = await push(
        this.server,
        this.user.token,
        'versions',
        ids.map((id) => this.versions.get(id)),
      );
      expect(result.rejected).toEqual([]);
      this.pendingVersions.clear();
      for (const conflict of result.conflicts) {
        const stored = versionDocSchema.parse(conflict);
        this.versions.set(stored.id, stored);
      }
    }
    const { documents, checkpoint } = await pullAll(
      this.server,
      this.user.token,
      'versions',
      this.versionCheckpoint,
    );
    this.versionCheckpoint = checkpoint;
    for (const doc of documents) {
      const stored = versionDocSchema.parse(doc);
      // A version arriving for a contract already deleted here is dropped as it arrives.
      if (!this.pendingVersions.has(stored.id) && !this.isDeleted(stored.contractId))
        this.versions.set(stored.id, stored);
    }
  }

  /** Every version this device holds, by id. */
  versionList(): VersionDoc[] {
    return [...this.versions.values()].sort((a, b) => a.id.localeCompare(b.id));
  }

  private async syncChats(): Promise<void> {
    const ids = [...this.pendingChats];
    if (ids.length > 0) {
      const result = await push(
        this.server,
        this.user.token,
        'messages',
        ids.map((id) => messageBatch(id, this.chats.get(id) ?? [])),
      );
      expect(result.rejected).toEqual([]);
      this.pendingChats.clear();
      for (const conflict of result.conflicts) {
        const master = messageBatchDocSchema.parse(conflict);
        this.chats.set(master.id, mergeMessageBatches(master.messages, this.chats.get(master.id) ?? []));
      }
    }
    const { documents, checkpoint } = await pullAll(
      this.server,
      this.user.token,
      'messages',
      this.chatCheckpoint,
    );
    this.chatCheckpoint = checkpoint;
    for (const doc of documents) {
      const batch = messageBatchDocSchema.parse(doc);
      if (!this.pendingChats.has(batch.id)) this.chats.set(batch.id, batch.messages);
    }
  }

  /** What the builder shows: the conversation of every contract, deleted messages left out. */
  conversations(): Array<[string, string[]]> {
    return [...this.chats]
      .map(([id, messages]): [string, string[]] => [
        id,
        messages.filter((m) => !m.deleted).map((m) => `${m.id} ${m.content}`),
      ])
      .filter(([, shown]) => shown.length > 0)
      .sort((a, b) => a[0].localeCompare(b[0]));
  }

  visible(): Array<Record<string, unknown>> {
    return [...this.local.values()]
      .filter((doc) => !doc._deleted)
      .map(comparable)
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));
  }
}

function messageFrom(value: Record<string, unknown>): BatchMessage {
  return messageBatchDocSchema.shape.messages.element.parse(value);
}

function comparable(doc: Record<string, unknown>): Record<string, unknown> {
  return { id: doc.id, name: doc.name, content: doc.content, deleted: doc._deleted };
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('two clients with random offline edits', () => {
  // At least 20 seeds against the shared merge rule (shared-schema sync-rules), which both sides use.
  it.each(Array.from({ length: 20 }, (_, i) => i + 1))(
    'converge to the server state (seed %i)',
    async (seed) => {
      const user = await signUp(server);
      const random = seededRandom(seed);
      let tick = Date.now();
      const clock = () => (tick += 1 + Math.floor(random() * 3));
      const clients = [
        new SimClient(server, user, clock, 'phone'),
        new SimClient(server, user, clock, 'laptop'),
      ];
      const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
      const written = new Map<string, string>();
      const deletedContracts = new Set<string>();

      for (let step = 0; step < 150; step++) {
        const client = pick(clients);
        if (!client) continue;
        const ids = [...client.local.keys()];
        const roll = random();
        if (roll < 0.15)
          client.write(
            contractDoc({ name: `c${step}`, fieldUpdatedAt: { name: clock(), content: clock() } }),
          );
        else if (roll < 0.3) client.edit(pick(ids) ?? '', 'name', `name ${step}`);
        else if (roll < 0.4) client.edit(pick(ids) ?? '', 'content', `content ${step}`);
        else if (roll < 0.6) {
          // Chat messages, often on the same contract from both devices while one or both are offline.
          const contractId = pick(ids) ?? '';
          const said = client.say(contractId, `said ${step}`, clock());
          if (said) written.set(said.id, contractId);
        } else if (roll < 0.67) {
          const id = pick(ids) ?? '';
          if (client.local.get(id)?._deleted === false) deletedContracts.add(id);
          client.remove(id);
        } else if (roll < 0.8) client.online = !client.online;
        else await client.sync();
      }
      for (const client of clients) client.online = true;
      for (let round = 0; round < 2; round++) for (const client of clients) await client.sync();

      // What users see: a document made and deleted offline before it ever synced never reaches the server.
      const serverState = (await pullAll(server, user.token, 'contracts')).documents
        .filter((doc) => !doc._deleted)
        .map(comparable)
        .sort((a, b) => String(a.id).localeCompare(String(b.id)));
      expect(serverState.length).toBeGreaterThan(3);
      for (const client of clients) expect(client.visible()).toEqual(serverState);

      // Chat history: no message is ever lost; only a deleted contract's messages are deleted; both devices
      // show what the server has.
      const batches = (await pullAll(server, user.token, 'messages')).documents.map((doc) =>
        messageBatchDocSchema.parse(doc),
      );
      const stored = new Map(batches.flatMap((b) => b.messages.map((m) => [m.id, m] as const)));
      expect(written.size).toBeGreaterThan(5);
      for (const [id, contractId] of written) {
        expect(stored.has(id)).toBe(true);
        if (!deletedContracts.has(contractId)) expect(stored.get(id)?.deleted).toBe(false);
      }
      for (const batch of batches) expect(batch._deleted).toBe(batchIsDeleted(batch.messages));
      const serverChats = batches
        .map((b): [string, string[]] => [
          b.id,
          b.messages.filter((m) => !m.deleted).map((m) => `${m.id} ${m.content}`),
        ])
        .filter(([, shown]) => shown.length > 0)
        .sort((a, b) => a[0].localeCompare(b[0]));
      for (const client of clients) expect(client.conversations()).toEqual(serverChats);

      // Versions: every version either device made of a contract that is still there is kept, none of a deleted
      // contract is (decision 0300), and both devices hold exactly the server's.
      const serverVersions = (await pullAll(server, user.token, 'versions')).documents
        .map((doc) => versionDocSchema.parse(doc))
        .sort((a, b) => a.id.localeCompare(b.id));
      const live = new Set(serverState.map((doc) => String(doc.id)));
      const made = clients.flatMap((client) => [...client.madeVersions]);
      expect(made.length).toBeGreaterThan(3);
      const kept = made.filter(([, contractId]) => live.has(contractId)).map(([id]) => id);
      expect(serverVersions.map((v) => v.id)).toEqual(kept.sort());
      for (const client of clients) expect(client.versionList()).toEqual(serverVersions);
    },
    // Two collections per sync round: under a loaded shared machine a seed takes up to half a minute.
    60_000,
  );
});
