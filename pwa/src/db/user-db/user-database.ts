import { addRxPlugin, createRxDatabase, removeRxDatabase, type RxStorage } from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { rangedGetMany } from './ranged-get-many';
import { chatConflictHandler } from './chat-conflict-handler';
import { chatsRxSchema, contractsRxSchema, reviewsRxSchema } from './user-db-schemas';
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
const REVIEWS_MIGRATIONS = { 1: (doc: Record<string, unknown>) => doc };

export async function openUserDatabase(userId: string): Promise<UserDatabase> {
  const db = await createRxDatabase<UserDatabase['collections']>({
    name: userDatabaseName(userId),
    storage: await storage(),
    multiInstance: true,
    eventReduce: true,
    closeDuplicates: true,
  });
  await db.addCollections({
    contracts: { schema: contractsRxSchema },
    chats: { schema: chatsRxSchema, conflictHandler: chatConflictHandler },
    reviews: { schema: reviewsRxSchema, migrationStrategies: REVIEWS_MIGRATIONS },
  });
  return db;
}

/** Sign-out: the user's local documents leave the device. */
export async function removeUserDatabase(userId: string, open?: UserDatabase): Promise<void> {
  const name = userDatabaseName(userId);
  if (open && !open.closed) await open.remove();
  else await removeRxDatabase(name, await storage());
  await deleteIndexedDbFiles(`rxdb-dexie-${name}--`);
}

/**
 * RxDB's removal empties the tables but leaves Dexie's IndexedDB databases (one per collection, plus its
 * internal and replication stores) behind, named after the user; delete them too. A tab still holding one
 * open is asked to close it (Dexie closes on versionchange), so this does not wait for it.
 */
async function deleteIndexedDbFiles(prefix: string): Promise<void> {
  if (typeof indexedDB.databases !== 'function') return;
  const names = (await indexedDB.databases())
    .map((info) => info.name ?? '')
    .filter((name) => name.startsWith(prefix));
  for (const name of names) indexedDB.deleteDatabase(name);
}
