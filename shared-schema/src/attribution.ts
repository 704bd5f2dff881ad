import { z } from 'zod';
import { LIMITS, screenSize as screenSizeOf, type DeviceClass } from './constants';

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

const param = z.string().trim().max(200).optional();

export const attributionSchema = z.object({
  params: z.partialRecord(z.enum(ATTRIBUTION_PARAMS), param),
  landingPath: z.string().max(500).default('/'),
  referrer: z.string().max(500).default(''),
  firstSeenAt: z.iso.datetime({ offset: true }),
  device: z.object({ deviceType: z.enum(DEVICE_TYPES), screenSize: z.enum(SCREEN_SIZES) }),
});
export type Attribution = z.infer<typeof attributionSchema>;

export const recordAttributionBodySchema = z.object({ attribution: attributionSchema });

const MOBILE_UA = /Mobi|Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;
const TABLET_UA = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;

/**
 * Spec 000 section 9: mobile is a mobile user agent with width under 768; tablet is a tablet user agent with
 * width from 768 up to (excluding) 1024; everything else is desktop. Screen size: small under 768, medium
 * under 1024, otherwise large.
 */
export function classifyDevice(userAgent: string, width: number): DeviceClassification {
  const screenSize = screenSizeOf(width);
  if (MOBILE_UA.test(userAgent) && width < LIMITS.mobileBreakpointPx)
    return { deviceType: 'mobile', screenSize };
  if (TABLET_UA.test(userAgent) && width >= LIMITS.mobileBreakpointPx && width < LIMITS.tabletBreakpointPx)
    return { deviceType: 'tablet', screenSize };
  return { deviceType: 'desktop', screenSize };
}

/** The source an operator reads in the overview: utm_source, else the private _source tag, else 'direct'. */
export function attributionSource(params: Attribution['params']): string {
  return params.utm_source || params._source || (params.gclid ? 'google-ads' : 'direct');
}
