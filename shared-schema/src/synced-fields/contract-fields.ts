import { z } from 'zod';
import { LIMITS } from '../constants';
import { browserContractLocale, CONTRACT_LOCALES, DEFAULT_CONTRACT_LOCALE } from '../contract-locale';
import { declaredFields, field, groupKeys } from './declared-field';

export const CONTRACT_STATUSES = ['draft', 'in-progress', 'completed', 'finalized'] as const;
export const contractStatusSchema = z.enum(CONTRACT_STATUSES);
export type ContractStatus = z.infer<typeof contractStatusSchema>;

export const placeholdersSchema = z.record(z.string().max(100), z.string().max(5_000));
export const contractLocaleSchema = z.enum(CONTRACT_LOCALES, {
  // Names the field: a guest turn or transfer refused for its locale says so.
  error: `The contract locale must be one of ${CONTRACT_LOCALES.join(', ')}`,
});

const isoString = z.string().max(40);

/**
 * The contract's fields, declared once (spec 000 section 3; see declared-field.ts for what derives from
 * it). A field added later says `since` (the next declaration version) and has a zod default, so data
 * written before it (guest drafts, local documents, rows) still reads.
 */
export const CONTRACT_FIELDS = {
  key: { id: z.uuid() },
  created: {
    contractNumber: field(z.string().max(40), { sample: 'CB-2026-424242' }),
  },
  editable: {
    name: field(z.string().trim().min(1).max(LIMITS.contractNameMax), { sample: 'Office lease, 2nd floor' }),
    type: field(z.string().max(100).nullable(), { default: null, sample: 'service-agreement' }),
    status: field(contractStatusSchema, { default: 'draft', sample: 'in-progress' }),
    aiConfidence: field(z.number().min(0).max(100).nullable(), { default: null, sample: 65 }),
    content: field(z.string().max(LIMITS.contractContentMax).nullable(), {
      default: null,
      sample: 'This agreement is made between [CLIENT NAME] and the Provider.',
    }),
    placeholders: field(placeholdersSchema.nullable(), {
      default: null,
      sample: { 'CLIENT NAME': 'Acme Ltd' },
      store: 'json',
    }),
    documentType: field(z.string().max(100).nullable(), { default: null, sample: 'docx' }),
    locale: field(contractLocaleSchema.default(DEFAULT_CONTRACT_LOCALE), {
      initial: browserContractLocale,
      sample: 'en-GB',
      since: 1,
    }),
  },
  server: {
    /** Set by a paid download; cleared when the document changes. */
    downloadedAt: field(isoString.nullable(), {
      default: null,
      sample: '2026-01-02T03:04:05.678Z',
      store: 'time',
    }),
  },
  time: { createdAt: isoString, updatedAt: isoString },
  apiOnly: {
    /** The owner: 'guest' for a guest template. */
    userId: z.string(),
    /** Set by POST /api/contracts/{id}/finalize. */
    finalizedAt: field(z.string().nullable().optional(), { default: null, sample: null, store: 'time' }),
  },
};

export const CONTRACT_DECLARED = declaredFields(CONTRACT_FIELDS);
/** The replicated fields: every declared field but the API-only ones. */
export const CONTRACT_DOC_DECLARED = CONTRACT_DECLARED.filter((f) => f.role !== 'apiOnly');
export const CONTRACT_EDITABLE_DECLARED = CONTRACT_DECLARED.filter((f) => f.role === 'editable');
export const CONTRACT_EDITABLE_FIELDS = groupKeys(CONTRACT_FIELDS.editable);
export type ContractEditableField = (typeof CONTRACT_EDITABLE_FIELDS)[number];

/** The fields of a replicated contract (sync.ts adds the clocks and the tombstone flag). */
export const contractDocShape = {
  ...CONTRACT_FIELDS.key,
  ...CONTRACT_FIELDS.created,
  ...CONTRACT_FIELDS.editable,
  ...CONTRACT_FIELDS.server,
  ...CONTRACT_FIELDS.time,
};
