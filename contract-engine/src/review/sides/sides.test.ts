import { describe, expect, it } from 'vitest';
import { scoreBand } from '@shared-schema';
import { analyzeContract } from '../analyze';
import { parseDocument } from '../text/document';
import { findParties } from './parties';
import { sectionLabel } from './sections';

// Parties, clause locations and side-aware findings. All contract text is written for these tests.

const PREAMBLE =
  'CONSULTING AGREEMENT\n\nThis Consulting Agreement (the "Agreement") is made on May 2, 2025 between Orchard Lane Software Inc., a Delaware corporation (the "Company"), and Priya Raman Consulting LLC, a Colorado limited liability company (the "Consultant").\n\n';

function contract(...sections: string[]): string {
  return `${PREAMBLE}${sections.join('\n\n')}\n\nThis Agreement is governed by the laws of the State of Colorado.\n`;
}

const ONE_SIDED = contract(
  '1. SERVICES\n\n1.1 The Consultant shall provide the advisory services described in Schedule 1.\n\n1.2 The Consultant shall make any changes to the services that the Company requests at no additional cost.',
  '2. FEES\n\n2.1 The Company shall pay each undisputed invoice within ninety (90) days of receipt.',
  '3. TERMINATION\n\n3.1 The Company may terminate this Agreement at any time, for any reason, upon written notice to the Consultant.',
  "4. LIMITATION OF LIABILITY\n\n4.1 In no event shall the Company's aggregate liability under this Agreement exceed one hundred dollars ($100).",
  '5. INDEMNIFICATION\n\n5.1 The Consultant shall indemnify, defend and hold harmless the Company from and against any and all claims arising out of or relating to this Agreement.',
  '6. AMENDMENTS\n\n6.1 The Company may amend this Agreement, including the fees, at any time by notice to the Consultant.',
  '7. INTELLECTUAL PROPERTY\n\n7.1 The Consultant hereby assigns to the Company all right, title and interest in all inventions conceived by the Consultant during the term, whether or not related to the services.',
  '8. NON-COMPETITION\n\n8.1 For three (3) years after this Agreement ends, the Consultant shall not provide services to any competitor of the Company anywhere in the world.',
);

const BALANCED = contract(
  '1. SERVICES\n\n1.1 The Consultant shall provide the advisory services described in Schedule 1.\n\n1.2 Changes to the services shall be agreed in a written change order signed by both parties.',
  '2. FEES\n\n2.1 The Company shall pay each invoice within thirty (30) days of receipt.',
  "3. TERMINATION\n\n3.1 Either party may terminate this Agreement for convenience on sixty (60) days' written notice.",
  "4. LIMITATION OF LIABILITY\n\n4.1 Neither party's total liability under this Agreement shall exceed the fees paid in the twelve (12) months before the claim.",
  '5. INDEMNIFICATION\n\n5.1 Each party shall indemnify the other party against third-party claims caused by its own breach of this Agreement.',
  '6. CONFIDENTIALITY\n\n6.1 Each party shall keep the confidential information of the other party secret.',
  '7. GENERAL\n\n7.1 Neither party may assign this Agreement without the prior written consent of the other party.',
  '8. TERM\n\n8.1 This Agreement starts on the date above and continues for one (1) year.\n\n8.2 Either party may terminate this Agreement on written notice if the other party materially breaches it and does not cure the breach within thirty (30) days.',
  '9. WARRANTIES\n\n9.1 The Consultant warrants that the services will be performed with reasonable skill and care.',
  '10. INTELLECTUAL PROPERTY\n\n10.1 Upon payment in full, the Consultant assigns to the Company the copyright in the deliverables, and the Consultant retains its pre-existing materials.',
  '11. DISPUTES\n\n11.1 Any dispute shall first be negotiated in good faith by senior managers and then resolved in the courts of Colorado.',
  '12. MISCELLANEOUS\n\n12.1 Neither party is liable for delay caused by events beyond its reasonable control.\n\n12.2 Notices must be in writing and sent to the addresses above.\n\n12.3 This Agreement is the entire agreement between the parties.',
);

describe('parties', () => {
  it('reads names, defined terms and where each party is based', () => {
    expect(findParties(parseDocument(ONE_SIDED))).toEqual([
      { name: 'Orchard Lane Software Inc.', aliases: ['Company'], jurisdiction: 'Delaware' },
      { name: 'Priya Raman Consulting LLC', aliases: ['Consultant'], jurisdiction: 'Colorado' },
    ]);
  });

  it('summarises the parties as name and defined term', () => {
    expect(analyzeContract(ONE_SIDED).contractInfo.summary).toContain(
      'Orchard Lane Software Inc. ("Company")',
    );
  });
});

describe('locations', () => {
  it('cites the clause number with its section heading', () => {
    const doc = parseDocument(ONE_SIDED);
    const at = doc.text.norm.indexOf('In no event shall');
    expect(sectionLabel(doc, at)).toBe('Section 4.1 Limitation of Liability');
    const own = parseDocument(
      '2.1 Fees. The Customer shall pay monthly.\n\n2.2 This applies to all invoices.',
    );
    expect(sectionLabel(own, own.text.norm.indexOf('The Customer'))).toBe('Section 2.1 Fees');
    expect(sectionLabel(own, own.text.norm.indexOf('This applies'))).toBe('Section 2.2');
  });
});

describe('side-aware findings', () => {
  it('flags the cap that protects only the other side first, quoting it, with a different mutual fix', () => {
    const review = analyzeContract(ONE_SIDED, { party: 'Consultant' });
    const top = review.redFlags[0];
    expect(top?.title).toBe('Liability limit protects only the Company');
    expect(top?.location).toBe('Section 4.1 Limitation of Liability');
    expect(top?.evidence?.quote).toContain("In no event shall the Company's aggregate liability");
    const edit = review.editSuggestions.find((e) => e.currentText === top?.evidence?.quote);
    expect(edit?.suggestedText).toMatch(/^Each party's total liability/);
    expect(edit?.suggestedText).not.toBe(edit?.currentText);
  });

  it('finds every planted one-sided term and scores the contract Poor', () => {
    const review = analyzeContract(ONE_SIDED, { party: 'Consultant' });
    const titles = review.redFlags.map((f) => f.title);
    for (const expected of [
      'Liability limit protects only the Company',
      'Only you indemnify the Company',
      'You must do extra work without extra pay',
      'Only the Company can end the contract at will',
      'The Company can change the contract on its own',
      'You give the Company more intellectual property than the work it pays for',
      'Non-compete restricts you broadly',
      'You wait ninety (90) days to be paid',
    ])
      expect(titles, expected).toContain(expected);
    expect(scoreBand(review.contractInfo.overallScore)).toBe('Poor');
  });

  it('changes with the side: the other party sees none of these against it', () => {
    const review = analyzeContract(ONE_SIDED, { party: 'the company' });
    expect(review.perspective?.party).toBe('Company');
    expect(review.redFlags.map((f) => f.title).join('\n')).not.toMatch(
      /protects only|Only you indemnify|extra pay/,
    );
    expect(review.contractInfo.overallScore).toBeGreaterThan(
      analyzeContract(ONE_SIDED, { party: 'Consultant' }).contractInfo.overallScore,
    );
  });

  it('takes the non-drafting side by default and says so', () => {
    const review = analyzeContract(ONE_SIDED);
    expect(review.perspective).toMatchObject({
      party: 'Consultant',
      otherParty: 'Company',
      chosenBy: 'default',
    });
  });

  it('scores a balanced contract Good with no side findings', () => {
    const review = analyzeContract(BALANCED, { party: 'Consultant' });
    expect(review.redFlags).toEqual([]);
    expect(scoreBand(review.contractInfo.overallScore)).toBe('Good');
  });

  it('reports automatic renewal only when there is one, with its real notice period', () => {
    const renewal = contract(
      '1. TERM\n\n1.1 This Agreement renews automatically for successive one-year terms unless notice of non-renewal is given at least one hundred twenty (120) days before the end of the current term.',
    );
    const flag = analyzeContract(renewal, { party: 'Consultant' }).redFlags.find((f) =>
      /renewal/i.test(f.title),
    );
    expect(flag?.title).toBe("Automatic renewal unless you give 120 days' notice");
    expect(flag?.description).toContain('120 days');
    expect(
      analyzeContract(BALANCED, { party: 'Consultant' }).redFlags.some((f) => /renewal/i.test(f.title)),
    ).toBe(false);
  });
});
