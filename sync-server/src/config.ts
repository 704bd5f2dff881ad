import path from 'node:path';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const boolFlag = z
  .string()
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** Every configuration variable, its default and its meaning, is listed in docs/configuration.md. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optional,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  PUBLIC_URL: optional,
  SUPER_ADMIN_EMAIL: z.string().default('admin@clausecraft.app'),
  SUPPORT_EMAIL: z.string().default('support@clausecraft.app'),
  MAIL_FROM: z.string().default('Clausecraft <no-reply@clausecraft.app>'),
  SMTP_URL: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_TO_STDOUT: boolFlag,
  TRUST_PROXY: boolFlag,
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().max(10_000).default(1),
  ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  RECENT_LOGIN_SECONDS: z.coerce.number().int().min(30).default(300),
  FIREBASE_PROJECT_ID: optional,
  FIREBASE_API_KEY: optional,
  FIREBASE_AUTH_DOMAIN: optional,
  FIREBASE_AUTH_EMULATOR_HOST: optional,
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE_URL: optional,
  PAYMENTS_TEST_MODE: boolFlag,
  PWA_DIST_DIR: z.string().default('./dist/pwa'),
  ESIGN_P12_PATH: optional,
  ESIGN_P12_PASSPHRASE: z.string().default(''),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  publicUrl: string;
  superAdminEmail: string;
  supportEmail: string;
  mailFrom: string;
  smtpUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  logToStdout: boolean;
  trustProxy: boolean;
  /** Proxies in front of the server: the client address is the one the outermost trusted proxy added. */
  trustProxyHops: number;
  /** Scales every request limit of middleware/rate-limit-policies.ts (e.g. 100 for browser test runs from one address). */
  rateLimitMultiplier: number;
  idTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  recentLoginSeconds: number;
  firebase:
    | {
        projectId: string;
        apiKey: string | undefined;
        authDomain: string | undefined;
        emulatorHost: string | undefined;
      }
    | undefined;
  openai: { apiKey: string | undefined; baseUrl: string | undefined; model: string } | undefined;
  stripe:
    { secretKey: string; webhookSecret: string | undefined; apiBaseUrl: string | undefined } | undefined;
  /**
   * Without Stripe, whether the local TEST MODE checkout (credits without payment) may run: on a loopback
   * PUBLIC_URL (a developer's machine), or anywhere when PAYMENTS_TEST_MODE=true says so on purpose.
   */
  paymentsTestMode: boolean;
  pwaDistDir: string;
  /** The PKCS#12 that seals signed PDFs (issue 29); null: the one generated in DATA_DIR/keys. */
  esignSeal: { p12Path: string | null; passphrase: string };
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    publicUrl,
    superAdminEmail: e.SUPER_ADMIN_EMAIL.toLowerCase(),
    supportEmail: e.SUPPORT_EMAIL,
    mailFrom: e.MAIL_FROM,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    logToStdout: e.LOG_TO_STDOUT,
    trustProxy: e.TRUST_PROXY,
    trustProxyHops: e.TRUST_PROXY_HOPS,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    idTokenTtlSeconds: e.ID_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    recentLoginSeconds: e.RECENT_LOGIN_SECONDS,
    firebase: e.FIREBASE_PROJECT_ID
      ? {
          projectId: e.FIREBASE_PROJECT_ID,
          apiKey: e.FIREBASE_API_KEY,
          authDomain: e.FIREBASE_AUTH_DOMAIN,
          emulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
        }
      : undefined,
    openai:
      e.OPENAI_API_KEY || e.OPENAI_BASE_URL
        ? { apiKey: e.OPENAI_API_KEY, baseUrl: e.OPENAI_BASE_URL, model: e.OPENAI_MODEL }
        : undefined,
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          apiBaseUrl: e.STRIPE_API_BASE_URL,
        }
      : undefined,
    paymentsTestMode: e.PAYMENTS_TEST_MODE || isLoopbackUrl(publicUrl),
    pwaDistDir: path.resolve(e.PWA_DIST_DIR),
    esignSeal: {
      p12Path: e.ESIGN_P12_PATH ? path.resolve(e.ESIGN_P12_PATH) : null,
      passphrase: e.ESIGN_P12_PASSPHRASE,
    },
  };
}

function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}
