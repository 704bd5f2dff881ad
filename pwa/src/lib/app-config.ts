import type * as z from 'zod/mini';
import type { appConfigWire } from './wire-schemas';

export type AppConfig = z.infer<typeof appConfigWire>;

const CACHE_KEY = 'clausecraft.app-config';
export const DEFAULT_SUPPORT_EMAIL = 'support@clausecraft.app';
const FALLBACK: AppConfig = {
  identity: 'builtin',
  firebase: null,
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  payments: 'test',
};

async function cachedConfig(): Promise<AppConfig | null> {
  try {
    const raw = localStorage.getItem(CACHE_KEY);
    if (!raw) return null;
    const { appConfigWire: appConfigSchema } = await import('./wire-schemas');
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
    // Offline start: the request could only fail; the last answer stands in.
    if (!navigator.onLine) return (await cachedConfig()) ?? FALLBACK;
    // The parser (zod) is fetched alongside the answer, not before the first screen.
    const parser = import('./wire-schemas');
    parser.catch(() => undefined);
    try {
      const response = await fetch('/api/config', { credentials: 'include' });
      if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);
      const [{ appConfigWire: appConfigSchema }, body] = await Promise.all([parser, response.json()]);
      const config = appConfigSchema.parse(body);
      localStorage.setItem(CACHE_KEY, JSON.stringify(config));
      return config;
    } catch (error) {
      console.warn('Config fetch failed; using the last known settings', error);
      return (await cachedConfig()) ?? FALLBACK;
    }
  })();
  return pending;
}
