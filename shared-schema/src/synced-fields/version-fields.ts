import { z } from 'zod';
import { LIMITS } from '../constants';
import { placeholdersSchema } from './contract-fields';
import { declaredFields, field } from './declared-field';

/** Who made a version: the person (Details panel, restore) or the assistant (a chat turn, a generation). */
export const VERSION_AUTHOR_KINDS = ['person', 'assistant'] as const;
export type VersionAuthorKind = (typeof VERSION_AUTHOR_KINDS)[number];

/** What made a version (docs/decisions/0200-contract-versions.md). */
export const VERSION_CAUSES = ['generation', 'chat', 'details', 'restore', 'guest-draft'] as const;
export type VersionCause = (typeof VERSION_CAUSES)[number];

/** Devices name themselves with a random id kept in the browser; the server's own chat says 'server'. */
export const deviceIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'a device id is letters, digits and dashes');

export const VERSION_SUMMARY_MAX = 300;

/**
 * A contract version's fields, declared once (see declared-field.ts). A version is append-only: written once by
 * the device (or the server's chat) that made the change, never edited, so every field is 'created'. It keeps the
 * full text (content and the filled-in values), so any version opens, compares and restores on its own.
 */
export const VERSION_FIELDS = {
  key: { id: z.uuid() },
  created: {
    contractId: field(z.uuid(), { sample: '01900000-0000-7000-8000-000000000001' }),
    deviceId: field(deviceIdSchema, { sample: 'device-1' }),
    authorKind: field(z.enum(VERSION_AUTHOR_KINDS), { sample: 'assistant' }),
    cause: field(z.enum(VERSION_CAUSES), { sample: 'chat' }),
    content: field(z.string().max(LIMITS.contractContentMax), {
      sample: 'This agreement is made between [CLIENT NAME] and the Provider.',
    }),
    placeholders: field(placeholdersSchema.nullable(), {
      default: null,
      sample: { 'CLIENT NAME': 'Acme Ltd' },
      store: 'json',
    }),
    summary: field(z.string().max(VERSION_SUMMARY_MAX), { sample: 'Client name set to Acme Ltd' }),
    /** The version a restore brought back. */
    restoredFrom: field(z.uuid().nullable(), {
      default: null,
      sample: '01900000-0000-7000-8000-000000000002',
    }),
    /** When the change was made, by the device's clock (capped at the server's time on push). */
    createdAt: field(z.string().max(40), { sample: '2026-01-02T03:04:05.678Z', store: 'time' }),
  },
};

export const VERSION_DECLARED = declaredFields(VERSION_FIELDS);

export const versionShape = { ...VERSION_FIELDS.key, ...VERSION_FIELDS.created };
