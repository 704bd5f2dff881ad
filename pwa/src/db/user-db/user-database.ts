import { addRxPlugin, createRxDatabase, removeRxDatabase, type RxStorage } from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { rangedGetMany } from './ranged-get-many';
import { chatConflictHandler } from './chat-conflict-handler';
import { CONTRACT_DOC_DECLARED, fieldMigrations, MESSAGE_DECLARED, REVIEW_DECLARED } from '@shared-schema';
import {
  CHATS_RX_BASE,
  chatsRxSchema,
  CONTRACTS_RX_BASE,
  contractsRxSchema,
  REVIEWS_RX_BASE,
  reviewsRxSchema,
  versionsRxSchema,
} from './user-db-schemas';
import type { UserDatabase } from './user-db-types';

addRxPlugin(RxDBLeaderElectionPlugin);
addRxPlugin(RxDBMigrationSchemaPlugin);

let devModeReady: Promise<void> | undefined;

/** In development RxDB checks schemas and documents (dev-mode needs a validating storage wrapper). */
async function storage(): Promise<RxStorage<unknown, unknown>> {
  const dexie = getRxStorageDexie({ onCreate: (dexieDb) => void dexieDb.use(rangedGetMany) });
  if (!import.meta.env.DEV) return dexie;
  devModeReady ??= import('rxdb/plugins/dev-mode').then(({ RxDBDevModePlugin, disableWarnings }) => {
    disableWarnings();
    addRxPlugin(RxDBDevModePlugin);
  });
  await devModeReady;
  const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
  return wrappedValidateAjvStorage({ storage: dexie });
}

/** One IndexedDB database per signed-in user, so another person on the same device never sees it. */
export function userDatabaseName(userId: string): string {
  return `clausecraft-user-${userId.replace(/[^a-zA-Z0-9-]/g, '')}`;
}

/** Local schema migrations of the reviews collection: version 1 only added an optional field. */
const REVIEWS_MIGRATIONS = {
  1: (doc: Record<string, unknown>) => doc,
  ...fieldMigrations(REVIEW_DECLARED, REVIEWS_RX_BASE),
};
/** Declared fields added later: a stored document gets each one's default (shared-schema synced-fields). */
const CONTRACTS_MIGRATIONS = fieldMigrations(CONTRACT_DOC_DECLARED, CONTRACTS_RX_BASE);
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/** A message field added later is filled in every message of a stored chat. */
const CHATS_MIGRATIONS = Object.fromEntries(
  Object.entries(fieldMigrations(MESSAGE_DECLARED, CHATS_RX_BASE)).map(([version, fill]) => [
    version,
    (doc: Record<string, unknown>) => {
      const messages: unknown[] = Array.isArray(doc.messages) ? doc.messages : [];
      return { ...doc, messages: messages.map((m) => (isRecord(m) ? fill(m) : m)) };
    },
  ]),
);

export async function openUserDatabase(userId: string): Promise<UserDatabase> {
  const db = await createRxDatabase<UserDatabase['collections']>({
    name: userDatabaseName(userId),
    storage: await storage(),
    multiInstance: true,
    eventReduce: true,
    closeDuplicates: true,
  });
  await db.addCollections({
    contracts: { schema: contractsRxSchema, migrationStrategies: CONTRACTS_MIGRATIONS },
    chats: {
      schema: chatsRxSchema,
      conflictHandler: chatConflictHandler,
      migrationStrategies: CHATS_MIGRATIONS,
    },
    reviews: { schema: reviewsRxSchema, migrationStrategies: REVIEWS_MIGRATIONS },
    versions: { schema: versionsRxSchema },
  });
  return db;
}

/**
 * Names the Web Lock of one user's local database: every tab holds it shared while it has the database open
 * (replication included), and its removal takes it exclusively (see user-db-runtime).
 */
export function userDatabaseLock(userId: string): string {
  return `clausecraft-db:${userDatabaseName(userId)}`;
}

/**
 * Sign-out: the user's local documents leave the device. The caller makes sure no tab has the database open
 * (forgetUser's lock). Every IndexedDB database Dexie made for this user (one per collection, plus RxDB's
 * internal, replication and local-document stores) is deleted whole and the deletion awaited, so nothing is
 * opened, and nothing created, on the way. RxDB's own removal is only the fallback where IndexedDB cannot
 * list its databases: it empties the tables, and creates a local-documents store per collection to do so.
 */
export async function removeUserDatabase(userId: string, open?: UserDatabase): Promise<void> {
  if (open && !open.closed) await open.close();
  if (typeof indexedDB.databases !== 'function') {
    await removeRxDatabase(userDatabaseName(userId), await storage());
    return;
  }
  await Promise.all((await indexedDbNames(userId)).map(deleteIndexedDb));
}

/**
 * Every IndexedDB database Dexie made for this user. Dexie names them
 * `rxdb-dexie-<database>--<schema version>--<collection>`; no collection name holds `--`, so another user whose
 * id only starts with this one's (`<id>--2`) is not counted.
 */
async function indexedDbNames(userId: string): Promise<string[]> {
  const prefix = `rxdb-dexie-${userDatabaseName(userId)}--`;
  return (await indexedDB.databases())
    .map((info) => info.name ?? '')
    .filter((dbName) => dbName.startsWith(prefix) && /^\d+--(?!.*--)/.test(dbName.slice(prefix.length)));
}

/**
 * Whether this device holds any of the user's local database (listing names opens nothing). Where IndexedDB
 * cannot list its databases, it answers true: nothing is then requested ahead of the first load.
 */
export async function hasUserDatabase(userId: string): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  return indexedDbNames(userId).then(
    (names) => names.length > 0,
    () => true,
  );
}

function deleteIndexedDb(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`Could not delete ${name}`));
  });
}
