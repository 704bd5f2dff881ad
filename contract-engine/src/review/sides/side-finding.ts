import type { Severity } from '@shared-schema';
import { candidateSentences } from '../text/caseless';
import type { ContractDocument } from '../text/document';
import type { Sentence } from '../text/sentences';
import { partyTerm, type ReviewParty } from './parties';

// A finding read from one side of the contract: who it hurts is known, so the explanation and the
// fix speak to the user ("you") and name the other party by the contract's own defined term.

export interface SideContext {
  readonly doc: ContractDocument;
  readonly user: ReviewParty;
  readonly other: ReviewParty;
  readonly governingLaw: string | null;
}

export interface SideFinding {
  readonly id: string;
  /** Order among findings of equal severity: the costliest kinds first. */
  readonly rank: number;
  /** adverse: against the user; favourable: in the user's favour (raises the score). */
  readonly effect: 'adverse' | 'favourable';
  readonly severity: Severity;
  readonly title: string;
  readonly explanation: string;
  readonly consequences: string;
  readonly fix: string;
  readonly rationale: string;
  readonly sentence: Sentence;
}

export type SideRule = (ctx: SideContext) => SideFinding[];

export const MUTUAL =
  /\b(?:either party|each party|neither party|both parties|each of the parties|the parties|mutual(?:ly)?|one party)\b/i;

/** The defined term a party goes by ("the Company"), else its name. */
export function display(p: ReviewParty): string {
  const alias = p.aliases[0];
  return alias ? `the ${alias}`.replace(/^the the /i, 'the ') : p.name;
}

export function bare(p: ReviewParty): string {
  return p.aliases[0] ?? p.name;
}

/** How findings name the parties: 'the Landlord' in prose, 'Landlord' in a rewritten clause. */
export function names(ctx: SideContext): { O: string; U: string; Ob: string } {
  return { O: display(ctx.other), U: bare(ctx.user), Ob: bare(ctx.other) };
}

const termCache = new WeakMap<ReviewParty, RegExp>();

function termRe(p: ReviewParty): RegExp {
  let re = termCache.get(p);
  if (!re) {
    re = new RegExp(`\\b${partyTerm(p)}\\b`, 'gi');
    termCache.set(p, re);
  }
  return re;
}

/**
 * Which party is the actor of the words at `at` in `text`: the party named closest before it
 * (within `window` characters), or 'mutual' when "either party" and the like sit closer.
 */
export function actorAt(
  ctx: SideContext,
  text: string,
  at: number,
  window = 120,
): 'user' | 'other' | 'mutual' | null {
  const from = Math.max(0, at - window);
  const slice = text.slice(from, at);
  // The party named last wins; on the same position the user, then the other party, then 'mutual'.
  let best: 'user' | 'other' | 'mutual' | null = null;
  let bestAt = -1;
  const user = lastMatchAt(termRe(ctx.user), slice);
  if (user >= 0) [best, bestAt] = ['user', user];
  const other = lastMatchAt(termRe(ctx.other), slice);
  if (other >= 0 && other > bestAt) [best, bestAt] = ['other', other];
  const mutual = lastMatchAt(MUTUAL_ALL, slice);
  if (mutual >= 0 && mutual > bestAt) best = 'mutual';
  return best;
}

const MUTUAL_ALL = new RegExp(MUTUAL.source, 'gi');

/**
 * Where a global pattern's last match in a text starts (-1: none), stepping as matchAll does but
 * without the copy of the pattern matchAll makes on every call (actorAt runs for every verb of
 * every clause read, from both sides).
 */
function lastMatchAt(re: RegExp, text: string): number {
  let last = -1;
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    last = m.index;
    if (m[0] === '') re.lastIndex += 1;
  }
  return last;
}

/**
 * The party that acts in a sentence: the first one named as the subject of "shall", "will",
 * "must" or "agrees", else the one after "by" in a passive ("shall be carried out by the Provider").
 */
export function subjectOf(ctx: SideContext, text: string): 'user' | 'other' | 'mutual' | null {
  const firstSubject = (source: string): number => {
    const re = new RegExp(`${source}\\s+(?:shall|will|must|agrees|is required|undertakes)\\b`, 'gi');
    for (const m of text.matchAll(re)) {
      const at = m.index ?? 0;
      // "work requested by the Client shall be done by ...": the Client is not the subject.
      if (!/\bby\s*$/i.test(text.slice(Math.max(0, at - 4), at))) return at;
    }
    return Number.POSITIVE_INFINITY;
  };
  const candidates: Array<{ pos: number; who: 'user' | 'other' | 'mutual' }> = [
    { pos: firstSubject(`\\b${partyTerm(ctx.user)}`), who: 'user' },
    { pos: firstSubject(`\\b${partyTerm(ctx.other)}`), who: 'other' },
    { pos: firstSubject(MUTUAL.source), who: 'mutual' },
  ];
  const best = candidates.reduce((x, y) => (y.pos < x.pos ? y : x));
  if (Number.isFinite(best.pos)) return best.who;
  const by = new RegExp(
    `\\b(?:carried out|performed|provided|made|done|delivered|completed|undertaken)\\s+by\\s+(${partyTerm(ctx.user)}|${partyTerm(ctx.other)})\\b`,
    'i',
  ).exec(text);
  if (!by?.[1]) return null;
  return new RegExp(`^${partyTerm(ctx.user)}$`, 'i').test(by[1]) ? 'user' : 'other';
}

/** "ninety (90) days" or "90 days" -> 90; months become days. */
export function periodDays(text: string): { days: number; phrase: string } | null {
  const m = /\b((?:[a-z-]+\s+)?\(?(\d{1,4})\)?\s*(?:calendar\s+|business\s+)?(days?|months?|years?))\b/i.exec(
    text,
  );
  const n = Number(m?.[2]);
  if (!m || !Number.isFinite(n)) return null;
  const unit = (m[3] ?? '').toLowerCase();
  const days = unit.startsWith('month') ? n * 30 : unit.startsWith('year') ? n * 365 : n;
  const word = unit.replace(/s$/, '');
  return { days, phrase: `${n} ${n === 1 ? word : `${word}s`}` };
}

export type Who = 'user' | 'other' | 'mutual' | null;

export interface SentenceMatch {
  readonly sentence: Sentence;
  readonly at: number;
  readonly text: string;
}

/** Per document, each pattern's matches: the same for both sides, so found once per review. */
const matchCache = new WeakMap<ContractDocument, Map<RegExp, readonly SentenceMatch[]>>();

/** A pattern's matches in each sentence, sentence by sentence (only where one scan says it can match). */
export function matches(ctx: SideContext, re: RegExp): readonly SentenceMatch[] {
  const byPattern = matchCache.get(ctx.doc) ?? new Map<RegExp, readonly SentenceMatch[]>();
  matchCache.set(ctx.doc, byPattern);
  const known = byPattern.get(re);
  if (known) return known;
  const out: SentenceMatch[] = [];
  for (const i of candidateSentences(ctx.doc, re)) {
    const sentence = ctx.doc.sentences[i];
    if (!sentence) continue;
    re.lastIndex = 0;
    for (const m of sentence.text.matchAll(re)) out.push({ sentence, at: m.index ?? 0, text: m[0] });
  }
  byPattern.set(re, out);
  return out;
}

export function finding(
  ctx: SideContext,
  base: Omit<SideFinding, 'effect'>,
  who: Who,
  adverseWhen: 'user' | 'other',
): SideFinding | null {
  if (who === adverseWhen) return { ...base, effect: 'adverse' };
  if (who === (adverseWhen === 'user' ? 'other' : 'user'))
    return { ...base, effect: 'favourable', severity: 'low' };
  return null;
}
