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
      'Broad non-compete binds you for 3 years after this contract ends (anywhere in the world)',
      'You wait 90 days to be paid',
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

const FREELANCE = (...clauses: string[]): string =>
  [
    'DESIGN AGREEMENT',
    'This Design Agreement (the "Agreement") is made between Tidewater Books LLC, an Oregon limited liability company ("Client"), and Sam Okoro, an individual ("Designer").',
    '1. Services',
    '1.1 Designer shall design a logo for Client as described in Schedule A (the "Project").',
    '2. Fees',
    '2.1 Client shall pay Designer a fixed fee of $2,000.',
    ...clauses,
  ].join('\n\n');

const titlesOf = (text: string, party: string): string[] =>
  analyzeContract(text, { party }).redFlags.map((f) => f.title);

describe('parties come from the party block', () => {
  it('does not take a defined term of the body for a party', () => {
    const review = analyzeContract(FREELANCE());
    expect(review.keyTermsSummary.parties).toEqual([
      'Tidewater Books LLC',
      'Client',
      'Sam Okoro',
      'Designer',
    ]);
    expect(review.perspective?.parties.map((p) => p.aliases[0])).toEqual(['Client', 'Designer']);
  });

  it('reads a listed party block up to the recitals', () => {
    const doc = parseDocument(
      'SUPPLY AGREEMENT\n\nTHIS AGREEMENT is made BETWEEN:\n\n(1) Ridgeway Mills Ltd, a Vermont corporation (the "Supplier"); and\n\n(2) Brook & Vine Cafe LLC, a Vermont limited liability company (the "Buyer").\n\nWHEREAS the Buyer wishes to buy flour for its bakery (the "Products").\n\n1. Supply\n\n1.1 The Supplier shall supply the Products.',
    );
    expect(findParties(doc).map((p) => [p.name, p.aliases[0]])).toEqual([
      ['Ridgeway Mills Ltd', 'Supplier'],
      ['Brook & Vine Cafe LLC', 'Buyer'],
    ]);
  });
});

describe('non-compete scope', () => {
  const broad = FREELANCE(
    '3. Non-Competition',
    '3.1 For five (5) years after termination, Designer shall not provide design services to any business located anywhere in the United States.',
  );

  it('flags a broad restraint on the user with its real period and area, and a narrower fix', () => {
    const review = analyzeContract(broad, { party: 'Designer' });
    const flag = review.redFlags.find((f) => /non-compete/i.test(f.title));
    expect(flag?.title).toBe(
      'Broad non-compete binds you for 5 years after this contract ends (anywhere in the United States)',
    );
    expect(flag?.severity).toBe('high');
    expect(flag?.location).toBe('Section 3.1 Non-Competition');
    expect(flag?.description).toContain('you may not provide design services to any business');
    const edit = review.editSuggestions.find((e) => e.currentText === flag?.evidence?.quote);
    expect(edit?.suggestedText).toMatch(
      /^For twelve \(12\) months after this Agreement ends, Designer shall not/,
    );
    // The suggested text itself is narrow enough not to be flagged.
    expect(
      titlesOf(FREELANCE('3. Non-Competition', `3.1 ${edit?.suggestedText ?? ''}`), 'Designer'),
    ).not.toContainEqual(expect.stringMatching(/non-compete/i));
  });

  it('is not the risk of the party it does not bind', () => {
    expect(titlesOf(broad, 'Client').join('\n')).not.toMatch(/non-compete/i);
  });

  it('recognises a restraint by its heading or post-term period even without the word "compete"', () => {
    const short = FREELANCE(
      '3. Restrictive Covenants',
      '3.1 For twelve (12) months after this Agreement ends, Designer shall not work for any other bookshop in Oregon.',
    );
    const flag = analyzeContract(short, { party: 'Designer' }).redFlags.find((f) =>
      /non-compete/i.test(f.title),
    );
    expect(flag?.severity).toBe('medium');
  });

  it('reads a one-year restraint on competing activity as a competitor restriction, not a broad one', () => {
    const text = FREELANCE(
      '3. Non-Competition',
      '3.1 For one (1) year after this Agreement ends, Designer shall not engage in any activity that competes with Client, and shall not assist any other person that engages in such activity.',
    );
    const flag = analyzeContract(text, { party: 'Designer' }).redFlags.find((f) =>
      /non-compete/i.test(f.title),
    );
    expect(flag?.severity).toBe('medium');
    expect(flag?.description).toContain('no geographic limit');
  });

  it('leaves a mutual non-solicitation of staff alone', () => {
    const mutual = FREELANCE(
      '3. Non-Solicitation',
      '3.1 During the term and for twelve (12) months after it, neither party shall solicit for employment any employee of the other party.',
    );
    expect(titlesOf(mutual, 'Designer').join('\n')).not.toMatch(/solicit|hire|non-compete/i);
  });
});

describe('broad warranty', () => {
  const clause = FREELANCE(
    '3. Warranties',
    '3.1 Designer warrants that the logo will be fit for any purpose Client may have and will be free of all errors for the life of the logo.',
  );

  it('flags a fitness-for-any-purpose, error-free warranty given by the user', () => {
    const review = analyzeContract(clause, { party: 'Designer' });
    const flag = review.redFlags.find((f) => /warranty/i.test(f.title));
    expect(flag?.severity).toBe('high');
    expect(flag?.location).toBe('Section 3.1 Warranties');
    expect(flag?.description).toContain('"fit for any purpose Client may have"');
    const edit = review.editSuggestions.find((e) => e.currentText === flag?.evidence?.quote);
    expect(edit?.suggestedText).toContain('for ninety (90) days after acceptance');
  });

  it('does not flag it for the party receiving it, nor a reasonable-care warranty', () => {
    expect(titlesOf(clause, 'Client').join('\n')).not.toMatch(/warranty/i);
    const fair = FREELANCE(
      '3. Warranties',
      '3.1 Designer warrants that the services will be performed with reasonable skill and care.',
    );
    expect(titlesOf(fair, 'Designer').join('\n')).not.toMatch(/warranty/i);
  });
});

describe('unilateral amendment quotes the clearest clause', () => {
  it('prefers the amendment clause over a scope change already flagged as unpaid work', () => {
    const text = FREELANCE(
      '1.2 Client may change the scope of the Project at any time, and Designer shall perform the changed work at no additional charge.',
      '3. Amendments',
      '3.1 Client may amend this Agreement at any time by posting the amended terms on its website.',
    );
    const flags = analyzeContract(text, { party: 'Designer' }).redFlags;
    const amend = flags.find((f) => f.title === 'The Client can change the contract on its own');
    expect(amend?.location).toBe('Section 3.1 Amendments');
    const quotes = flags.map((f) => f.evidence?.quote);
    expect(new Set(quotes).size).toBe(quotes.length);
  });
});

describe('payment terms from the payee side', () => {
  const text = FREELANCE(
    '2.2 Payment is due within ninety (90) days after Client, in its sole discretion, accepts the logo. Client may withhold payment of any amount it disputes.',
    '2.3 No late fees or interest shall apply to overdue amounts.',
  );

  it('flags discretionary acceptance, withholding without a process and no late interest', () => {
    const flags = analyzeContract(text, { party: 'Designer' }).redFlags;
    const byTitle = new Map(flags.map((f) => [f.title, f]));
    expect(byTitle.get("Payment depends on the Client's discretion")?.description).toContain('90 days');
    expect(byTitle.get('The Client can withhold payment without a dispute process')?.evidence?.quote).toBe(
      'Client may withhold payment of any amount it disputes.',
    );
    expect(byTitle.get('No interest or fees on late payment')?.location).toBe('Section 2.3 Fees');
  });

  it('does not flag them for the payer, nor a firm 30-day term with a dispute process', () => {
    expect(titlesOf(text, 'Client').join('\n')).not.toMatch(/pa(?:id|yment)|withhold|interest/i);
    const fair = FREELANCE(
      '2.2 Client shall pay each invoice within thirty (30) days of receipt. Client may withhold only amounts it disputes in good faith by written notice within ten (10) days.',
    );
    expect(titlesOf(fair, 'Designer').join('\n')).not.toMatch(/pa(?:id|yment)|withhold|interest/i);
  });

  it('flags long payment terms over sixty days', () => {
    const slow = FREELANCE('2.2 Client shall pay each invoice within seventy-five (75) days of receipt.');
    expect(titlesOf(slow, 'Designer')).toContain('You wait 75 days to be paid');
    const net60 = FREELANCE('2.2 Client shall pay each invoice within sixty (60) days of receipt.');
    expect(titlesOf(net60, 'Designer').join('\n')).not.toMatch(/to be paid/);
  });
});

describe('explanations read as sentences', () => {
  it('starts each description with a capital even when it opens with a defined term', () => {
    const text = FREELANCE(
      '3. Termination',
      '3.1 Client may terminate this Agreement at any time for any reason.',
    );
    for (const f of analyzeContract(text, { party: 'Designer' }).redFlags)
      expect(f.description.charAt(0)).toMatch(/[A-Z]/);
  });
});

const SUPPLY = (...clauses: string[]): string =>
  [
    'SUPPLY AGREEMENT',
    'This Supply Agreement (the "Agreement") is made between Cedar Hollow Farms LLC, a Vermont limited liability company (the "Supplier"), and Little Kettle Cafe LLC, a Vermont limited liability company (the "Buyer").',
    '1. Supply',
    '1.1 The Supplier shall supply the produce listed in Schedule 1 as ordered by the Buyer.',
    '1.2 The Buyer shall pay each invoice within thirty (30) days of delivery.',
    ...clauses,
  ].join('\n\n');

describe('price changes, exclusivity and warranties from the buyer side', () => {
  it('flags an uncapped price change as a price finding, not a capped CPI increase', () => {
    const text = SUPPLY(
      '2. Prices',
      '2.1 The Supplier may change the prices at any time in its sole discretion by notice to the Buyer.',
    );
    const flags = analyzeContract(text, { party: 'Buyer' }).redFlags;
    const flag = flags.find((f) => f.title === 'The Supplier can raise the price on its own');
    expect(flag?.location).toBe('Section 2.1 Prices');
    // The same clause is not flagged again by the side-blind "sole discretion" rule.
    expect(flags.filter((f) => f.evidence?.quote === flag?.evidence?.quote)).toHaveLength(1);
    // Nor is the supplier's own discretion a risk to the supplier.
    expect(analyzeContract(text, { party: 'Supplier' }).redFlags.filter((f) => f.evidence)).toEqual([]);
    const capped = SUPPLY(
      '2. Prices',
      "2.1 The Supplier may increase the prices once a year by no more than the change in the consumer price index, on sixty (60) days' written notice.",
    );
    expect(titlesOf(capped, 'Buyer').join('\n')).not.toMatch(/price|change the contract/);
  });

  it('flags buying only from the other party, for the buyer only', () => {
    const text = SUPPLY(
      '2. Exclusivity',
      '2.1 The Buyer shall purchase all of its produce exclusively from the Supplier during the term.',
    );
    expect(titlesOf(text, 'Buyer')).toContain('You may buy only from the Supplier');
    expect(titlesOf(text, 'Supplier').join('\n')).not.toMatch(/buy only/);
  });

  it('flags an as-is disclaimer for the party paying, unless the supplier warrants something', () => {
    const text = SUPPLY(
      '2. Warranties',
      '2.1 The produce is supplied "as is" and the Supplier disclaims all warranties, including fitness for a particular purpose.',
    );
    expect(titlesOf(text, 'Buyer')).toContain('The Supplier gives no warranty for what you pay for');
    expect(titlesOf(text, 'Supplier').join('\n')).not.toMatch(/warranty/);
    const usual = SUPPLY(
      '2. Warranties',
      '2.1 The Supplier warrants that the produce will be fresh and of the quality described in Schedule 1.',
      '2.2 Except as stated in Section 2.1, the Supplier disclaims all other warranties.',
    );
    expect(titlesOf(usual, 'Buyer').join('\n')).not.toMatch(/warranty/);
  });

  it('reads a blanket exclusion of one party’s liability as a one-sided limit', () => {
    const text = SUPPLY(
      '2. Liability',
      "2.1 The Supplier shall not be liable to the Buyer for any loss or damage to the Buyer's property or business, however caused.",
    );
    expect(titlesOf(text, 'Buyer')).toContain('Liability limit protects only the Supplier');
    const fm = SUPPLY(
      '2. Delay',
      '2.1 The Supplier shall not be liable for any loss caused by events beyond its reasonable control.',
    );
    expect(titlesOf(fm, 'Buyer').join('\n')).not.toMatch(/protects only/);
  });

  it('narrows a buyer non-compete to the restrained activity itself, and the fix is not flagged again', () => {
    const text = SUPPLY(
      '2. Non-Competition',
      '2.1 For three (3) years after this Agreement ends, the Buyer shall not sell produce to the public within fifty (50) miles of Burlington, Vermont.',
    );
    const review = analyzeContract(text, { party: 'Buyer' });
    const flag = review.redFlags.find((f) => /non-compete/i.test(f.title));
    expect(flag?.title).toBe(
      'Broad non-compete binds you for 3 years after this contract ends (within fifty (50) miles of Burlington)',
    );
    const fix =
      review.editSuggestions.find((e) => e.currentText === flag?.evidence?.quote)?.suggestedText ?? '';
    expect(fix).toMatch(
      /^For twelve \(12\) months after this Agreement ends, Buyer shall not sell produce in direct competition/,
    );
    expect(titlesOf(SUPPLY('2. Non-Competition', `2.1 ${fix}`), 'Buyer').join('\n')).not.toMatch(
      /non-compete/i,
    );
  });

  it('reads a one-off late charge as a percentage of the late amount, not a monthly rate', () => {
    const text = SUPPLY(
      '2. Late Payment',
      '2.1 Any amount not paid when due shall bear a late charge of 10% of the overdue amount.',
    );
    const flag = analyzeContract(text, { party: 'Buyer' }).redFlags.find((f) =>
      /late-payment/i.test(f.title),
    );
    expect(flag?.severity).toBe('medium');
    expect(flag?.description).toContain('one-off charge of 10%');
    expect(flag?.description).not.toMatch(/a year/);
  });
});

describe('a balanced mutual services agreement', () => {
  const text = [
    'MASTER SERVICES AGREEMENT',
    'This Master Services Agreement (the "Agreement") is made between Lantern Bay Software Inc., a Washington corporation (the "Provider"), and Westbrook Veterinary Group LLC, a Washington limited liability company (the "Customer").',
    '1. Services',
    '1.1 The Provider shall provide the support services described in Schedule 1 with reasonable skill and care.',
    '1.2 Changes to the services shall be agreed in a written change order signed by both parties.',
    '2. Fees',
    '2.1 The Customer shall pay the monthly fee of $1,800 within thirty (30) days of receipt of each invoice.',
    '2.2 The Customer may dispute an invoice in good faith by written notice within ten (10) days of receipt, and shall pay the undisputed portion when due. Late amounts bear interest at 1% per month.',
    "2.3 The Provider may increase the fees once a year by no more than the change in the consumer price index, on sixty (60) days' written notice.",
    '3. Confidentiality',
    "3.1 Each party shall keep the other party's confidential information secret and use it only to perform this Agreement.",
    '4. Intellectual Property',
    '4.1 Upon payment in full, the Provider assigns to the Customer the copyright in deliverables created specifically for the Customer, and the Provider retains its pre-existing materials.',
    '5. Warranties',
    '5.1 The Provider warrants that for ninety (90) days after delivery the deliverables will conform in all material respects to the agreed specification.',
    '6. Limitation of Liability',
    "6.1 Except for fraud or breach of confidentiality, neither party's total liability under this Agreement shall exceed the fees paid in the twelve (12) months before the claim.",
    '7. Indemnification',
    '7.1 Each party shall indemnify the other party against third-party claims to the extent caused by its own breach of this Agreement or negligence.',
    '8. Term and Termination',
    '8.1 This Agreement runs for one (1) year and renews for further one-year terms unless either party gives written notice of non-renewal at least thirty (30) days before the end of the current term.',
    "8.2 Either party may terminate this Agreement for convenience on sixty (60) days' written notice, and the Customer shall pay for services performed up to the termination date.",
    '9. Non-Solicitation',
    '9.1 During the term and for twelve (12) months after it ends, neither party shall solicit for employment any employee of the other party.',
    '10. General',
    '10.1 Neither party is liable for delay caused by events beyond its reasonable control.',
    '10.2 Notices must be in writing and sent to the addresses stated above.',
    "10.3 Neither party may assign this Agreement without the other party's prior written consent.",
    '10.4 This Agreement is the entire agreement between the parties and may be amended only by a written instrument signed by both parties.',
    '10.5 Any dispute shall first be negotiated in good faith and then resolved in the courts of Washington.',
    '10.6 This Agreement is governed by the laws of the State of Washington.',
  ].join('\n\n');

  it.each(['Provider', 'Customer'])('has no red flags and scores Good as the %s', (party) => {
    const review = analyzeContract(text, { party });
    expect(review.redFlags.map((f) => f.title)).toEqual([]);
    expect(scoreBand(review.contractInfo.overallScore)).toBe('Good');
  });
});

describe('a lease read as the tenant', () => {
  const text = [
    'COMMERCIAL LEASE',
    'This Commercial Lease (the "Lease") is made between Granite Row Properties LLC, a New Hampshire limited liability company ("Landlord"), and Fern & Thistle Florists LLC, a New Hampshire limited liability company ("Tenant").',
    '1. Rent',
    '1.1 Tenant shall pay Landlord monthly rent of $3,200 in advance on the first day of each month.',
    "1.2 Landlord may increase the rent at any time upon thirty (30) days' notice to Tenant.",
    '2. Termination',
    "2.1 Landlord may terminate this Lease at any time for any reason on sixty (60) days' notice to Tenant.",
    '3. Use',
    '3.1 Tenant shall use the premises at 14 Granite Row, Concord, only as a retail flower shop and shall keep them clean.',
    '4. Governing Law',
    '4.1 This Lease is governed by the laws of the State of New Hampshire.',
  ].join('\n\n');

  it('explains and fixes from the paying side, in the contract’s own name', () => {
    const review = analyzeContract(text, { party: 'Tenant' });
    const edit = (title: string): string | undefined => {
      const flag = review.redFlags.find((f) => f.title === title);
      return review.editSuggestions.find((e) => e.currentText === flag?.evidence?.quote)?.suggestedText;
    };
    expect(edit('The Landlord can raise the price on its own')).toMatch(
      /^The rent may be changed only by written agreement/,
    );
    const termination = edit('Only the Landlord can end the contract at will');
    expect(termination).toContain('terminate this Lease before the end of the term only if');
    expect(termination).not.toMatch(/work performed|Agreement/);
    expect(analyzeContract(text, { party: 'Landlord' }).redFlags.filter((f) => f.evidence)).toEqual([]);
  });
});

describe('party block with numbered party lines', () => {
  it('keeps parties introduced on numbered lines and stops at the first clause', () => {
    const doc = parseDocument(
      'SERVICES AGREEMENT\n\nThis Agreement is made between:\n\n1. Ridgeway Mills Ltd, a Vermont corporation (the "Supplier"); and\n\n2. Brook & Vine Cafe LLC, a Vermont limited liability company (the "Buyer").\n\n1. Definitions\n\n1.1 The goods listed in Schedule 1 (the "Products").',
    );
    expect(findParties(doc).map((p) => p.aliases[0])).toEqual(['Supplier', 'Buyer']);
  });
});
