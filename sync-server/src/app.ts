import Koa from 'koa';
import Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Knex } from 'knex';
import type { AppState } from './app-context';
import type { Config } from './config';
import type { Loggers } from './logger';
import type { Identity } from './modules/auth/identity';
import type { TokenSigner } from './adapters/identity/token-signer';
import { builtinIdentityProvider } from './adapters/identity/builtin-identity-provider';
import { firebaseIdentityProvider } from './adapters/identity/firebase-identity-provider';
import type { Mailer } from './adapters/mail/mailer';
import { requestId } from './middleware/request-id';
import { accessLog } from './middleware/access-log';
import { errorHandler } from './middleware/error-handler';
import { securityHeaders } from './middleware/security-headers';
import { authenticate } from './middleware/authenticate';
import { rateLimit } from './middleware/rate-limit';
import { rejectNulBytes } from './middleware/reject-nul-bytes';
import { servePwa } from './middleware/serve-pwa';
import { NotFoundError } from './errors';
import { LIMITS } from '@shared-schema';
import { CreditsService } from './modules/credits/credits-service';
import { creditsRoutes } from './modules/credits/credits-routes';
import { AccountsService } from './modules/auth/accounts-service';
import { AuthService } from './modules/auth/auth-service';
import { EmailVerificationService } from './modules/auth/email-verification-service';
import { AuthThrottle, type ThrottleLimits } from './modules/auth/auth-throttle';
import { authRoutes } from './modules/auth/auth-routes';
import { ProfileService } from './modules/users/profile-service';
import { profileRoutes } from './modules/users/profile-routes';
import { SupportService } from './modules/support/support-service';
import { supportRoutes } from './modules/support/support-routes';
import { MaintenanceService } from './modules/maintenance/maintenance-service';
import { maintenanceRoutes } from './modules/maintenance/maintenance-routes';
import { adminStatusRoutes } from './modules/admin/admin-status-routes';
import { configRoutes } from './modules/config-routes';
import { healthRoutes } from './modules/health/health-routes';
import { HealthService } from './modules/health/health-service';
import { createBuiltinIdentity } from './modules/auth/builtin-identity';
import { AccountCache } from './modules/auth/account-cache';
import { SyncService } from './modules/sync/sync-service';
import { contractsSync } from './modules/contracts/contracts-sync';
import { messagesSync } from './modules/messages/messages-sync';
import { reviewsSync } from './modules/reviews/reviews-sync';
import { versionsSync } from './modules/versions/versions-sync';
import { VersionsRepository } from './modules/versions/versions-repository';
import { SyncHub } from './modules/sync/sync-hub';
import { syncRoutes } from './modules/sync/sync-routes';
import { createFirebaseIdentity } from './modules/auth/firebase-identity';
import { creditPackagesRoutes } from './modules/credit-packages/credit-packages-routes';
import { createPaymentProvider } from './adapters/payments/create-payment-provider';
import { PaymentsService } from './modules/payments/payments-service';
import { paymentsRouters } from './modules/payments/payments-routers';
import { PromotionsService } from './modules/promotions/promotions-service';
import { promotionsRoutes } from './modules/promotions/promotions-routes';
import { ContractsService } from './modules/contracts/contracts-service';
import { ContractChatService } from './modules/contracts/contract-chat-service';
import { ContractDownloadService } from './modules/contracts/contract-download-service';
import { createAssistant, withBuiltinFallback } from './adapters/assistant/create-assistant';
import { contractsRoutes } from './modules/contracts/contracts-routes';
import { GuestTransferService } from './modules/guest-transfer/guest-transfer-service';
import { guestTransferRoutes } from './modules/guest-transfer/guest-transfer-routes';
import { ReviewsService } from './modules/reviews/reviews-service';
import { ReviewMailService } from './modules/reviews/review-mail-service';
import { reviewsRoutes } from './modules/reviews/reviews-routes';
import { IsolatedTextExtractor } from './modules/reviews/isolated-text-extractor';
import { TrackedChangesService } from './modules/tracked-changes/tracked-changes-service';
import { trackedChangesRoutes } from './modules/tracked-changes/tracked-changes-routes';
import { createReviewer } from './adapters/reviewer/create-reviewer';
import { ActivityService } from './modules/activity/activity-service';
import { ActivityLogRepository } from './modules/activity/activity-log-repository';
import { UsersRepository } from './modules/users/users-repository';
import { AdminUsersService } from './modules/admin/admin-users-service';
import { AdminMetricsService } from './modules/admin/admin-metrics-service';
import { adminRoutes } from './modules/admin/admin-routes';
import { promotionsAdminRoutes } from './modules/promotions/promotions-admin-routes';
import { contentAdminRoutes } from './modules/content/content-admin-routes';
import { seoContentRoutes } from './modules/content/seo-content-routes';
import { ContentService } from './modules/content/content-service';
import { publicContentPages, seoHtmlRewriter } from './modules/content/public-content';
import { maintenanceAdminRoutes } from './modules/maintenance/maintenance-admin-routes';
import { attributionRoutes } from './modules/attribution/attribution-routes';
import { AttributionService } from './modules/attribution/attribution-service';
import { BackupsService } from './modules/backups/backups-service';
import { backupsRoutes } from './modules/backups/backups-routes';
import { systemLogsRoutes } from './modules/system-logs/system-logs-routes';
import { createSignatureServices } from './modules/signatures/create-signature-services';
import { signaturesRoutes } from './modules/signatures/signatures-routes';
import { SystemLogsService } from './modules/system-logs/system-logs-service';
import path from 'node:path';
import type { EngineGate } from './adapters/engine/engine-gate';
import { EnginePool, type EnginePoolLimits } from './adapters/engine/engine-pool';
import { maintenanceGate } from './middleware/maintenance-gate';
import {
  withEngineAdmission,
  type EngineAdmissionLimits,
  type RequestListener,
} from './middleware/engine-admission';
import { engineRefusalLog } from './middleware/engine-refusal-log';

export type AppDeps = {
  config: Config;
  db: Knex;
  /** The same database as `db`, for the LISTEN connection of live sync. */
  databaseUrl: string;
  loggers: Loggers;
  mailer: Mailer;
  signer: TokenSigner;
  throttle?: ThrottleLimits;
  /** Engine threads and their queue (tests size them); the defaults follow the machine's cores. */
  engine?: EnginePoolLimits;
  /** Tests only: holds engine tasks in their threads until opened (engine-gate.ts). */
  engineGate?: EngineGate;
  engineAdmission?: EngineAdmissionLimits;
};

export type AppServices = {
  credits: CreditsService;
  accounts: AccountsService;
  auth: AuthService;
  identity: Identity;
  sync: SyncService;
  hub: SyncHub;
  promotions: PromotionsService;
  payments: PaymentsService;
  backups: BackupsService;
};

/**
 * The composition root: builds every service here (routes only receive them), then the middleware order
 * and one router made of every area's routes. Constructs nothing at import time.
 * start() opens the live-sync listener; close() ends event streams so the HTTP server can drain.
 */
export function createApp(deps: AppDeps): {
  app: Koa<AppState>;
  /** What the HTTP server runs: the app behind the limits on anonymous engine calls (engine-admission.ts). */
  handler: RequestListener;
  services: AppServices;
  /** Every registered route (method and path pattern), e.g. for tests that must cover each admin route. */
  routes: Array<{ method: string; path: string }>;
  start: () => Promise<void>;
  close: () => Promise<void>;
} {
  const { config, db, loggers, mailer, signer } = deps;
  // Every service: `new XService({ ...its dependencies })`, adapters picked by their create* function first.
  // Repositories are built once here and handed to the services that need them.
  const users = new UsersRepository(db);
  const activity = new ActivityService({ db, log: new ActivityLogRepository(db) });
  const credits = new CreditsService({ db });
  const accounts = new AccountsService({ db, users, credits, superAdminEmail: config.superAdminEmail });
  const promotions = new PromotionsService({ db, users, credits });
  accounts.addHooks(promotions.accountHooks());
  const paymentProvider = createPaymentProvider(config.stripe);
  const payments = new PaymentsService({
    db,
    credits,
    activity,
    provider: paymentProvider,
    publicUrl: config.publicUrl,
    logger: loggers.app,
  });
  const accountCache = new AccountCache({ databaseUrl: deps.databaseUrl, logger: loggers.app });
  const identity: Identity = config.firebase
    ? createFirebaseIdentity({
        provider: firebaseIdentityProvider(config.firebase.projectId),
        users,
        accounts,
      })
    : createBuiltinIdentity({ provider: builtinIdentityProvider(signer), db, cache: accountCache });
  const verification = new EmailVerificationService({
    db,
    users,
    mailer,
    accounts,
    publicUrl: config.publicUrl,
  });
  const throttle = new AuthThrottle({ db, activity, limits: deps.throttle });
  const auth = new AuthService({
    db,
    users,
    verification,
    signer,
    accounts,
    throttle,
    mailer,
    publicUrl: config.publicUrl,
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    logger: loggers.app,
  });
  const profiles = new ProfileService({
    db,
    users,
    identity,
    superAdminEmail: config.superAdminEmail,
    recentLoginSeconds: config.recentLoginSeconds,
    verification,
    throttle,
  });

  const engine = new EnginePool(deps.engine, deps.engineGate);
  const reviews = new ReviewsService({
    db,
    credits,
    activity,
    reviewer: createReviewer(config.openai, engine),
  });
  const reviewMail = new ReviewMailService({ reviews, mailer });
  const extractor = new IsolatedTextExtractor();
  const tracked = new TrackedChangesService({ reviews, extractor });
  const assistant = createAssistant(config.openai, engine, loggers.app);
  const contracts = new ContractsService({ db });
  const versions = new VersionsRepository(db);
  const chat = new ContractChatService({
    db,
    contracts,
    versions,
    assistant,
    guestAssistant: withBuiltinFallback(assistant, engine),
  });
  const downloads = new ContractDownloadService({
    db,
    contracts,
    credits,
    activity,
    mailer,
    logger: loggers.app,
    versions,
  });
  const esign = createSignatureServices({
    db,
    config,
    contracts,
    users,
    activity,
    mailer,
    logger: loggers.app,
  });
  contracts.addDeleteGuard((userId, id) => esign.signatures.assertDeletable(userId, id));
  const guestTransfer = new GuestTransferService({ db });
  const support = new SupportService({ db, mailer, supportEmail: config.supportEmail, logger: loggers.app });
  const maintenance = new MaintenanceService({ db, activity });
  const syncDefinitions = {
    contracts: esign.guardContractsSync(contractsSync),
    messages: messagesSync,
    reviews: reviewsSync,
    versions: versionsSync,
  };
  const sync = new SyncService({ db, definitions: syncDefinitions });
  // Live sync wakes streams by table name (NOTIFY); the owner modules' definitions name the tables.
  const hub = new SyncHub(
    deps.databaseUrl,
    loggers.app,
    new Map(Object.values(syncDefinitions).map((def) => [def.rows.table, def.name])),
  );
  accounts.addHooks({
    onAccountCreated: (user, trx) =>
      activity.record({ action: 'sign_up', userId: user.id, userEmail: user.email, details: user.role }, trx),
  });
  const adminUsers = new AdminUsersService({ db, users, identity, activity });
  const health = new HealthService({ db });
  const adminMetrics = new AdminMetricsService({ db });
  const content = new ContentService({ db, activity });
  const attribution = new AttributionService({ db, users });
  const systemLogs = new SystemLogsService({ logDir: path.join(config.dataDir, 'logs'), activity });
  const backups = new BackupsService({ db, activity, dataDir: config.dataDir, logger: loggers.app });

  // X-Forwarded-For is read from the right: only the last trustProxyHops entries were written by our proxies.
  const app = new Koa<AppState>({ proxy: config.trustProxy, maxIpsCount: config.trustProxyHops });
  app.silent = true;
  app.use(requestId());
  app.use(accessLog(loggers.access));
  app.use(errorHandler(loggers.app));
  app.use(securityHeaders({ firebase: Boolean(config.firebase) }));
  app.use(publicContentPages({ content, publicUrl: config.publicUrl }));
  app.use(servePwa(config.pwaDistDir, seoHtmlRewriter(content)));
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: LIMITS.jsonBodyMaxBytes, jsonStrict: true }));
  app.use(rejectNulBytes());
  app.use(authenticate(identity));
  app.use(maintenanceGate(() => maintenance.status()));
  app.use(rateLimit(db, { multiplier: config.rateLimitMultiplier }));

  const routers = [
    healthRoutes({ health, logger: loggers.app }),
    configRoutes(config),
    authRoutes({ auth, verification, refreshTokenTtlDays: config.refreshTokenTtlDays }),
    profileRoutes({ profiles }),
    creditsRoutes({ credits }),
    supportRoutes({ support }),
    maintenanceRoutes({ maintenance }),
    adminStatusRoutes(),
    syncRoutes({ sync, hub, streamLifetimeMs: config.idTokenTtlSeconds * 1000 }),
    creditPackagesRoutes(),
    ...paymentsRouters({
      payments,
      provider: paymentProvider,
      testMode: config.paymentsTestMode,
      logger: loggers.app,
    }),
    promotionsRoutes({ promotions }),
    contractsRoutes({ contracts, chat, downloads }),
    signaturesRoutes(esign),
    guestTransferRoutes({ guestTransfer }),
    reviewsRoutes({ reviews, reviewMail, extractor }),
    trackedChangesRoutes({ tracked }),
    adminRoutes({ users: adminUsers, metrics: adminMetrics, activity }),
    promotionsAdminRoutes({ promotions, activity }),
    contentAdminRoutes({ content, activity }),
    seoContentRoutes({ content }),
    maintenanceAdminRoutes({ maintenance, activity }),
    attributionRoutes({ attribution }),
    backupsRoutes({ backups, activity }),
    systemLogsRoutes({ systemLogs, activity }),
  ];
  // One routing table: every module's routes, in this order, merged into one router, so a request is matched
  // once (22 routers in a row cost a dispatch and an allowedMethods step each, `npm run bench -- server`). A
  // module therefore scopes its middleware to its routes (router.get(path, guard, handler)), never router.use().
  const router = new Router<AppState>();
  for (const moduleRouter of routers) router.use(moduleRouter.routes());
  app.use(router.routes()).use(router.allowedMethods({ throw: true }));

  // Not thrown: the router's allowedMethods() turns a 404 on a known path into 405 on the way back.
  app.use((ctx) => {
    const notFound = new NotFoundError('No such API endpoint', 'not-found');
    ctx.status = notFound.status;
    ctx.body = { message: notFound.message, code: notFound.code };
  });

  const refusals = engineRefusalLog(loggers.access);
  const handler = withEngineAdmission(app.callback(), {
    addressing: (req, res) => {
      const ctx = app.createContext(req, res);
      return { path: ctx.path, ip: ctx.ip };
    },
    limits: deps.engineAdmission,
    onRefused: refusals.record,
  });

  return {
    app,
    handler,
    routes: router.stack.flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({ method, path: String(layer.path) })),
    ),
    services: {
      credits,
      accounts,
      auth,
      identity,
      sync,
      hub,
      promotions,
      payments,
      backups,
    },
    start: async () => {
      // The engine threads load in the background now, so no request waits for their start-up.
      engine.start();
      await accounts.promoteConfiguredSuperAdmin();
      await hub.start();
      await accountCache.start();
      backups.scheduler.start();
    },
    close: async () => {
      refusals.flush();
      await backups.scheduler.stop();
      await hub.close();
      await accountCache.close();
      await engine.close();
    },
  };
}
