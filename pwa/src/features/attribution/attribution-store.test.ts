// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_KEY,
  attributionSent,
  captureAttribution,
  markAttributionSent,
} from './attribution-store';

function at(url: string): { search: string; pathname: string } {
  const u = new URL(url);
  return { search: u.search, pathname: u.pathname };
}

describe('campaign attribution in the browser', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the first visit, with its campaign tags and device class; a later visit does not replace it', () => {
    captureAttribution(at('https://x.example/?utm_source=news&utm_campaign=spring&_geo=de&other=1'));
    captureAttribution(at('https://x.example/pricing?utm_source=later'));
    const stored: unknown = JSON.parse(localStorage.getItem(ATTRIBUTION_KEY) ?? 'null');
    expect(stored).toMatchObject({
      params: { utm_source: 'news', utm_campaign: 'spring', _geo: 'de' },
      landingPath: '/',
      device: { deviceType: 'desktop' },
    });
    expect(JSON.stringify(stored)).not.toContain('other');
  });

  it('remembers that it was sent', () => {
    expect(attributionSent()).toBe(false);
    markAttributionSent();
    expect(attributionSent()).toBe(true);
  });
});
