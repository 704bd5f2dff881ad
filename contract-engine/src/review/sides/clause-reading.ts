import {
  amountsIn,
  conditionsIn,
  noticeIn,
  ratesIn,
  whenIn,
  type Condition,
  type Notice,
  type Rate,
} from '../reading/arguments';
import { conceptsOf, documentConcepts, type Concept } from '../reading/concepts';
import type { ContractDocument } from '../text/document';
import type { Sentence } from '../text/sentences';
import { partyTerm } from './parties';
import { MUTUAL, actorAt, type SideContext, type Who } from './side-finding';

// One clause read from the user's side: its concept, who holds the right or bears the duty (the
// party that is the subject of 'may', 'shall', 'must', 'is entitled to'), whether that is a power
// or a prohibition, its amounts, rates with their period, notice period and conditions.

export interface ClauseReading {
  readonly sentence: Sentence;
  readonly concept: Concept | null;
  /** Every concept the clause touches, most telling first. */
  readonly concepts: readonly Concept[];
  /** The subject of the clause's operative verb. */
  readonly holder: Who;
  /** 'power' for may/can/is entitled to, 'duty' for shall/must/will, 'barred' for may not/cannot, 'state' for owns/retains. */
  readonly force: 'power' | 'duty' | 'barred' | 'state' | null;
  readonly amounts: readonly string[];
  readonly rates: readonly Rate[];
  readonly notice: Notice | null;
  /** When it falls due ('within 30 days of each invoice'), when the clause says. */
  readonly when: string | null;
  readonly conditions: ReadonlySet<Condition>;
}

const VERB =
  /\b(?:(may not|cannot|can ?not|is not (?:entitled|permitted|allowed) to|shall not|must not|will not)|(may|can|is entitled to|reserves the right to|has the right to|is free to)|(shall|must|will|agrees to|is required to|undertakes to|pays)|(retains|owns|accepts|keeps|grants|assigns|transfers|is not (?:liable|responsible)|bears no|releases))\b/gi;

/** The holder and force of the first operative verb that has a party before it. */
function operative(ctx: SideContext | null, text: string): { holder: Who; force: ClauseReading['force'] } {
  if (!ctx) return { holder: null, force: null };
  // exec on the one global pattern rather than matchAll, which copies the pattern on every call.
  VERB.lastIndex = 0;
  for (let m = VERB.exec(text); m; m = VERB.exec(text)) {
    const at = m.index;
    const who = actorAt(ctx, text, at, 70);
    if (!who) continue;
    const force = m[1] ? 'barred' : m[2] ? 'power' : m[3] ? 'duty' : 'state';
    return { holder: who, force };
  }
  if (MUTUAL.test(text)) return { holder: 'mutual', force: null };
  // 'The Photographer's total liability is limited...', 'Studio is not liable...': the party the
  // clause opens with is the one it is about.
  const opening = text.replace(/^\s*(?:\d+(?:\.\d+)*\.?\s+)?/, '').slice(0, 40);
  const first = actorAt(ctx, opening, opening.length, 40);
  return first ? { holder: first, force: 'state' } : { holder: null, force: null };
}

type Neutral = Omit<ClauseReading, 'holder' | 'force'>;

/**
 * A clause's figures, each read the first time a judgment asks for it: most clauses are settled by
 * their concept and holder alone, so reading every amount, rate, notice and condition up front was
 * most of the work of reading a clause.
 */
class Figures implements Neutral {
  #amounts: readonly string[] | undefined;
  #rates: readonly Rate[] | undefined;
  #notice: Notice | null | undefined;
  #when: string | null | undefined;
  #conditions: ReadonlySet<Condition> | undefined;
  readonly concept: Concept | null;
  constructor(
    readonly sentence: Sentence,
    readonly concepts: readonly Concept[],
  ) {
    this.concept = concepts[0] ?? null;
  }
  get amounts(): readonly string[] {
    return (this.#amounts ??= amountsIn(this.sentence.text));
  }
  get rates(): readonly Rate[] {
    return (this.#rates ??= ratesIn(this.sentence.text));
  }
  get notice(): Notice | null {
    if (this.#notice === undefined) this.#notice = noticeIn(this.sentence.text);
    return this.#notice;
  }
  get when(): string | null {
    if (this.#when === undefined) this.#when = whenIn(this.sentence.text);
    return this.#when;
  }
  get conditions(): ReadonlySet<Condition> {
    return (this.#conditions ??= conditionsIn(this.sentence.text));
  }
}

/** The clause from one side: its holder and force, and the figures shared by both sides' readings. */
class Reading implements ClauseReading {
  constructor(
    private readonly figures: Figures,
    readonly holder: Who,
    readonly force: ClauseReading['force'],
  ) {}
  get sentence(): Sentence {
    return this.figures.sentence;
  }
  get concept(): Concept | null {
    return this.figures.concept;
  }
  get concepts(): readonly Concept[] {
    return this.figures.concepts;
  }
  get amounts(): readonly string[] {
    return this.figures.amounts;
  }
  get rates(): readonly Rate[] {
    return this.figures.rates;
  }
  get notice(): Notice | null {
    return this.figures.notice;
  }
  get when(): string | null {
    return this.figures.when;
  }
  get conditions(): ReadonlySet<Condition> {
    return this.figures.conditions;
  }
}

const cache = new WeakMap<Sentence, Map<string, ClauseReading>>();
const neutralCache = new WeakMap<Sentence, Figures>();
/** The concepts of a sentence of the document, most telling first (read once per document). */
export function sentenceConcepts(doc: ContractDocument, sentence: Sentence): readonly Concept[] {
  return documentConcepts(doc)[sentence.index] ?? conceptsOf(sentence.text);
}

/** What a clause says whoever reads it: concepts and figures, read once per sentence. */
export function readFigures(doc: ContractDocument, sentence: Sentence): Figures {
  const known = neutralCache.get(sentence);
  if (known) return known;
  const figures = new Figures(sentence, sentenceConcepts(doc, sentence));
  neutralCache.set(sentence, figures);
  return figures;
}

/** The clause read from a side; without one (no parties found) its concept and figures only. */
export function readClause(
  doc: ContractDocument,
  ctx: SideContext | null,
  sentence: Sentence,
): ClauseReading {
  const key = ctx ? `${ctx.user.name}|${ctx.other.name}` : '';
  const known = cache.get(sentence)?.get(key);
  if (known) return known;
  const { holder, force } = operative(ctx, sentence.text);
  const reading = new Reading(readFigures(doc, sentence), holder, force);
  const byKey = cache.get(sentence) ?? new Map<string, ClauseReading>();
  byKey.set(key, reading);
  cache.set(sentence, byKey);
  return reading;
}

/** The party named right after a phrase ('appointed by Studio', 'property of the Landlord'). */
export function partyAfter(ctx: SideContext, text: string, phrase: RegExp): Who {
  const re = new RegExp(`${phrase.source}\\s+(${partyTerm(ctx.user)}|${partyTerm(ctx.other)})\\b`, 'i');
  const m = re.exec(text);
  if (!m?.[1]) return null;
  return new RegExp(`^${partyTerm(ctx.user)}$`, 'i').test(m[1]) ? 'user' : 'other';
}

/** The party named right before a phrase ("the Provider's property"). */
export function partyBefore(ctx: SideContext, text: string, phrase: RegExp): Who {
  const re = new RegExp(`(${partyTerm(ctx.user)}|${partyTerm(ctx.other)})${phrase.source}`, 'i');
  const m = re.exec(text);
  if (!m?.[1]) return null;
  return new RegExp(`^${partyTerm(ctx.user)}$`, 'i').test(m[1]) ? 'user' : 'other';
}
