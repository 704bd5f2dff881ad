import { z } from 'zod';
import { CONTRACT_LOCALES } from './contract-locale';

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

/** How money and dates are written: the contract's locale (contract-locale.ts, a synced contract field). */
export const ContractLocaleSchema = z.enum(CONTRACT_LOCALES);

export const InterviewInputSchema = z.object({
  contractName: z.string().max(200).optional(),
  contractType: z.string().max(60).nullable().optional(),
  messages: z.array(InterviewMessageSchema).max(500),
  /** Today's date, used for the agreement date and relative dates such as "next Monday". */
  today: IsoDateSchema.optional(),
  /** The contract's locale, for how its text writes money and dates (default: GenerateOptions.locale's). */
  locale: ContractLocaleSchema.optional(),
  /**
   * The contract's facts as kept (its placeholders): with `locale`, an amount typed without a currency is
   * read in the locale's, except one the contract already keeps in another (read before a locale change).
   */
  keptFacts: z.record(z.string(), z.string().max(2_000)).optional(),
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
  /** Every declared fact of the type with its value and status, for the Details panel. */
  factStates: z.array(z.lazy(() => FactStateSchema)).optional(),
  /** The latest reply could not be read as the fact asked: show this fact's editor inline in the chat. */
  inlineEditor: FactKeySchema.optional(),
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
  /** Defaults to the governing law's conventions, then the currency typed, then the US. */
  locale: ContractLocaleSchema.optional(),
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

// Typed facts (issue 26): each contract type declares its facts once; the Details panel shows every
// fact with its value and state and edits it through a "set fact" message recorded in the
// conversation, so the built-in engine, the server and the OpenAI-compatible path all replay it.

/** The editor a fact needs. `party` is a name with its `party-form` (individual or legal form). */
export const FieldKindSchema = z.enum([
  'party',
  'party-form',
  'money',
  'date',
  'duration',
  'percentage',
  'address',
  'count',
  'choice',
  'text',
  'jurisdiction',
]);
export type FieldKind = z.infer<typeof FieldKindSchema>;

export const FactDeclarationSchema = z.object({
  key: FactKeySchema,
  /** Short label for the panel and for confirmations: "Security deposit", "Client". */
  label: z.string().min(1),
  kind: FieldKindSchema,
  /** The engine's finer kind (payment-schedule, payment-method...), for readers of older turns. */
  engineKind: FactKindSchema,
  question: z.string().min(1),
  required: z.boolean(),
  /** Suggested values for choice and party-form facts; `allowOther` lets the person type another. */
  options: z.array(z.string()).optional(),
  allowOther: z.boolean().optional(),
  /** Party facts: the party's id, its role label ("CLIENT") and the key of its legal-form fact. */
  party: z.object({ id: z.string(), role: z.string(), formKey: FactKeySchema.optional() }).optional(),
  /** A conditional fact ("only if there is a deposit"): the value that says there is none. */
  condition: z.object({ text: z.string(), noneValue: z.string(), noneLabel: z.string() }).optional(),
  /** Id of the clause (template section) the fact appears in, if one. */
  clause: z.string().optional(),
  /** Words that name this fact in a request ("deposit", "bond"), derived from the declaration. */
  synonyms: z.array(z.string()),
});
export type FactDeclaration = z.infer<typeof FactDeclarationSchema>;

export const ClauseDeclarationSchema = z.object({
  /** The section heading, upper case, as in the contract ("CONFIDENTIALITY"). */
  id: z.string().min(1),
  title: z.string().min(1),
  /** Optional clauses can be removed; core ones (parties, payment, term, signatures) cannot. */
  removable: z.boolean(),
  facts: z.array(FactKeySchema),
});
export type ClauseDeclaration = z.infer<typeof ClauseDeclarationSchema>;

export const FactsDeclarationSchema = z.object({
  typeId: z.string().min(1),
  title: z.string().min(1),
  facts: z.array(FactDeclarationSchema),
  clauses: z.array(ClauseDeclarationSchema),
  /** Legal systems the template is written for, e.g. ["US"]. */
  legalSystems: z.array(z.string()),
});
export type FactsDeclaration = z.infer<typeof FactsDeclarationSchema>;

/**
 * given: the person stated it (chat or panel); none: the person said there is none ("no deposit",
 * "no end date"); default: the engine filled it (agreement date = today); asked: the question was
 * put and not answered yet; marker: unknown, shown as `[INSERT KEY]`.
 */
export const FactStatusSchema = z.enum(['given', 'none', 'default', 'asked', 'marker']);
export type FactStatus = z.infer<typeof FactStatusSchema>;

export const FactStateSchema = z.object({
  key: FactKeySchema,
  value: z.string(),
  status: FactStatusSchema,
});
export type FactState = z.infer<typeof FactStateSchema>;

/** A machine-readable change the person made outside the chat (the Details panel). */
export const FactActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('set'), key: FactKeySchema, value: z.string().max(2_000) }),
  z.object({ action: z.literal('remove-clause'), clause: z.string().min(1).max(200) }),
  z.object({ action: z.literal('restore-clause'), clause: z.string().min(1).max(200) }),
]);
export type FactAction = z.infer<typeof FactActionSchema>;

/** The machine-readable tail of a user message; the chat shows only the human sentence before it. */
const ACTION_TAIL = /\n*\[\[clausecraft:(\{.*\})\]\]\s*$/s;

/** A user message content carrying `action`: the human sentence, then a tail the engine reads. */
export function encodeFactAction(sentence: string, action: FactAction): string {
  return `${sentence.trim()}\n\n[[clausecraft:${JSON.stringify(action)}]]`;
}

/** The action a user message carries, or null for an ordinary chat message. */
export function readFactAction(content: string): FactAction | null {
  const tail = ACTION_TAIL.exec(content)?.[1];
  if (!tail) return null;
  try {
    const parsed = FactActionSchema.safeParse(JSON.parse(tail));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What the chat shows for a message: the human sentence without the machine-readable tail. */
export function factActionDisplayText(content: string): string {
  return readFactAction(content) ? content.replace(ACTION_TAIL, '') : content;
}
