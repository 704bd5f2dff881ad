import { z } from 'zod';
import { ATTRIBUTION_PARAMS, DEVICE_TYPES, SCREEN_SIZES } from './constants';

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
