import { z } from 'zod';
import { ContractLocaleSchema, InterviewMessageSchema } from '@shared-schema';

/**
 * The interview's input as the routes already validated it: the thread checks the shape only, so a limit
 * the route applies differently (a guest's contract type) never fails a task the main thread accepted.
 */
const interviewInputShape = z.object({
  contractName: z.string().optional(),
  contractType: z.string().nullable().optional(),
  messages: z.array(InterviewMessageSchema),
  today: z.string().optional(),
  locale: ContractLocaleSchema.optional(),
  keptFacts: z.record(z.string(), z.string()).optional(),
});

/** The work the engine threads do: one interview turn, or one contract analysis. */
export const engineTaskSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('interview'), input: interviewInputShape }),
  z.object({ kind: z.literal('review'), text: z.string(), party: z.string().nullable() }),
]);
export type EngineTask = z.infer<typeof engineTaskSchema>;

export const engineRequestSchema = z.object({ id: z.number().int(), task: engineTaskSchema });

export const engineReplySchema = z.discriminatedUnion('ok', [
  z.object({ id: z.number().int(), ok: z.literal(true), result: z.unknown() }),
  z.object({ id: z.number().int(), ok: z.literal(false), message: z.string() }),
]);
export type EngineReply = z.infer<typeof engineReplySchema>;
