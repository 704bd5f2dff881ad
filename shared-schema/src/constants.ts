// Business constants of the spec (000 section 9, 001 section 9). One place, imported by server and PWA.
// No zod at run time here: the PWA's first page imports this module through '@shared-schema/constants'.
import type { CreditPackage } from './credits';

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
  /** All messages of one conversation together (a long interview is a few thousand characters). */
  chatConversationMax: 100_000,
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
/** Non-secret cookie the server sets beside the httpOnly refresh cookie (and clears with it): the PWA asks for a refresh only when it exists. */
export const SESSION_HINT_COOKIE = 'cc_session';
/** Non-secret cookie the PWA keeps while this browser has a guest session or a remembered user: / is then Home, not the landing. */
export const HOME_HINT_COOKIE = 'cc_home';
/** The build's prerendered landing page (beside the shell index.html), served for / when neither hint cookie is present. */
export const PRERENDERED_LANDING_FILE = 'landing.html';

/** The id of the JSON block in which the server hands a page's active SEO entry to the app. */
export const PAGE_SEO_ELEMENT_ID = 'page-seo';

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';
export function screenSize(width: number): 'small' | 'medium' | 'large' {
  if (width < LIMITS.mobileBreakpointPx) return 'small';
  if (width < LIMITS.tabletBreakpointPx) return 'medium';
  return 'large';
}

/** The plan table of spec 000 section 9 (authoritative; the dialog's Starter/Professional figures are not used). */
export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  {
    id: 'free-trial',
    credits: 3,
    price: 0,
    title: 'Free Trial',
    description: 'Try Clausecraft free: 1 contract creation and 1 review.',
    features: ['3 credits on sign-up', '1 contract creation', '1 contract review'],
    popular: false,
    recurring: 'none',
  },
  {
    id: 'standard-contract-pack-monthly',
    credits: 5,
    price: 15,
    title: 'Standard Contract Pack',
    description: 'For a steady flow of agreements every month.',
    features: ['5 credits every month', '2 contract creations', '1 contract review', 'Credits never expire'],
    popular: true,
    recurring: 'monthly',
  },
  {
    id: 'premium-contract-pack-monthly',
    credits: 15,
    price: 35,
    title: 'Premium Contract Pack',
    description: 'For busy teams and property managers.',
    features: [
      '15 credits every month',
      '6 contract creations',
      '3 contract reviews',
      'Credits never expire',
    ],
    popular: false,
    recurring: 'monthly',
  },
  {
    id: 'quick-boost-onetime',
    credits: 5,
    price: 20,
    title: 'Quick Boost',
    description: 'A one-time top-up, no subscription.',
    features: ['5 credits once', 'No subscription', 'Credits never expire'],
    popular: false,
    recurring: 'none',
  },
];

/** Spec 000 section 3: the campaign attribution record. */
export const ATTRIBUTION_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  '_source',
  '_quality',
  '_usertype',
  '_product',
  '_geo',
  '_category',
  '_intent',
  '_device',
] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const satisfies readonly DeviceClass[];
export const SCREEN_SIZES = ['small', 'medium', 'large'] as const;
export type DeviceClassification = { deviceType: DeviceClass; screenSize: (typeof SCREEN_SIZES)[number] };

const MOBILE_UA = /Mobi|Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;
const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;

/**
 * Spec 000 section 9: mobile is a mobile user agent with width under 768; tablet is a tablet user agent with
 * width from 768 up to (excluding) 1024; everything else is desktop. Screen size: small under 768, medium
 * under 1024, otherwise large.
 */
export function classifyDevice(userAgent: string, width: number): DeviceClassification {
  const size = screenSize(width);
  if (MOBILE_UA.test(userAgent) && width < LIMITS.mobileBreakpointPx)
    return { deviceType: 'mobile', screenSize: size };
  if (TABLET_UA.test(userAgent) && width >= LIMITS.mobileBreakpointPx && width < LIMITS.tabletBreakpointPx)
    return { deviceType: 'tablet', screenSize: size };
  return { deviceType: 'desktop', screenSize: size };
}

/** The source an operator reads in the overview: utm_source, else the private _source tag, else google-ads for a gclid, else direct. */
export function attributionSource(params: Partial<Record<AttributionParam, string>>): string {
  return params.utm_source || params._source || (params.gclid ? 'google-ads' : 'direct');
}
/**
 * First path segments the PWA has screens for (pwa/src/app/routes.tsx; a test keeps both in step). The
 * server answers any other page path with the app's 404 screen and HTTP status 404.
 */
export const APP_ROUTE_SEGMENTS = [
  'auth',
  'reset-password',
  'contract-builder',
  'documents',
  'my-documents',
  'contract-review',
  'contract-review-details',
  'buy-credits',
  'purchase-success',
  'purchase-failed',
  'account',
  'transactions',
  'admin',
  'maintenance',
  'contracts',
  'terms',
  'privacy',
  'refund',
  'disclaimer',
  'sign',
  'verify-signature',
] as const;
