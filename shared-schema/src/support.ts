import { z } from 'zod';
import { LIMITS } from './constants';

/** Support form (spec 000 section 5), with its exact messages. */
export const supportRequestSchema = z.object({
  name: z
    .string({ message: 'Name must be at least 2 characters' })
    .trim()
    .min(LIMITS.supportNameMin, 'Name must be at least 2 characters')
    .max(LIMITS.nameMax, `Name must be at most ${LIMITS.nameMax} characters`),
  email: z
    .string({ message: 'Please enter a valid email address' })
    .trim()
    .max(LIMITS.emailMax, 'Please enter a valid email address')
    .pipe(z.email({ message: 'Please enter a valid email address' })),
  message: z
    .string({ message: 'Message must be at least 10 characters' })
    .trim()
    .min(LIMITS.supportMessageMin, 'Message must be at least 10 characters')
    .max(LIMITS.supportMessageMax, `Message must be at most ${LIMITS.supportMessageMax} characters`),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

export const supportResponseSchema = z.object({ success: z.literal(true), id: z.string() });

/** Campaign attribution record (spec 000 section 3). */
export const campaignAttributionSchema = z
  .object({
    utm_source: z.string().max(200),
    utm_medium: z.string().max(200),
    utm_campaign: z.string().max(200),
    utm_term: z.string().max(200),
    utm_content: z.string().max(200),
    gclid: z.string().max(200),
    _source: z.string().max(200),
    _quality: z.string().max(200),
    _usertype: z.string().max(200),
    _product: z.string().max(200),
    _geo: z.string().max(200),
    _category: z.string().max(200),
    _intent: z.string().max(200),
    _device: z.string().max(200),
  })
  .partial();
export type CampaignAttribution = z.infer<typeof campaignAttributionSchema>;
