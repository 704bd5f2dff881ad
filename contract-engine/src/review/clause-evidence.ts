import type { DetectedClause, KeyTermsDetail, KeyTermValue } from '@shared-schema';
import { canonicalCategory, type CuadCategory } from './clauses/categories';
import { isShortHeading } from './clauses/operative';
import type { ContractDocument } from './text/document';

// The sentences quoted as a detected clause's evidence. A line of a few words ('9. NON-COMPETITION.',
// '3.3 Insurance.') is a section heading: it names where a clause is but is not the clause, so it is
// not quoted when the category has a real sentence to show. It still counts towards presence (the
// hits are unchanged); when a heading is all there is, it is what the user sees.

export function evidenceSentences(doc: ContractDocument, hits: readonly number[]): readonly number[] {
  return evidenceOfHits(hits, (i) => doc.sentences[i]?.text);
}

/** evidenceSentences over any sentence store (`textOf(i)` undefined: no such sentence). */
export function evidenceOfHits(
  hits: readonly number[],
  textOf: (sentence: number) => string | undefined,
): readonly number[] {
  const clauses = hits.filter((i) => {
    const text = textOf(i);
    return text !== undefined && !isShortHeading(text);
  });
  return clauses.length > 0 ? clauses : hits;
}

function keyTermClause(category: CuadCategory, values: ReadonlyArray<KeyTermValue | null>): DetectedClause {
  const evidence = values.flatMap((v) => (v ? [v.evidence] : []));
  return { category, present: evidence.length > 0, evidence };
}

/** The categories the key-term extractors answer, with the extracted values' evidence. */
export function keyTermClauses(terms: KeyTermsDetail): Partial<Record<CuadCategory, DetectedClause>> {
  return {
    'Document Name': keyTermClause('Document Name', [terms.documentName]),
    Parties: keyTermClause('Parties', terms.parties),
    'Agreement Date': keyTermClause('Agreement Date', [terms.agreementDate]),
    'Effective Date': keyTermClause('Effective Date', [terms.effectiveDate]),
    'Expiration Date': keyTermClause('Expiration Date', [terms.expirationDate]),
    'Renewal Term': keyTermClause('Renewal Term', [terms.renewalTerm]),
    'Notice Period to Terminate Renewal': keyTermClause('Notice Period to Terminate Renewal', [
      terms.noticePeriodToTerminateRenewal,
    ]),
    'Governing Law': keyTermClause('Governing Law', [terms.governingLaw]),
  };
}

/** The CUAD categories a review found present. */
export function presentCategories(clauses: readonly DetectedClause[]): Set<CuadCategory> {
  const out = new Set<CuadCategory>();
  for (const d of clauses) {
    const category = d.present ? canonicalCategory(d.category) : undefined;
    if (category) out.add(category);
  }
  return out;
}
