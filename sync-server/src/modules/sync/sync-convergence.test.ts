import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEdit, seededRandom, type SyncCheckpoint } from '@shared-schema';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { signUp, type SignedInUser } from '../../../test/test-users';
import { contractDoc, pullAll, push, type Doc } from '../../../test/sync-client';

/** A client as RxDB replication behaves: local writes queue up, push sends them, conflicts adopt the server's state, pull brings the rest. */
class SimClient {
  readonly local = new Map<string, Doc>();
  readonly pending = new Set<string>();
  online = true;
  private checkpoint: SyncCheckpoint | null = null;

  constructor(
    private readonly server: TestServer,
    private readonly user: SignedInUser,
    private readonly clock: () => number,
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
    if (edit.moved.length > 0) this.write({ ...doc, ...edit.changes, fieldUpdatedAt: edit.clocks });
  }

  remove(id: string): void {
    const doc = this.local.get(id);
    if (doc) this.write({ ...doc, _deleted: true });
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
  }

  visible(): Array<Record<string, unknown>> {
    return [...this.local.values()]
      .filter((doc) => !doc._deleted)
      .map(comparable)
      .sort((a, b) => String(a.id).localeCompare(String(b.id)));
  }
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
      const clients = [new SimClient(server, user, clock), new SimClient(server, user, clock)];
      const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];

      for (let step = 0; step < 150; step++) {
        const client = pick(clients);
        if (!client) continue;
        const ids = [...client.local.keys()];
        const roll = random();
        if (roll < 0.15)
          client.write(
            contractDoc({ name: `c${step}`, fieldUpdatedAt: { name: clock(), content: clock() } }),
          );
        else if (roll < 0.4) client.edit(pick(ids) ?? '', 'name', `name ${step}`);
        else if (roll < 0.6) client.edit(pick(ids) ?? '', 'content', `content ${step}`);
        else if (roll < 0.67) client.remove(pick(ids) ?? '');
        else if (roll < 0.8) client.online = !client.online;
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
    },
  );
});
