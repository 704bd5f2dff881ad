import type { ContractLocale, InterviewMessage } from '@shared-schema';
import { loadEngine, todayIso } from './builder-engine';

type Engine = Awaited<ReturnType<typeof loadEngine>>;

/** What a locale change reads of a draft: the same for a signed-in contract and a guest's draft. */
export interface LocaleDraft {
  name: string;
  type: string | null;
  content: string | null;
  placeholders: Record<string, string> | null;
  /** The locale the draft is written for now. */
  locale: ContractLocale;
}

/** What a locale change writes: the locale, and the draft's text and facts where they change. */
export interface LocalePatch {
  locale: ContractLocale;
  content?: string;
  placeholders?: Record<string, string>;
}

type Conversation = readonly Pick<InterviewMessage, 'role' | 'content'>[];

/** Whether there is a draft to rewrite (else only the locale is stored; the first draft is written for it). */
function drafted(draft: LocaleDraft): draft is LocaleDraft & { type: string; content: string } {
  return Boolean(draft.content && draft.type);
}

/**
 * The draft rewritten for a new locale, on this device and offline too: the same facts (the placeholders, kept as
 * the person gave them) and the same removed sections and added terms (read from the conversation), with dates,
 * amounts and spelling the locale's way. Amounts keep their meaning (decision 0320): a plain "$" kept under the old
 * locale is first written as the dollar it meant there, and the amounts kept are the ones later turns read the
 * conversation's bare amounts as. Synchronous once the engine is loaded, so a caller can apply it inside a
 * read-modify-write of the stored draft.
 */
export function rewriteForLocale(
  engine: Engine,
  draft: LocaleDraft,
  messages: Conversation,
  locale: ContractLocale,
): LocalePatch {
  const patch: LocalePatch = { locale };
  if (!drafted(draft)) return patch;
  const before = engine.runInterview({
    contractName: draft.name,
    contractType: draft.type,
    messages: messages.map(({ role, content }) => ({ role, content })),
    today: todayIso(),
    locale: draft.locale,
    ...(draft.placeholders ? { keptFacts: draft.placeholders } : {}),
  });
  const kept = engine.pinAmounts(draft.type, draft.placeholders ?? before.facts, draft.locale);
  const written = engine.generateContract(draft.type, kept, {
    locale,
    today: todayIso(),
    ...before.documentEdits,
  });
  if (written.content !== draft.content) patch.content = written.content;
  // Only the dollars pinned: the facts are otherwise kept as they were (no agreement date filled in).
  if (draft.placeholders && JSON.stringify(kept) !== JSON.stringify(draft.placeholders))
    patch.placeholders = kept;
  return patch;
}

/** rewriteForLocale, loading the engine only when there is a draft to rewrite. */
export async function localePatch(
  draft: LocaleDraft,
  messages: Conversation,
  locale: ContractLocale,
): Promise<LocalePatch> {
  if (!drafted(draft)) return { locale };
  return rewriteForLocale(await loadEngine(), draft, messages, locale);
}
