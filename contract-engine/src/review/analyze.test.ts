import { describe, expect, it } from 'vitest';
import { reviewDataSchema, scoreBand, type ReviewData } from '@shared-schema';
import { analyzeContract } from './analyze';

// All contract text here is written for these tests.

const PREAMBLE =
  'MASTER SERVICES AGREEMENT\n\nThis Master Services Agreement (the "Agreement") is entered into on March 3, 2024 by and between Northwind Analytics Inc., a Delaware corporation ("Provider"), and Bluebird Retail LLC, a Texas limited liability company ("Customer").\n\n';

const BALANCED = `${PREAMBLE}1. Services. Provider shall perform the services described in each statement of work.

2. Fees and Payment. Customer shall pay each invoice within thirty (30) days after receipt. The monthly fee is $12,000 payable monthly in arrears.

3. Term. This Agreement shall commence on the Effective Date and shall continue for a period of two (2) years unless terminated earlier in accordance with this Agreement.

4. Termination. Either party may terminate this Agreement upon thirty (30) days' written notice if the other party materially breaches this Agreement and fails to cure the breach.

5. Confidentiality. Each party shall keep the other party's confidential information secret and use it only to perform this Agreement.

6. Limitation of Liability. In no event shall either party be liable for any indirect, incidental or consequential damages. Each party's aggregate liability shall not exceed the fees paid in the twelve months before the claim.

7. Indemnification. Each party shall indemnify and hold harmless the other party from third-party claims caused by its breach of this Agreement.

8. Warranties. Provider warrants that the services will be performed with reasonable skill and care.

9. Intellectual Property. Each party retains ownership of its pre-existing intellectual property. Provider hereby assigns to Customer all right, title and interest in the deliverables upon full payment.

10. Insurance. Provider shall maintain general liability insurance with coverage of at least $1,000,000 per occurrence.

11. Assignment. Neither party may assign this Agreement without the prior written consent of the other party.

12. Force Majeure. Neither party is liable for delays caused by events beyond its reasonable control.

13. Notices. All notices shall be in writing and delivered to the addresses stated above.

14. Data Protection. Each party shall comply with applicable data protection laws when processing personal data.

15. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of the State of New York. Any dispute shall be resolved in the courts located in New York County.

16. Entire Agreement. This Agreement constitutes the entire agreement between the parties and supersedes all prior agreements.
`;

function flagTitles(r: ReviewData): string[] {
  return r.redFlags.map((f) => f.title);
}

function withClause(clause: string): ReviewData {
  return analyzeContract(`${BALANCED}\n17. Additional Terms. ${clause}\n`);
}

describe('analyzeContract on a balanced services agreement', () => {
  const review = analyzeContract(BALANCED);

  it('validates against the shared schema', () => {
    expect(reviewDataSchema.safeParse(review).success).toBe(true);
  });

  it('detects the type, parties and key terms with evidence', () => {
    expect(review.contractInfo.type).toBe('Services Agreement');
    expect(review.keyTermsSummary.parties).toEqual(
      expect.arrayContaining(['Northwind Analytics Inc.', 'Provider', 'Bluebird Retail LLC', 'Customer']),
    );
    expect(review.keyTerms?.agreementDate?.value).toBe('March 3, 2024');
    expect(review.keyTerms?.governingLaw?.value).toBe('State of New York');
    expect(review.keyTerms?.duration?.value).toBe('2 years');
    expect(review.keyTermsSummary.paymentTerms).toContain('thirty (30) days');
    const law = review.keyTerms?.governingLaw;
    expect(law && BALANCED.slice(law.evidence.start, law.evidence.end)).toBe(law?.evidence.quote);
  });

  it('detects clause categories with evidence pointing into the text', () => {
    const present = new Map((review.detectedClauses ?? []).map((c) => [c.category, c]));
    for (const category of [
      'Cap on Liability',
      'Anti-Assignment',
      'Insurance',
      'IP Ownership Assignment',
      'Governing Law',
      'Parties',
      'Agreement Date',
    ]) {
      expect(present.get(category)?.present, category).toBe(true);
    }
    expect(present.get('Non-Compete')?.present).toBe(false);
    const cap = present.get('Cap on Liability');
    for (const e of cap?.evidence ?? []) expect(BALANCED.slice(e.start, e.end)).toBe(e.quote);
  });

  it('raises no red flags, misses no standard clause and scores Good (balanced, nothing in either side’s favour)', () => {
    expect(review.redFlags).toEqual([]);
    expect(review.missingClauses).toEqual([]);
    expect(scoreBand(review.contractInfo.overallScore)).toBe('Good');
    expect(review.contractInfo.summary).toContain('Services Agreement');
  });

  it('extracts obligations with party, deadline and consequence', () => {
    const pay = review.obligations.find(
      (o) => o.party === 'Customer' && /pay each invoice/.test(o.obligation),
    );
    expect(pay?.deadline).toMatch(/within thirty \(30\) days/);
    expect(pay?.consequence).toMatch(/payment/i);
    expect(review.obligations.some((o) => o.party === 'Provider' && /insurance/.test(o.obligation))).toBe(
      true,
    );
    expect(review.keyTermsSummary.keyObligations.length).toBeGreaterThan(0);
  });

  it('gives plain-language explanations of hard sentences', () => {
    expect(review.plainLanguageExplanations.length).toBeGreaterThan(0);
    for (const p of review.plainLanguageExplanations) {
      expect(BALANCED).toContain(p.originalText);
      expect(p.explanation.length).toBeGreaterThan(20);
    }
  });

  it('is deterministic', () => {
    expect(analyzeContract(BALANCED)).toEqual(review);
  });
});

describe('red flags', () => {
  const cases: Array<[string, string, 'high' | 'medium' | 'low']> = [
    [
      'Uncapped liability',
      "Notwithstanding anything else, Provider's liability for breach of this Agreement shall be unlimited liability and shall not be limited in any way.",
      'high',
    ],
    [
      'Only you indemnify the Customer',
      'Provider shall indemnify, defend and hold harmless Customer from any and all claims whatsoever, regardless of fault.',
      'high',
    ],
    [
      "Automatic renewal unless you give 90 days' notice",
      'This Agreement shall automatically renew for successive one-year terms unless a party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.',
      'high',
    ],
    [
      'Broad non-compete binds you for 3 years after this contract ends (anywhere in the world)',
      'During the term and for three (3) years thereafter, Provider shall not, anywhere in the world, engage in or compete with any business similar to that of Customer.',
      'high',
    ],
    [
      'You give the Customer more intellectual property than the work it pays for',
      'Provider hereby assigns to Customer all pre-existing intellectual property owned by Provider before the Effective Date that relates to the services.',
      'high',
    ],
    [
      'Only the Customer can end the contract at will',
      'Customer may terminate this Agreement at any time for any reason upon written notice to Provider.',
      'high',
    ],
    [
      'The Provider can raise the price on its own',
      'Provider may increase the fees at any time upon notice to Customer.',
      'high',
    ],
    [
      'Liquidated damages or termination fee',
      'If Provider terminates early, Provider shall pay an early termination fee equal to six months of fees as liquidated damages.',
      'medium',
    ],
    [
      'Jury-trial waiver',
      'Each party hereby waives any right to a trial by jury in any proceeding arising out of this Agreement.',
      'medium',
    ],
    [
      'Late-payment charge above the norm',
      // The charge must fall on the side reviewed (Provider by default): one naming no one falls on the payer.
      'Overdue amounts owed by Provider shall bear a late charge of 5% per month until paid.',
      'high',
    ],
    [
      'The Provider can change the contract on its own',
      'Provider may amend this Agreement at any time in its sole discretion by posting the updated terms.',
      'high',
    ],
    [
      'Personal guarantee',
      'The undersigned officer personally guarantees payment of all amounts owed by Provider.',
      'high',
    ],
  ];

  it.each(cases)('flags %s', (title, clause, severity) => {
    const review = withClause(clause);
    const flag = review.redFlags.find((f) => f.title === title);
    expect(flag, `${title} in ${flagTitles(review).join(', ')}`).toBeDefined();
    expect(flag?.severity).toBe(severity);
    expect(flag?.evidence?.quote).toContain(clause.slice(0, 30));
    expect(flag?.legalConsequences).toBeTruthy();
    const edit = review.editSuggestions.find((e) => e.currentText === flag?.evidence?.quote);
    expect(edit?.suggestedText).toBeTruthy();
    expect(edit?.rationale).toBeTruthy();
    expect(review.contractInfo.overallScore).toBeLessThan(
      analyzeContract(BALANCED).contractInfo.overallScore,
    );
  });

  it('does not flag a reasonable late-payment rate or a short renewal notice', () => {
    const review = withClause(
      'Overdue amounts bear interest at 1% per month. This Agreement shall automatically renew for one-year terms unless either party gives notice of non-renewal thirty (30) days before the end of the term.',
    );
    expect(flagTitles(review)).not.toContain('Late-payment charge above the norm');
    // A short notice window either party can use is fair: no renewal finding at all.
    expect(flagTitles(review).filter((t) => /renewal/i.test(t))).toEqual([]);
  });

  it('edit suggestion for sole discretion rewrites the quoted clause', () => {
    const review = withClause('Customer may approve or reject each deliverable in its sole discretion.');
    const edit = review.editSuggestions.find((e) => /sole discretion/.test(e.currentText));
    expect(edit?.suggestedText).toContain('reasonable discretion, exercised in good faith');
    expect(edit?.suggestedText).not.toContain('sole discretion');
  });

  it('treats mutual indemnities written as two one-way promises as balanced', () => {
    const review = withClause(
      'Provider shall indemnify Customer against claims caused by Provider. Customer shall indemnify Provider against claims caused by Customer.',
    );
    expect(flagTitles(review).filter((t) => /indemnif/i.test(t))).toEqual([]);
  });

  it('orders flags by severity', () => {
    const review = withClause(
      'Provider may increase the fees at any time upon notice to Customer. Customer may approve deliverables in its sole discretion.',
    );
    const ranks = review.redFlags.map((f) => ({ high: 0, medium: 1, low: 2 })[f.severity]);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });
});

describe('missing clauses', () => {
  const SPARSE = `CONSULTING AGREEMENT\n\nThis Consulting Agreement is made between Harbor Labs Inc. ("Company") and Jordan Lee ("Consultant").\n\n1. Services. Consultant shall provide marketing advice as requested by Company.\n\n2. Fees. Company shall pay Consultant $150 per hour within fifteen (15) days after each invoice.\n\n3. Relationship. Consultant is an independent contractor and shall be responsible for its own taxes.\n`;
  const review = analyzeContract(SPARSE);
  const missing = new Map(review.missingClauses.map((m) => [m.clauseType, m]));

  it('lists the clauses a consulting agreement should have, with model text', () => {
    for (const clause of [
      'Termination',
      'Limitation of Liability',
      'Governing Law',
      'Confidentiality',
      'Intellectual Property Ownership',
      'Indemnification',
    ]) {
      expect(missing.has(clause), clause).toBe(true);
      expect(missing.get(clause)?.modelClause?.length ?? 0).toBeGreaterThan(50);
    }
    expect(missing.get('Termination')?.importance).toBe('critical');
    expect(missing.has('Payment Terms')).toBe(false);
  });

  it('lists critical gaps first and lowers the score', () => {
    expect(review.missingClauses[0]?.importance).toBe('critical');
    expect(review.contractInfo.overallScore).toBeLessThan(60);
    expect(reviewDataSchema.safeParse(review).success).toBe(true);
  });

  it('applies NDA-specific checks to NDAs', () => {
    const nda = analyzeContract(
      'MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis Agreement is made between Pine Corp. ("Pine") and Oak Ltd. ("Oak"). Each party shall keep the Confidential Information of the other party confidential and shall not disclose it to any third party. This Agreement is governed by the laws of the State of Oregon and disputes shall be heard in the courts of Portland. Notices shall be given in writing. This Agreement is the entire agreement of the parties and terminates after two years.',
    );
    expect(nda.contractInfo.type).toBe('Non-Disclosure Agreement');
    const types = nda.missingClauses.map((m) => m.clauseType);
    expect(types).toEqual(
      expect.arrayContaining([
        'Exclusions from Confidential Information',
        'Return or Destruction of Information',
        'Compelled Disclosure',
      ]),
    );
    expect(types).not.toContain('Limitation of Liability');
    expect(nda.detectedClauses?.some((c) => c.category.startsWith('NDA: '))).toBe(true);
  });

  it('counts a stated duration as saying when the contract ends', () => {
    const nda = (term: string) =>
      analyzeContract(
        `MUTUAL NON-DISCLOSURE AGREEMENT\n\nThis Agreement is made between Pine Corp. ("Pine") and Oak Ltd. ("Oak"). Each party shall keep the Confidential Information of the other party confidential and shall not disclose it to any third party. This Agreement is governed by the laws of the State of Oregon. ${term}`,
      ).missingClauses.map((m) => m.clauseType);
    expect(nda('This Agreement remains in effect for two (2) years from the Effective Date.')).not.toContain(
      'Termination',
    );
    expect(nda('The obligations of this Agreement continue for three years.')).not.toContain('Termination');
    expect(nda('Each party shall use the information only for the evaluation.')).toContain('Termination');
  });
});

describe('low-information input', () => {
  it.each([
    ['empty', ''],
    ['whitespace', '   \n\n\t  '],
    ['garbage', 'asdf qwer zxcv !!! ### 12345 %%%% ^^^^ \u0000\u0001 ))))(((('],
    [
      'prose',
      'The quick brown fox jumps over the lazy dog. It was a sunny day and everyone went to the beach to swim.',
    ],
    ['unbalanced punctuation', '("""((((]]]]....;;;;'.repeat(500)],
  ])('%s input gives a valid, low-information result', (_name, text) => {
    const review = analyzeContract(text);
    expect(reviewDataSchema.safeParse(review).success).toBe(true);
    expect(review.contractInfo.type).toBe('Unknown');
    expect(review.contractInfo.overallScore).toBe(0);
    expect(review.redFlags).toEqual([]);
    expect(review.missingClauses).toEqual([]);
    expect(review.contractInfo.summary.length).toBeGreaterThan(20);
  });

  it('never throws on random text', () => {
    let seed = 7;
    const rand = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const alphabet = 'abc shall party Agreement "()., ;\n$%0123456789 terminate notice days';
    for (let i = 0; i < 30; i += 1) {
      const len = Math.floor(rand() * 3000);
      let text = '';
      for (let j = 0; j < len; j += 1) text += alphabet.charAt(Math.floor(rand() * alphabet.length));
      expect(reviewDataSchema.safeParse(analyzeContract(text)).success).toBe(true);
    }
  });
});
