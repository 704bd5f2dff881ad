import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import Router from '@koa/router';
import {
  backupScheduleConfigSchema,
  cleanupBackupsBodySchema,
  createBackupBodySchema,
  restoreBackupBodySchema,
} from '@shared-schema';
import type { AppState } from '../../app-context';
import { requireSuperAdmin } from '../../middleware/authenticate';
import { parseBody } from '../../middleware/parse-body';
import type { ActivityService } from '../activity/activity-service';
import { superAdminOnly } from '../admin/admin-guard';
import type { BackupsService } from './backups-service';

/** Spec 001 backup calls, all super admin only. */
export function backupsRoutes(deps: {
  backups: BackupsService;
  activity: ActivityService;
}): Router<AppState> {
  const { backups } = deps;
  const router = new Router<AppState>({ prefix: '/api/admin' });
  // On each route, not router.use(): app.ts merges every module's routes into one router, where a router-wide
  // middleware would reach other modules' /api/admin routes too.
  const admin = superAdminOnly(deps.activity);

  router.get('/backup-status', admin, async (ctx) => {
    ctx.body = await backups.status();
  });
  router.get('/list-backups', admin, async (ctx) => {
    ctx.body = { backups: await backups.files.list() };
  });
  router.get('/backup-schedule', admin, async (ctx) => {
    ctx.body = await backups.getSchedule();
  });
  router.post('/create-backup', admin, async (ctx) => {
    const { type } = parseBody(ctx, createBackupBodySchema);
    ctx.body = await backups.create(type, requireSuperAdmin(ctx));
  });
  router.post('/cleanup-backups', admin, async (ctx) => {
    const { keepCount } = parseBody(ctx, cleanupBackupsBodySchema);
    ctx.body = { success: true, cleaned: await backups.cleanup(keepCount, requireSuperAdmin(ctx)) };
  });
  router.post('/secure-backups', admin, async (ctx) => {
    ctx.body = { success: true, secured: await backups.secure(requireSuperAdmin(ctx)) };
  });
  router.post('/restore-backup', admin, async (ctx) => {
    const body = parseBody(ctx, restoreBackupBodySchema);
    const result = await backups.restore(body, requireSuperAdmin(ctx));
    ctx.body = {
      success: true,
      error: null,
      testMode: body.testMode,
      stats: { recordsRestored: result.recordsRestored, tablesRestored: result.tablesRestored },
      migratedFrom: result.migratedFrom,
      tables: result.tables,
      safetyBackup: result.safetyBackup,
      maintenanceState: body.restoreMaintenanceState ? 'restored' : 'kept',
    };
  });
  router.post('/configure-backup-schedule', admin, async (ctx) => {
    const config = parseBody(ctx, backupScheduleConfigSchema);
    await backups.configureSchedule(config, requireSuperAdmin(ctx));
    ctx.body = { success: true, schedule: await backups.getSchedule() };
  });
  // "scheduled-backup" is defined but unused by the dashboard (spec 001); both take a backup of the scheduled type now.
  for (const route of ['/trigger-backup', '/scheduled-backup']) {
    router.post(route, admin, async (ctx) => {
      const { config } = await backups.getSchedule();
      ctx.body = await backups.create(config.backupType, requireSuperAdmin(ctx));
    });
  }
  router.get('/backups/:filename/download', admin, async (ctx) => {
    const filePath = await backups.files.resolve(ctx.params.filename ?? '');
    const filename = path.basename(filePath);
    await backups.recordDownload(filename, requireSuperAdmin(ctx));
    ctx.set('Content-Disposition', `attachment; filename="${filename}"`);
    ctx.set('Content-Length', String((await stat(filePath)).size));
    ctx.type = 'application/octet-stream';
    ctx.body = createReadStream(filePath);
  });
  return router;
}
