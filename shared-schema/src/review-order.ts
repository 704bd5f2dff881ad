import type { PlainLanguageExplanation, RedFlag, ReviewData } from './review';

// One order for a review's findings wherever they are shown (the screen, the .docx report, the
// e-mail): most severe first and, within a severity, the order the reviewer gave (the engine puts
// the costliest kinds first), so the same review reads the same everywhere.

const RANK: Readonly<Record<RedFlag['severity'], number>> = { high: 3, medium: 2, low: 1 };
const position = (e: { readonly evidence?: { readonly start: number } }): number =>
  e.evidence?.start ?? Number.MAX_SAFE_INTEGER;

export function orderedRedFlags(data: Pick<ReviewData, 'redFlags'>): RedFlag[] {
  return data.redFlags
    .map((flag, i) => ({ flag, i }))
    .sort((a, b) => RANK[b.flag.severity] - RANK[a.flag.severity] || a.i - b.i)
    .map((x) => x.flag);
}

/** Explanations follow the contract, clause by clause. */
export function orderedExplanations(
  data: Pick<ReviewData, 'plainLanguageExplanations'>,
): PlainLanguageExplanation[] {
  return data.plainLanguageExplanations
    .map((item, i) => ({ item, i }))
    .sort((a, b) => position(a.item) - position(b.item) || a.i - b.i)
    .map((x) => x.item);
}

/** The findings as short numbered lines ('1. [high] Title (Section 4.2 Term)'), for plain-text e-mail. */
export function findingLines(data: Pick<ReviewData, 'redFlags'>): string[] {
  return orderedRedFlags(data).map((f, i) => `${i + 1}. [${f.severity}] ${f.title} (${f.location})`);
}

/** What the review says about whose side it reads, in one sentence (screen, report and e-mail). */
export function sideNote(data: Pick<ReviewData, 'perspective'>): string | null {
  const p = data.perspective;
  if (!p) return null;
  const names =
    p.partiesFrom === 'role-words'
      ? ' The contract names no parties, so the sides were read from the roles it uses.'
      : '';
  if (p.unmatchedRequest)
    return `No party called "${p.unmatchedRequest}" was found in this contract, so it was read as the ${p.party}.${names}`;
  return `Read from the side of the ${p.party}.${names}`;
}
