import { z } from 'zod';
import {
  backupFileSchema,
  backupScheduleSchema,
  backupStatusSchema,
  restoreStatsSchema,
  type BackupScheduleConfig,
} from '@shared-schema';
import { api } from '../../../lib/api/api';

const createResultSchema = z.object({
  success: z.boolean(),
  backup: backupFileSchema.nullable(),
  verification: z.object({
    isValid: z.boolean(),
    tables: z.number(),
    rows: z.number(),
    error: z.string().nullable(),
  }),
  error: z.string().nullable(),
});
export type CreateBackupResult = z.infer<typeof createResultSchema>;
const restoreResultSchema = z.object({ success: z.boolean(), stats: restoreStatsSchema });
export type RestoreResult = z.infer<typeof restoreResultSchema>;
export type RestoreRequest = {
  backupPath: string;
  testMode: boolean;
  clearExisting: boolean;
  specificTables?: string[];
};

const tagged = api.enhanceEndpoints({ addTagTypes: ['Backups', 'BackupSchedule'] });

/** The backup, schedule and password calls of the Settings & Security tab (spec 001 section 7). */
export const settingsSecurityApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getBackupStatus: build.query<z.infer<typeof backupStatusSchema>, void>({
      query: () => ({ path: '/api/admin/backup-status' }),
      transformResponse: (raw: unknown) => backupStatusSchema.parse(raw),
      providesTags: ['Backups'],
    }),
    listBackups: build.query<z.infer<typeof backupFileSchema>[], void>({
      query: () => ({ path: '/api/admin/list-backups' }),
      transformResponse: (raw: unknown) =>
        z.object({ backups: z.array(backupFileSchema) }).parse(raw).backups,
      providesTags: ['Backups'],
    }),
    getBackupSchedule: build.query<z.infer<typeof backupScheduleSchema>, void>({
      query: () => ({ path: '/api/admin/backup-schedule' }),
      transformResponse: (raw: unknown) => backupScheduleSchema.parse(raw),
      providesTags: ['BackupSchedule'],
    }),
    createBackup: build.mutation<CreateBackupResult, 'full' | 'data'>({
      query: (type) => ({ path: '/api/admin/create-backup', method: 'POST', body: { type } }),
      transformResponse: (raw: unknown) => createResultSchema.parse(raw),
      invalidatesTags: ['Backups'],
    }),
    triggerBackup: build.mutation<CreateBackupResult, void>({
      query: () => ({ path: '/api/admin/trigger-backup', method: 'POST', body: {} }),
      transformResponse: (raw: unknown) => createResultSchema.parse(raw),
      invalidatesTags: ['Backups'],
    }),
    cleanupBackups: build.mutation<number, number>({
      query: (keepCount) => ({ path: '/api/admin/cleanup-backups', method: 'POST', body: { keepCount } }),
      transformResponse: (raw: unknown) => z.object({ cleaned: z.number() }).parse(raw).cleaned,
      invalidatesTags: ['Backups'],
    }),
    secureBackups: build.mutation<number, void>({
      query: () => ({ path: '/api/admin/secure-backups', method: 'POST', body: {} }),
      transformResponse: (raw: unknown) => z.object({ secured: z.number() }).parse(raw).secured,
      invalidatesTags: ['Backups'],
    }),
    restoreBackup: build.mutation<RestoreResult, RestoreRequest>({
      query: (body) => ({ path: '/api/admin/restore-backup', method: 'POST', body }),
      transformResponse: (raw: unknown) => restoreResultSchema.parse(raw),
      invalidatesTags: ['Backups'],
    }),
    configureBackupSchedule: build.mutation<void, BackupScheduleConfig>({
      query: (body) => ({ path: '/api/admin/configure-backup-schedule', method: 'POST', body }),
      transformResponse: () => undefined,
      invalidatesTags: ['BackupSchedule'],
    }),
  }),
});
