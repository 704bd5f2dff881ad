import type { ContractDocument } from '../text/document';

// Where a clause sits, the way a lawyer cites it: "Section 8.1 Limitation of Liability". Numbered
// paragraphs ("8.1 ...", "Section 8.1 ...", "8. LIMITATION OF LIABILITY") give the number; the
// heading is the paragraph's own short title ("Limitation of Liability." before the text) or, for
// an untitled sub-clause, its parent section's title.

export interface SectionRef {
  readonly number: string | null;
  readonly heading: string | null;
}

const NUMBERED = /^(?:(?:section|clause|article)\s+)?(\d{1,3}(?:\.\d{1,3}){0,3})\.?\)?\s+(.*)$/i;
const SMALL_WORDS = new Set([
  'of',
  'and',
  'or',
  'the',
  'to',
  'for',
  'in',
  'on',
  'a',
  'an',
  'by',
  'with',
  'as',
  'at',
]);

/** A short title at the start of a paragraph: "Limitation of Liability." or "FEES:" or a whole short line. */
export function titleOf(text: string): string | null {
  const m = /^([A-Za-z][A-Za-z&/,' -]{1,60}?)(?:[.:]\s|[.:]?$|\s[-]\s)/.exec(text.trim());
  const candidate = m?.[1]?.trim();
  if (!candidate) return null;
  const words = candidate.split(/\s+/);
  if (words.length > 7) return null;
  const titled = words.every((w, i) => /^[A-Z&]/.test(w) || (i > 0 && SMALL_WORDS.has(w.toLowerCase())));
  if (!titled) return null;
  return candidate === candidate.toUpperCase() ? toTitleCase(candidate) : candidate;
}

function toTitleCase(text: string): string {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w, i) =>
      i > 0 && SMALL_WORDS.has(w)
        ? w
        : w.replace(/(^|-)([a-z])/g, (_, d: string, ch: string) => d + ch.toUpperCase()),
    )
    .join(' ');
}

interface Paragraph {
  readonly start: number;
  readonly number: string | null;
  readonly heading: string | null;
}

function paragraphs(doc: ContractDocument): Paragraph[] {
  const out: Paragraph[] = [];
  const { norm } = doc.text;
  let start = 0;
  while (start <= norm.length) {
    const nl = norm.indexOf('\n', start);
    const end = nl < 0 ? norm.length : nl;
    const line = norm.slice(start, end).trim();
    if (line !== '') {
      const m = NUMBERED.exec(line);
      if (m) out.push({ start, number: m[1] ?? null, heading: titleOf(m[2] ?? '') });
      else {
        const heading = line.length <= 60 && !/[.;]$/.test(line) ? titleOf(line) : null;
        out.push({ start, number: null, heading });
      }
    }
    if (nl < 0) break;
    start = nl + 1;
  }
  return out;
}

const cache = new WeakMap<ContractDocument, Paragraph[]>();

export function sectionAt(doc: ContractDocument, pos: number): SectionRef {
  let paras = cache.get(doc);
  if (!paras) {
    paras = paragraphs(doc);
    cache.set(doc, paras);
  }
  let number: string | null = null;
  let heading: string | null = null;
  const i = lastStartingAtOrBefore(paras, pos);
  const own = paras[i];
  if (!own) return { number, heading };
  number = own.number;
  heading = own.heading;
  // Untitled sub-clause (8.1 under "8. Limitation of Liability") or a bare heading line above.
  for (let j = i - 1; j >= 0 && heading === null; j -= 1) {
    const p = paras[j];
    if (!p) break;
    if (number === null && p.number !== null) {
      number = p.number;
      heading = p.heading;
    } else if (number !== null && p.number !== null && number.startsWith(`${p.number}.`)) heading = p.heading;
    else if (p.number === null && p.heading !== null && j === i - 1) heading = p.heading;
    if (i - j > 40) break;
  }
  return { number, heading };
}

/**
 * The last paragraph starting at or before pos (-1: none), by binary search over the paragraphs'
 * rising starts: the findings of a long contract each ask, and walking back from the end was
 * quadratic.
 */
function lastStartingAtOrBefore(paras: readonly Paragraph[], pos: number): number {
  let lo = 0;
  let hi = paras.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((paras[mid]?.start ?? 0) > pos) hi = mid;
    else lo = mid + 1;
  }
  return lo - 1;
}

/** "Section 8.1 Limitation of Liability", "Section 8.1", "Limitation of Liability" or null. */
export function sectionLabel(doc: ContractDocument, pos: number): string | null {
  const { number, heading } = sectionAt(doc, pos);
  if (number && heading) return `Section ${number} ${heading}`;
  if (number) return `Section ${number}`;
  return heading;
}
