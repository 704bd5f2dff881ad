import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../analyze';
import { CHECKLIST } from './checklist';
import { evidenced } from './find-missing';

// Contracts and clauses written for this test.

const item = (clauseType: string) => {
  const found = CHECKLIST.find((i) => i.clauseType === clauseType);
  if (!found) throw new Error(`No checklist item ${clauseType}`);
  return found;
};

describe('missing clauses agree with the rest of the review', () => {
  it('never reports governing law missing when the review extracted the governing law', () => {
    const contract = [
      'SOFTWARE DEVELOPMENT AGREEMENT',
      'This Software Development Agreement is made on 3 March 2025 between Kestrel Apps Private Limited ("Developer") and Lotus Foods Limited ("Client").',
      '1. Services. The Developer shall design and build the mobile ordering application described in Schedule A.',
      '2. Fees. The Client shall pay the Developer INR 900,000 in three instalments within 30 days of each invoice.',
      '3. Term. This Agreement starts on the date above and ends on 31 December 2025 unless terminated earlier.',
      '4. Termination. Either party may terminate this Agreement on 30 days written notice to the other.',
      '5. Law. This Agreement shall be interpreted according to the laws of India.',
      '6. Notices. Notices shall be given in writing to the addresses above.',
    ].join('\n\n');
    const review = analyzeContract(contract);
    expect(review.keyTerms?.governingLaw?.value).toBe('India');
    expect(review.missingClauses.map((m) => m.clauseType)).not.toContain('Governing Law');
  });

  it('counts an extracted key term or a detected category as the clause being there', () => {
    expect(evidenced(item('Assignment'), { categories: new Set(['Anti-Assignment']) })).toBe(true);
    expect(evidenced(item('Assignment'), { categories: new Set(['Insurance']) })).toBe(false);
    expect(
      evidenced(item('Term and Duration'), {
        keyTerms: {
          documentName: null,
          parties: [],
          agreementDate: null,
          effectiveDate: null,
          expirationDate: { value: '31 December 2026', evidence: { start: 0, end: 10, quote: 'x' } },
          duration: null,
          renewalTerm: null,
          noticePeriodToTerminateRenewal: null,
          terminationNoticePeriod: null,
          paymentTerms: null,
          governingLaw: null,
        },
      }),
    ).toBe(true);
    expect(evidenced(item('Term and Duration'), {})).toBe(false);
  });
});
