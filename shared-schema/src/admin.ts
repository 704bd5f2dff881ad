import { z } from 'zod';
import { roleSchema } from './profile';
import { LIMITS } from './constants';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: roleSchema,
  credits: z.number().int(),
  isActive: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminStatusSchema = z.object({
  isSuperAdmin: z.boolean(),
  isActive: z.boolean(),
  isAdmin: z.boolean(),
  email: z.string(),
  role: roleSchema,
  userId: z.string(),
});
export type AdminStatus = z.infer<typeof adminStatusSchema>;

export const metricsSchema = z.object({
  totalUsers: z.number().int(),
  totalContracts: z.number().int(),
  totalReviews: z.number().int(),
  activeUsers: z.number().int(),
});
export type Metrics = z.infer<typeof metricsSchema>;

export const activityLogEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  userEmail: z.string().nullable(),
  details: z.string(),
  timestamp: z.string(),
});
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

export const promoteUserBodySchema = z.object({
  userId: z.string().trim().min(1, 'userId is required'),
  role: roleSchema,
});

const isoOrNull = z.union([z.iso.datetime({ offset: true }), z.null()]);

export const promotionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  creditsAmount: z.number().int(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
  isForNewUsersOnly: z.boolean(),
  maxRedemptions: z.number().int().nullable(),
  autoApply: z.boolean(),
  promotionCode: z.string().nullable(),
  termsAndConditions: z.string(),
  currentRedemptions: z.number().int(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(200),
    description: z.string().trim().min(1, 'Description is required').max(2000),
    creditsAmount: z.number().int().min(1, 'creditsAmount must be at least 1').max(10_000),
    startDate: isoOrNull,
    endDate: isoOrNull,
    isActive: z.boolean().default(true),
    isForNewUsersOnly: z.boolean().default(true),
    maxRedemptions: z.number().int().min(1).nullable().default(null),
    autoApply: z.boolean().default(true),
    promotionCode: z.string().trim().max(64).nullable().default(null),
    termsAndConditions: z.string().max(10_000).default(''),
  })
  .refine(
    (p) => !p.startDate || !p.endDate || new Date(p.endDate).getTime() >= new Date(p.startDate).getTime(),
    { message: 'The end date cannot be before the start date', path: ['endDate'] },
  );
export type PromotionBody = z.infer<typeof promotionBodySchema>;

export const promotionStatsSchema = z.object({
  totalRedemptions: z.number().int(),
  totalCreditsAwarded: z.number().int(),
  recentRedemptions: z.array(
    z.object({
      id: z.string(),
      userId: z.string(),
      creditsAwarded: z.number().int(),
      redeemedAt: z.string(),
    }),
  ),
});

export const redeemPromotionBodySchema = z.object({
  code: z.string().trim().min(1, 'A promotion code is required').max(64),
});

export const seoContentSchema = z.object({
  id: z.string(),
  page: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  content: z.string(),
  canonicalUrl: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogImage: z.string(),
  isActive: z.boolean(),
});
export type SeoContent = z.infer<typeof seoContentSchema>;

/** What a page's active SEO entry sets in its head; public (GET /api/seo-content?page=, and in the served HTML). */
export const pageSeoSchema = seoContentSchema.pick({
  page: true,
  title: true,
  description: true,
  keywords: true,
  canonicalUrl: true,
  ogTitle: true,
  ogDescription: true,
  ogImage: true,
});
export type PageSeo = z.infer<typeof pageSeoSchema>;

export const pageSeoQuerySchema = z.object({
  page: z.string().trim().min(1, 'page is required').max(200, 'page is at most 200 characters'),
});

/** An address a page may link to: empty, or an absolute http(s) URL (never `javascript:` or `data:`). */
const httpUrlOrEmpty = (field: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((value) => value === '' || /^https?:\/\/[^\s/?#]+/i.test(value), {
      message: `${field} must be an http:// or https:// address`,
    })
    .default('');

export const seoContentBodySchema = z.object({
  page: z.string().trim().min(1, 'Page is required').max(200),
  title: z
    .string()
    .trim()
    .min(1, 'Title is required')
    .max(LIMITS.seoTitleMax, `Title is at most ${LIMITS.seoTitleMax} characters`),
  description: z
    .string()
    .max(LIMITS.seoDescriptionMax, `Description is at most ${LIMITS.seoDescriptionMax} characters`)
    .default(''),
  keywords: z.string().max(1000).default(''),
  content: z.string().max(100_000).default(''),
  canonicalUrl: httpUrlOrEmpty('Canonical URL'),
  ogTitle: z.string().max(200).default(''),
  ogDescription: z.string().max(500).default(''),
  ogImage: httpUrlOrEmpty('Open Graph image'),
  isActive: z.boolean().default(true),
});

export const blogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  content: z.string(),
  excerpt: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  tags: z.array(z.string()),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogPostBodySchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(300),
  slug: z
    .string()
    .trim()
    .min(1, 'Slug is required')
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may contain lowercase letters, digits and dashes'),
  excerpt: z.string().max(2000).default(''),
  content: z.string().max(200_000).default(''),
  tags: z.array(z.string().trim().min(1).max(50)).max(30).default([]),
  published: z.boolean().default(false),
});

/** Blog tags: split on commas, trimmed, empties dropped (spec 001 section 5). */
export function parseTags(input: string): string[] {
  return input
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t.length > 0);
}

export const maintenanceStatusSchema = z.object({
  isEnabled: z.boolean(),
  title: z.string(),
  message: z.string(),
  estimatedDuration: z.string(),
  startedAt: z.string().nullable(),
});
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

export const enableMaintenanceBodySchema = z.object({
  title: z
    .string({ message: 'Title and message are required' })
    .trim()
    .min(1, 'Title and message are required')
    .max(200),
  message: z
    .string({ message: 'Title and message are required' })
    .trim()
    .min(1, 'Title and message are required')
    .max(2000),
  estimatedDuration: z.string().trim().max(100).optional(),
});

export const BACKUP_TYPES = ['full', 'data'] as const;
/** Who took a backup; 'safety' is the automatic one a real restore takes first. */
export const BACKUP_ORIGINS = ['manual', 'scheduled', 'emergency', 'safety'] as const;
export type BackupOrigin = (typeof BACKUP_ORIGINS)[number];
export const BACKUP_FREQUENCIES = ['hourly', 'daily', 'weekly'] as const;

export const backupStatusSchema = z.object({
  totalBackups: z.number().int(),
  totalSizeMB: z.number(),
  latestBackup: z.string().nullable(),
  diskSpaceAvailable: z.string(),
});
export const backupFileSchema = z.object({
  filename: z.string(),
  path: z.string(),
  timestamp: z.string(),
  type: z.enum(BACKUP_TYPES),
  sizeMB: z.number(),
  isValid: z.boolean(),
  /** Absent for backups written before origins were recorded. */
  origin: z.enum(BACKUP_ORIGINS).optional(),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

export const backupScheduleConfigSchema = z.object({
  enabled: z.boolean(),
  frequency: z.enum(BACKUP_FREQUENCIES),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:MM'),
  retentionDays: z.number().int().min(LIMITS.backupRetentionMinDays).max(LIMITS.backupRetentionMaxDays),
  backupType: z.enum(BACKUP_TYPES),
  weekDay: z.number().int().min(0).max(6),
});
export type BackupScheduleConfig = z.infer<typeof backupScheduleConfigSchema>;
export const DEFAULT_BACKUP_SCHEDULE: BackupScheduleConfig = {
  enabled: false,
  frequency: 'daily',
  time: '02:00',
  retentionDays: LIMITS.backupRetentionDefaultDays,
  backupType: 'full',
  weekDay: 0,
};
export const backupScheduleSchema = z.object({
  isRunning: z.boolean(),
  nextBackup: z.string().nullable(),
  config: backupScheduleConfigSchema,
});

export const createBackupBodySchema = z.object({ type: z.enum(BACKUP_TYPES).default('full') });
export const cleanupBackupsBodySchema = z.object({
  keepCount: z.number().int().min(1).max(1000).default(LIMITS.backupCleanupKeep),
});
export const restoreBackupBodySchema = z.object({
  backupPath: z.string().min(1).max(500),
  clearExisting: z.boolean().default(false),
  testMode: z.boolean().default(true),
  specificTables: z.array(z.string().max(100)).max(100).optional(),
  /** Also bring back the maintenance switch as it was in the backup; by default the live state stays. */
  restoreMaintenanceState: z.boolean().default(false),
});
export const restoreStatsSchema = z.object({
  recordsRestored: z.number().int(),
  tablesRestored: z.number().int(),
});

export const LOG_TYPES = ['error', 'access'] as const;

// Query strings and list answers of the admin calls whose shapes spec 001 does not show (docs/decisions/0044-admin-api-shapes.md).
const pageParam = z.coerce.number().int().min(1).max(100_000).default(1);

export const adminUsersQuerySchema = z.object({
  search: z.string().trim().max(200).default(''),
  page: pageParam,
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;
export const adminUsersPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const activityLogsQuerySchema = z.object({ page: pageParam });
export const activityLogsPageSchema = z.object({
  logs: z.array(activityLogEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ActivityLogsPage = z.infer<typeof activityLogsPageSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema });

/** Sign-ups per campaign source and per device class (System Overview). */
export const signupBreakdownSchema = z.object({
  days: z.number().int(),
  bySource: z.array(z.object({ source: z.string(), count: z.number().int() })),
  byDevice: z.array(z.object({ deviceType: z.string(), screenSize: z.string(), count: z.number().int() })),
});
export type SignupBreakdown = z.infer<typeof signupBreakdownSchema>;

export type PromotionStats = z.infer<typeof promotionStatsSchema>;
