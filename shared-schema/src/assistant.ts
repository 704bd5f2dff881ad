import { z } from 'zod';

// Inputs and outputs of the built-in contract assistant (contract-engine/src/builder). The same
// shapes validate the structured output of an external OpenAI-compatible provider, so the PWA and
// the server never care which assistant answered.

/** Fact keys are the words used inside `[INSERT KEY]` markers: upper case, digits and spaces. */
export const FactKeySchema = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[A-Z0-9]+(?: [A-Z0-9]+)*$/, 'fact keys are UPPER CASE words separated by single spaces');
export type FactKey = z.infer<typeof FactKeySchema>;

export const FactKindSchema = z.enum([
  'party-name',
  'party-type',
  'money',
  'percentage',
  'date',
  'duration',
  'text',
  'address',
  'jurisdiction',
  'payment-schedule',
  'payment-method',
]);
export type FactKind = z.infer<typeof FactKindSchema>;

export const ChatRoleSchema = z.enum(['user', 'assistant']);
export type ChatRole = z.infer<typeof ChatRoleSchema>;

export const InterviewMessageSchema = z.object({
  role: ChatRoleSchema,
  content: z.string().max(20_000),
});
export type InterviewMessage = z.infer<typeof InterviewMessageSchema>;

/** ISO calendar date `YYYY-MM-DD`; the engine never reads the clock itself. */
export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected YYYY-MM-DD');

export const InterviewInputSchema = z.object({
  contractName: z.string().max(200).optional(),
  contractType: z.string().max(60).nullable().optional(),
  messages: z.array(InterviewMessageSchema).max(500),
  /** Today's date, used for the agreement date and relative dates such as "next Monday". */
  today: IsoDateSchema.optional(),
});
export type InterviewInput = z.infer<typeof InterviewInputSchema>;

export const FactMapSchema = z.record(FactKeySchema, z.string());
export type FactMap = z.infer<typeof FactMapSchema>;

export const GeneratedContractSchema = z.object({
  title: z.string().min(1),
  content: z.string().min(1),
  /** Every key of the template; '' while the fact is unknown (the content then shows its marker). */
  placeholders: z.record(FactKeySchema, z.string()),
});
export type GeneratedContract = z.infer<typeof GeneratedContractSchema>;

/** Changes the user asked for beyond facts: template sections left out and terms added. */
export const DocumentEditsSchema = z.object({
  removedSections: z.array(z.string().max(200)).max(50).optional(),
  addedTerms: z.array(z.string().max(2_000)).max(50).optional(),
});
export type DocumentEdits = z.infer<typeof DocumentEditsSchema>;

export const AssistantTurnSchema = z.object({
  message: z.string().min(1),
  confidence: z.number().int().min(0).max(100),
  contractType: z.string().nullable(),
  facts: FactMapSchema,
  missingFacts: z.array(FactKeySchema),
  readyToGenerate: z.boolean(),
  contract: GeneratedContractSchema.nullable(),
  /** Facts the latest message changed or added, so the preview can flash them. */
  changedFacts: z.array(FactKeySchema).optional(),
  /** Section removals and added terms, to pass back to generateContract when regenerating. */
  documentEdits: DocumentEditsSchema.optional(),
});
export type AssistantTurn = z.infer<typeof AssistantTurnSchema>;

export const ConfidenceBandSchema = z.enum(['high', 'medium', 'low']);
export type ConfidenceBand = z.infer<typeof ConfidenceBandSchema>;

export const FactSummarySchema = z.object({
  key: FactKeySchema,
  kind: FactKindSchema,
  question: z.string().min(1),
  importance: z.number().int().min(1).max(10),
  required: z.boolean(),
});
export type FactSummary = z.infer<typeof FactSummarySchema>;

export const ContractTypeSummarySchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string(),
  keywords: z.array(z.string()),
  facts: z.array(FactSummarySchema),
});
export type ContractTypeSummary = z.infer<typeof ContractTypeSummarySchema>;

export const GenerateOptionsSchema = z.object({
  today: IsoDateSchema.optional(),
  /** Keep every `[INSERT KEY]` marker in the content and only report values in `placeholders`. */
  keepMarkers: z.boolean().optional(),
  ...DocumentEditsSchema.shape,
});
export type GenerateOptions = z.infer<typeof GenerateOptionsSchema>;

// Structured model of the plain-text contract content; the Word generator renders this.
export const ContractParagraphSchema = z.object({
  /** Sub-clause letter such as 'a' for "(a) ..."; null for a body paragraph. */
  label: z.string().nullable(),
  text: z.string(),
});
export type ContractParagraph = z.infer<typeof ContractParagraphSchema>;

export const ContractSectionSchema = z.object({
  number: z.number().int().min(1),
  heading: z.string(),
  paragraphs: z.array(ContractParagraphSchema),
});
export type ContractSection = z.infer<typeof ContractSectionSchema>;

export const SignatureFieldSchema = z.object({ label: z.string(), value: z.string() });
export type SignatureField = z.infer<typeof SignatureFieldSchema>;

export const SignatoryBlockSchema = z.object({
  label: z.string(),
  fields: z.array(SignatureFieldSchema),
});
export type SignatoryBlock = z.infer<typeof SignatoryBlockSchema>;

export const ParsedContractSchema = z.object({
  title: z.string(),
  preamble: z.array(z.string()),
  sections: z.array(ContractSectionSchema),
  signatureBlock: z.object({
    intro: z.string(),
    parties: z.array(SignatoryBlockSchema),
  }),
});
export type ParsedContract = z.infer<typeof ParsedContractSchema>;
