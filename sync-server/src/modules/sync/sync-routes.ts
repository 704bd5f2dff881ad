import Router from '@koa/router';
import {
  pullQuerySchema,
  pushBodySchema,
  SYNC_COLLECTIONS,
  SYNC_SCHEMA_VERSIONS,
  type SyncCollection,
} from '@shared-schema';
import type { AppContext, AppState } from '../../app-context';
import { AppError, NotFoundError } from '../../errors';
import { requireUser } from '../../middleware/authenticate';
import type { SyncHub } from './sync-hub';
import type { SyncService } from './sync-service';
import { openSyncStream } from './sync-stream';

class ClientOutdatedError extends AppError {
  constructor() {
    super(
      426,
      'client-outdated',
      'A new version of Clausecraft is available. Please reload the app to keep syncing.',
    );
  }
}

function collectionFrom(
  ctx: AppContext,
  name: string | undefined,
  version: string | undefined,
): SyncCollection {
  const collection = SYNC_COLLECTIONS.find((c) => c === name);
  if (!collection) throw new NotFoundError('No such collection', 'not-found');
  assertVersion(collection, version);
  return collection;
}

function assertVersion(collection: SyncCollection, version: string | undefined): void {
  const served = SYNC_SCHEMA_VERSIONS[collection];
  const asked = Number(String(version ?? '').replace(/^v/, ''));
  if (!Number.isInteger(asked) || asked < 1) throw new NotFoundError('No such schema version', 'not-found');
  if (asked < served) throw new ClientOutdatedError();
  if (asked > served)
    throw new NotFoundError('This server does not know that schema version yet', 'not-found');
}

export function syncRoutes(deps: {
  sync: SyncService;
  hub: SyncHub;
  streamLifetimeMs: number;
}): Router<AppState> {
  const router = new Router<AppState>();

  router.get('/api/sync/:collection/:version/pull', async (ctx) => {
    const user = requireUser(ctx);
    const collection = collectionFrom(ctx, ctx.params.collection, ctx.params.version);
    const query = pullQuerySchema.parse(ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.sync.pull(collection, user.id, query.checkpoint, query.limit);
  });

  router.post('/api/sync/:collection/:version/push', async (ctx) => {
    const user = requireUser(ctx);
    const collection = collectionFrom(ctx, ctx.params.collection, ctx.params.version);
    const rows = pushBodySchema.parse(ctx.request.body);
    ctx.body = await deps.sync.push(
      collection,
      user.id,
      rows.map((row) => row.newDocumentState),
    );
  });

  // ?contracts=1&messages=1&reviews=1: the collections (and their schema versions) the client replicates.
  router.get('/api/sync/stream', async (ctx) => {
    const user = requireUser(ctx);
    const collections = SYNC_COLLECTIONS.filter((c) => ctx.query[c] !== undefined);
    if (collections.length === 0)
      throw new NotFoundError('Name at least one collection, e.g. ?contracts=1', 'not-found');
    for (const c of collections) assertVersion(c, String(ctx.query[c]));
    await openSyncStream(ctx, {
      hub: deps.hub,
      sync: deps.sync,
      userId: user.id,
      collections,
      maxLifetimeMs: deps.streamLifetimeMs,
    });
  });

  return router;
}
