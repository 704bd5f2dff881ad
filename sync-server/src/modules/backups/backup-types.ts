import type { BACKUP_TYPES } from '@shared-schema';

export type BackupType = (typeof BACKUP_TYPES)[number];
