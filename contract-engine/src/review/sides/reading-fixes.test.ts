import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeContract } from '../analyze';
import { agreement, flags, titled, websiteBuild } from './review-test-kit';

// General readings the older rules missed: a negated export right, a consequence stated in the
// next sentence, a breach named before the right to terminate, a warranty refused with 'gives no
// warranty', who pays when no sentence says 'shall pay', a restraint counted in months, unpaid
// hours said another way; and explanations labelled by what the clause is about, with the right
// subject. Every sentence is written for these tests.

const HOSTING = (...clauses: string[]): string =>
  agreement(
    'HOSTING AGREEMENT',
    'Cirrus Racks Inc. (the "Host")',
    'Maple Lane Books LLC (the "Customer")',
    'The Customer shall pay the Host $90 per month.',
    ...clauses,
  );

const BUILD = websiteBuild;

const FLAT = (...clauses: string[]): string =>
  agreement(
    'TENANCY AGREEMENT',
    'Rowan Lettings LLC (the "Landlord")',
    'Abel Tran (the "Tenant")',
    'The rent is $950 per month, payable in advance.',
    ...clauses,
  );

// The first review loads the clause models; under a loaded machine that alone can take seconds.
beforeAll(() => {
  flags(FLAT(), 'Tenant');
}, 60_000);

describe('data deleted with the export right taken away', () => {
  it('flags deletion at the end when the only mention of export denies it', () => {
    const text = HOSTING(
      'Upon termination the Host will immediately erase all Customer data and is not obliged to return or export it.',
    );
    expect(titled(flags(text, 'Customer'), /delete your data/)).toBeDefined();
  });
  it('does not flag it when the customer may export the data first', () => {
    const text = HOSTING(
      'Upon termination the Host will immediately erase all Customer data.',
      'Before termination the Customer may export its data in a standard format.',
    );
    expect(titled(flags(text, 'Customer'), /delete your data/)).toBeUndefined();
  });
});

describe('a defect window whose consequence is in the next sentence', () => {
  it('flags a one-day window when the next sentence says the work is then accepted', () => {
    const text = BUILD(
      'The Client shall report any bugs within one (1) day after each release. If the Client does not do so, the release is deemed accepted.',
    );
    expect(titled(flags(text, 'Client'), /to report defects/)).toBeDefined();
  });
  it('does not flag it when the next sentence is about something else', () => {
    const text = BUILD(
      'The Client shall report any bugs within one (1) day after each release. The Developer will host the site for a year.',
    );
    expect(titled(flags(text, 'Client'), /to report defects/)).toBeUndefined();
  });
});

describe('termination for any breach, with the breach named first', () => {
  it('flags "If the Tenant breaches any term, the Landlord may terminate" for the tenant', () => {
    const text = FLAT(
      'If the Tenant breaches any clause of this agreement, the Landlord may terminate it at once.',
    );
    expect(titled(flags(text, 'Tenant'), /for any breach/)).toBeDefined();
    expect(titled(flags(text, 'Landlord'), /for any breach/)).toBeUndefined();
  });
  it('does not flag a material breach left uncured', () => {
    const text = FLAT(
      'If the Tenant materially breaches this agreement and fails to cure it within 14 days, the Landlord may terminate it.',
    );
    expect(titled(flags(text, 'Tenant'), /for any breach/)).toBeUndefined();
  });
});

describe('who pays, when no sentence says "shall pay"', () => {
  it('reads the tenant as the payer of a rent stated in the passive', () => {
    const text = FLAT(
      'If the rent is unpaid for ten days, the rent for the rest of the term shall immediately become due and payable.',
    );
    expect(titled(flags(text, 'Tenant'), /fall due/)).toBeDefined();
    expect(titled(flags(text, 'Landlord'), /fall due/)).toBeUndefined();
  });
});

describe('other readings', () => {
  it('reads "gives no warranty" after a passive "provided as is" as the developer’s disclaimer', () => {
    const text = BUILD('The site is delivered "as is" and the Developer gives no warranty at all.');
    expect(titled(flags(text, 'Client'), /no warranty/)).toBeDefined();
  });
  it('measures a restraint in months against the one-year threshold', () => {
    const WORK = (clause: string): string =>
      agreement(
        'CONSULTING AGREEMENT',
        'Brightwater Labs Inc. (the "Company")',
        'Lena Fischer (the "Consultant")',
        'The Company shall pay the Consultant $80 per hour.',
        clause,
      );
    const long = WORK(
      'For thirty (30) months after this agreement ends, the Consultant shall not promote any rival lab.',
    );
    const short = WORK(
      'For six (6) months after this agreement ends, the Consultant shall not promote any rival lab.',
    );
    expect(titled(flags(long, 'Consultant'), /Wide ban/)).toBeDefined();
    expect(titled(flags(short, 'Consultant'), /Wide ban/)).toBeUndefined();
  });
  it('reads "no overtime or extra pay" and "salary covers all hours" as unpaid hours', () => {
    const JOB = (clause: string): string =>
      agreement(
        'EMPLOYMENT AGREEMENT',
        'Saltmarsh Dairy LLC (the "Employer")',
        'Ines Okoro (the "Employee")',
        'The Employer shall pay the Employee a salary of $40,000 a year.',
        clause,
      );
    expect(
      titled(
        flags(JOB('No overtime or extra pay is due for hours worked beyond 45 a week.'), 'Employee'),
        /unpaid/,
      ),
    ).toBeDefined();
    expect(
      titled(
        flags(
          JOB('Overtime hours worked beyond 40 a week are paid at 1.5 times the hourly rate.'),
          'Employee',
        ),
        /unpaid/,
      ),
    ).toBeUndefined();
  });
});

describe('explanations labelled by what the clause is about', () => {
  const explain = (text: string, party: string, re: RegExp): string | undefined =>
    analyzeContract(text, { party }).plainLanguageExplanations.find((e) => re.test(e.originalText))
      ?.explanation;

  it('labels a termination that makes every milestone fall due as money due early', () => {
    const text = BUILD(
      "The Client may terminate this agreement on 30 days' notice, in which case the Client shall pay all milestone payments not yet paid.",
    );
    expect(explain(text, 'Client', /milestone payments not yet paid/)).toMatch(/^Money due early/);
  });
  it('says who receives a licence, not who grants it', () => {
    const text = BUILD('The Developer grants the Client a licence to use the site code on one domain.');
    expect(explain(text, 'Client', /grants the Client a licence/)).toMatch(
      /^Licence to use the work\. You may use/,
    );
  });
  it('never writes "may not answer for losses only within the limits" for a cap', () => {
    const text = BUILD("The Developer's total liability shall not exceed $500.");
    const said = explain(text, 'Client', /total liability/);
    expect(said).toMatch(/The Developer will answer for losses only within the limits/);
    expect(said).not.toMatch(/may not answer/);
  });
  it('explains a disclaimer as no promise, not as promises made', () => {
    const text = BUILD('The site is delivered "as is" and the Developer gives no warranty at all.');
    expect(explain(text, 'Client', /as is/)).toMatch(/No promise is made about quality/);
  });
  it('says the recipient keeps the secret when the clause names who discloses', () => {
    const text = agreement(
      'NON-DISCLOSURE AGREEMENT',
      'Orbit Seeds Inc. (the "Discloser")',
      'Fenwick Growers LLC (the "Recipient")',
      'The Discloser will show the Recipient its crop trial results.',
      '"Confidential Information" means all data provided by the Discloser, including data that is already public.',
    );
    expect(explain(text, 'Recipient', /Confidential Information" means/)).toMatch(
      /^Confidentiality\. You must keep/,
    );
  });
  it('explains a change both parties must sign as needing both, not as one side changing the price', () => {
    const text = BUILD(
      'Changes to the fees will be agreed in a written change order signed by both parties.',
    );
    expect(explain(text, 'Client', /change order/)).toMatch(/Any change needs the agreement of both of you/);
  });
  it('labels a personal guarantee as a personal guarantee, not a promise about quality', () => {
    const text = FLAT('Mia Tran, the mother of the Tenant, personally guarantees the payment of the rent.');
    expect(explain(text, 'Tenant', /personally guarantees/)).toMatch(/^Personal guarantee/);
  });
});
