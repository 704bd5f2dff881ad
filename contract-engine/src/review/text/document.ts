import type { Evidence } from '@shared-schema';
import { normalizeText, toOriginalSpan, type NormalizedText } from './normalize';
import { sentenceAt, splitSentences, type Sentence } from './sentences';

// One parsed contract shared by every detector, so the text is normalised and segmented once.

export interface ContractDocument {
  readonly text: NormalizedText;
  readonly sentences: readonly Sentence[];
  readonly wordCount: number;
  /** Normalised offsets of section headings, ascending, with their label. */
  readonly headings: ReadonlyArray<{ readonly pos: number; readonly label: string }>;
}

// "12.3", "Section 4", "ARTICLE V", "7. Termination", or an all-caps title line.
const HEADING =
  /(?:^|\n|\. )((?:(?:[Ss]ection|SECTION|[Aa]rticle|ARTICLE|[Cc]lause|CLAUSE) [0-9IVXLCivxlc]+(?:\.[0-9]+)*|[0-9]{1,2}(?:\.[0-9]{1,2}){0,3}\.?) [A-Z][A-Za-z,&/' -]{2,60}?)(?=[.:]|\n| [A-Z][a-z]+ )/g;

/** Runs of [A-Za-z0-9$%], counted without making a string of each. */
function countWords(norm: string): number {
  let count = 0;
  let inWord = false;
  for (let i = 0; i < norm.length; i += 1) {
    const c = norm.charCodeAt(i);
    const word =
      (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 36 || c === 37;
    if (word && !inWord) count += 1;
    inWord = word;
  }
  return count;
}

export function parseDocument(original: string): ContractDocument {
  const text = normalizeText(original);
  const sentences = splitSentences(text);
  const wordCount = countWords(text.norm);
  const headings: Array<{ pos: number; label: string }> = [];
  for (const m of text.norm.matchAll(HEADING)) {
    const label = m[1];
    if (label === undefined) continue;
    headings.push({ pos: (m.index ?? 0) + m[0].indexOf(label), label: label.trim() });
  }
  return { text, sentences, wordCount, headings };
}

export function evidenceOf(doc: ContractDocument, start: number, end: number): Evidence {
  const span = toOriginalSpan(doc.text, start, end);
  return { start: span.start, end: span.end, quote: doc.text.original.slice(span.start, span.end) };
}

export function sentenceEvidence(doc: ContractDocument, sentence: Sentence): Evidence {
  return evidenceOf(doc, sentence.start, sentence.end);
}

export function sentenceContaining(doc: ContractDocument, pos: number): Sentence | undefined {
  const i = sentenceAt(doc.sentences, pos);
  return i >= 0 ? doc.sentences[i] : undefined;
}

/** Human label for where a normalised offset sits: the nearest preceding heading, else a position hint. */
export function locationOf(doc: ContractDocument, pos: number): string {
  let lo = 0;
  let hi = doc.headings.length - 1;
  let best = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const h = doc.headings[mid];
    if (!h) break;
    if (h.pos <= pos) {
      best = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const heading = best >= 0 ? doc.headings[best] : undefined;
  // A heading thousands of characters back is probably not this clause's section.
  if (heading && pos - heading.pos < 6000)
    return heading.label.length > 70 ? `${heading.label.slice(0, 67)}...` : heading.label;
  const pct = doc.text.norm.length > 0 ? Math.round((pos / doc.text.norm.length) * 100) : 0;
  return `Sentence at about ${pct}% of the document`;
}

/** Shorten a quote for display without cutting words. */
export function shorten(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.lastIndexOf(' ', max - 1);
  return `${t.slice(0, cut > max / 2 ? cut : max - 1)}...`;
}
