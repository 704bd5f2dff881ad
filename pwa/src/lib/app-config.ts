import type * as z from 'zod/mini';
import { appConfigWire as appConfigSchema } from './wire-schemas';

export type AppConfig = z.infer<typeof appConfigSchema>;

const CACHE_KEY = 'clausecraft.app-config';
export const DEFAULT_SUPPORT_EMAIL = 'support@clausecraft.app';
const FALLBACK: AppConfig = { identity: 'builtin', firebase: null, superAdminEmail: null, supportEmail: DEFAULT_SUPPORT_EMAIL, payments: 'test' };

function cachedConfig(): AppConfig | null {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    if (!raw) return null;
    const parsed = appConfigSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let pending: Promise<AppConfig> | null = null;

/** Public settings from /api/config; the last answer is kept so the app starts offline with the same identity provider. */
export function loadAppConfig(): Promise<AppConfig> {
  pending ??= (async () => {
    try {
      const response = await fetch('/api/config', { credentials: 'include' });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      const config = appConfigSchema.parse(await response.json());
      localStorage.setItem(CACHE_KEY, JSON.stringify(config));
      return config;
    } catch (error) {
      console.warn('Config fetch failed; using the last known settings', error);
      return cachedConfig() ?? FALLBACK;
    }
  })();
  return pending;
}
