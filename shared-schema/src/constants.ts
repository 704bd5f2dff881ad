// Business constants of the spec (000 section 9, 001 section 9). One place, imported by server and PWA.

export const CREDIT_COSTS = {
  contractDownload: 2,
  review: 1,
  reviewUnlock: 1,
  reviewReportDownload: 1,
} as const;

export const FREE_TRIAL_CREDITS = 3;

export const TIMINGS_MS = {
  generationCountdown: 60_000,
  refreshAfterGeneration: 3_000,
  toastToEvent: 1_000,
  placeholderHighlight: 2_000,
  previewScroll: 1_500,
  cookieBannerDelay: 2_000,
  toastDefault: 2_500,
  toastRemoval: 500,
  searchDebounce: 300,
  paymentSuccessRedirect: 5_000,
  paymentSuccessCreditsRefetch: 2_000,
  postSignupRedirect: 2_000,
  checkoutScriptWait: 10_000,
  analysisCountdown: 60_000,
  maintenancePollApp: 600_000,
  maintenanceStaleApp: 300_000,
  maintenancePollPage: 30_000,
  maintenanceElapsedRefresh: 60_000,
  adminMaintenancePoll: 10_000,
  adminBackupStatusPoll: 30_000,
  adminBackupSchedulePoll: 60_000,
  adminStatusCache: 300_000,
  adminSecondaryCheck: 120_000,
  adminAccessRecheck: 30_000,
} as const;

export const LIMITS = {
  transactionsPageSize: 20,
  accountRecentTransactions: 5,
  activityLogPageSize: 10,
  mobileBreakpointPx: 768,
  tabletBreakpointPx: 1024,
  uploadMaxBytes: 10 * 1024 * 1024,
  uploadExtensions: ['.doc', '.docx', '.txt'] as const,
  reviewTextAreaMinHeight: 300,
  adminBlockAfterFailedAttempts: 3,
  seoTitleMax: 60,
  seoDescriptionMax: 160,
  backupRetentionMinDays: 1,
  backupRetentionMaxDays: 365,
  backupRetentionDefaultDays: 30,
  backupCleanupKeep: 30,
  supportNameMin: 2,
  supportMessageMin: 10,
  // Not in the spec: bounds that keep bodies and rows sane.
  supportMessageMax: 5_000,
  nameMax: 100,
  emailMax: 254,
  contractNameMax: 200,
  chatMessageMax: 10_000,
  contractContentMax: 500_000,
  jsonBodyMaxBytes: 1024 * 1024,
} as const;

/** Confidence bands live in assistant.ts (confidenceBand in the engine), score bands in review.ts. */

/** CB-{year}-{last six digits of the timestamp}. */
export function formatContractNumber(at: Date = new Date()): string {
  return `CB-${at.getFullYear()}-${String(at.getTime()).slice(-6)}`;
}
export const CONTRACT_NUMBER_PATTERN = /^CB-\d{4}-\d{6}$/;

export const DEFAULT_CONTRACT_FILENAME = (id: string) => `contract-${id}.docx`;
export const DEFAULT_REVIEW_FILENAME = (id: string) => `contract_review_${id}.docx`;

export const MAINTENANCE_DEFAULTS = { title: 'System Maintenance', estimatedDuration: '30 minutes' } as const;

export const COOKIE_CONSENT_KEY = 'clausecraft.cookie-consent';
export const GUEST_STORAGE_PREFIX = 'clausecraft.guest.';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';
export function screenSize(width: number): 'small' | 'medium' | 'large' {
  if (width < LIMITS.mobileBreakpointPx) return 'small';
  if (width < LIMITS.tabletBreakpointPx) return 'medium';
  return 'large';
}
