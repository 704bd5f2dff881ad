import { describe, expect, it } from 'vitest';
import { attributionSource, classifyDevice } from './constants';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

describe('classifyDevice (spec 000 section 9)', () => {
  it('mobile: a mobile user agent with width under 768', () => {
    expect(classifyDevice(IPHONE, 390)).toEqual({ deviceType: 'mobile', screenSize: 'small' });
    expect(classifyDevice(ANDROID_PHONE, 767)).toEqual({ deviceType: 'mobile', screenSize: 'small' });
    expect(classifyDevice(ANDROID_PHONE, 768)).toEqual({ deviceType: 'desktop', screenSize: 'medium' });
  });
  it('tablet: a tablet user agent with width from 768 up to, not including, 1024', () => {
    expect(classifyDevice(IPAD, 768)).toEqual({ deviceType: 'tablet', screenSize: 'medium' });
    expect(classifyDevice(ANDROID_TABLET, 1023)).toEqual({ deviceType: 'tablet', screenSize: 'medium' });
    expect(classifyDevice(IPAD, 1024)).toEqual({ deviceType: 'desktop', screenSize: 'large' });
    expect(classifyDevice(ANDROID_TABLET, 700)).toEqual({ deviceType: 'desktop', screenSize: 'small' });
  });
  it('everything else is desktop; screen sizes small < 768 <= medium < 1024 <= large', () => {
    expect(classifyDevice(DESKTOP, 500)).toEqual({ deviceType: 'desktop', screenSize: 'small' });
    expect(classifyDevice(DESKTOP, 1000)).toEqual({ deviceType: 'desktop', screenSize: 'medium' });
    expect(classifyDevice(DESKTOP, 1920)).toEqual({ deviceType: 'desktop', screenSize: 'large' });
  });
});

describe('attributionSource', () => {
  it('prefers utm_source, then _source, then gclid, else direct', () => {
    expect(attributionSource({ utm_source: 'news', _source: 'x' })).toBe('news');
    expect(attributionSource({ _source: 'partner' })).toBe('partner');
    expect(attributionSource({ gclid: 'abc' })).toBe('google-ads');
    expect(attributionSource({})).toBe('direct');
  });
});
