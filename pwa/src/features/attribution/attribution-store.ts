import { ATTRIBUTION_PARAMS, classifyDevice, type AttributionParam } from '@shared-schema/constants';

export const ATTRIBUTION_KEY = 'clausecraft.attribution';
export const ATTRIBUTION_SENT_KEY = 'clausecraft.attribution-sent';

/** The stored first-touch record as text (validated with the shared schema where it is sent). */
export function readAttributionText(): string | null {
  try {
    return localStorage.getItem(ATTRIBUTION_KEY);
  } catch {
    return null;
  }
}

/**
 * On every app start: the first visit's campaign parameters, landing path, referrer and device class are
 * kept; later visits never replace them (first touch wins), so they survive guest use until sign-up.
 */
export function captureAttribution(location: Pick<Location, 'search' | 'pathname'> = window.location): void {
  try {
    if (localStorage.getItem(ATTRIBUTION_KEY)) return;
    const query = new URLSearchParams(location.search);
    const params: Partial<Record<AttributionParam, string>> = {};
    for (const key of ATTRIBUTION_PARAMS) {
      const value = query.get(key)?.trim();
      if (value) params[key] = value.slice(0, 200);
    }
    const record = {
      params,
      landingPath: location.pathname.slice(0, 500),
      referrer: document.referrer.slice(0, 500),
      firstSeenAt: new Date().toISOString(),
      device: classifyDevice(navigator.userAgent, window.innerWidth),
    };
    localStorage.setItem(ATTRIBUTION_KEY, JSON.stringify(record));
  } catch {
    // Storage blocked or full: attribution is best effort.
  }
}

export function attributionSent(): boolean {
  try {
    return localStorage.getItem(ATTRIBUTION_SENT_KEY) === '1';
  } catch {
    return true;
  }
}

export function markAttributionSent(): void {
  try {
    localStorage.setItem(ATTRIBUTION_SENT_KEY, '1');
  } catch {
    // Nothing to do: the server keeps the first record anyway.
  }
}
