import { candidateSentences } from '../text/caseless';
import type { ContractDocument } from '../text/document';
import { CONCEPTS, type Concept } from './concept-table';

// Which concepts of the table (concept-table.ts) a clause is about: its main clause's first, read once per document.

export { CONCEPTS, type Concept, type ConceptId } from './concept-table';

/** The concept of a clause, or null for a clause no concept describes. */
export function conceptOf(text: string): Concept | null {
  return conceptsOf(text)[0] ?? null;
}

/**
 * Every concept a clause touches, most telling first: a narrow concept before a broad one, and
 * among them the one whose head word comes first, since the main clause leads ('The Photographer
 * may cancel ..., refunding payments other than the retainer' is about ending the contract).
 */
export function conceptsOf(text: string): Concept[] {
  const found: Array<{ c: Concept; at: number; order: number }> = [];
  const main = mainClauseAt(text);
  CONCEPTS.forEach((c, order) => {
    if (!c.families.every((f) => f.test(text))) return;
    found.push({ c, at: headAt(c, text, main), order });
  });
  return found
    .sort(
      (a, b) => Number(a.c.broad === true) - Number(b.c.broad === true) || a.at - b.at || a.order - b.order,
    )
    .map((x) => x.c);
}

/**
 * Where the main clause starts, after a leading condition or time phrase ('On termination, the
 * Provider will delete...', 'If any payment is missed, the whole balance becomes due'): a concept
 * named only in that phrase is the occasion, not what the clause is about.
 */
function mainClauseAt(text: string): number {
  const lead =
    /^\s*(?:\d+(?:\.\d+)*\.?\s+)?(?:on|upon|after|if|when|where|following|in the event(?: that)?|unless|should)\b[^,;.]{3,160},\s*/i.exec(
      text,
    );
  return lead ? lead[0].length : 0;
}

/** Where a concept's head word is, counted after the main clause's start (a lead-in counts last). */
function headAt(c: Concept, text: string, main: number): number {
  const at = c.families[0]?.exec(text)?.index ?? 0;
  return at < main ? at + text.length : at;
}

/** Each concept's place in the table (the last tie-break of the order). */
const ORDER = new Map(CONCEPTS.map((c, i) => [c, i]));

function telling(text: string, concepts: readonly Concept[]): Concept[] {
  if (concepts.length < 2) return [...concepts];
  const order = ORDER;
  const main = mainClauseAt(text);
  return concepts
    .map((c) => ({ c, at: headAt(c, text, main), order: order.get(c) ?? 0 }))
    .sort(
      (a, b) => Number(a.c.broad === true) - Number(b.c.broad === true) || a.at - b.at || a.order - b.order,
    )
    .map((x) => x.c);
}

const byDoc = new WeakMap<ContractDocument, ReadonlyArray<readonly Concept[]>>();

/**
 * Every sentence's concepts, as conceptsOf gives them, from one scan of the whole text per concept
 * head word: a 15,000-word contract has a thousand sentences, most of which no concept's head
 * word occurs in.
 */
export function documentConcepts(doc: ContractDocument): ReadonlyArray<readonly Concept[]> {
  const known = byDoc.get(doc);
  if (known) return known;
  const found: Concept[][] = doc.sentences.map(() => []);
  for (const c of CONCEPTS) {
    const [head, ...rest] = c.families;
    if (!head) continue;
    for (const i of candidateSentences(doc, head)) {
      const text = doc.sentences[i]?.text ?? '';
      if (head.test(text) && rest.every((f) => f.test(text))) found[i]?.push(c);
    }
  }
  const out = found.map((list, i) => telling(doc.sentences[i]?.text ?? '', list));
  byDoc.set(doc, out);
  return out;
}
