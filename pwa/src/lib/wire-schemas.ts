import * as z from 'zod/mini';

/*
 * Answers parsed on every start, also for a first-time visitor: zod/mini keeps these parsers out of the
 * landing bundle's budget. Shapes mirror @shared-schema (apiErrorBodySchema, maintenanceStatusSchema);
 * everything parsed only for signed-in users uses the shared schemas, loaded on demand.
 */
export const apiErrorBodyWire = z.object({ message: z.string(), code: z.string() });

export const maintenanceStatusWire = z.object({
  isEnabled: z.boolean(),
  title: z.string(),
  message: z.string(),
  estimatedDuration: z.string(),
  startedAt: z.nullable(z.string()),
});

export const appConfigWire = z.object({
  identity: z.enum(['builtin', 'firebase']),
  firebase: z.nullable(
    z.object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      emulatorHost: z.nullable(z.string()),
    }),
  ),
  supportEmail: z.string(),
  payments: z.string(),
});

export const cachedUserWire = z.object({
  uid: z.string(),
  email: z.nullable(z.string()),
  displayName: z.nullable(z.string()),
});

/** A page's active SEO entry (mirrors pageSeoSchema): read from the served HTML on every start. */
export const pageSeoWire = z.object({
  page: z.string(),
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  canonicalUrl: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogImage: z.string(),
});
export type PageSeoWire = z.infer<typeof pageSeoWire>;

export const pageSeoAnswerWire = z.object({ seo: z.nullable(pageSeoWire) });
