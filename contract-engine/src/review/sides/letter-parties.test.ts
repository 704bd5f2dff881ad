import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../analyze';
import { parseDocument } from '../text/document';
import { findParties } from './parties';

// Parties of contracts that do not open with a party block: a letter of offer (greeting, 'you' and
// 'we', signed for a company), a party defined before the 'between' line, role words defined in a
// second term ('also referred to as'), a long company description before the defined term; and a
// requested side honoured when no party is found. Every text is written for these tests.

const names = (text: string): string[] =>
  findParties(parseDocument(text)).map((p) => `${p.name}=${p.aliases.join('/')}`);

const LETTER_BODY = `
1. Role
1.1 You will work as a pastry chef, 40 hours a week, from 1 May 2026.
1.2 We may change your rostered days at any time without notice.
2. Pay
2.1 We will pay you $31 an hour, every two weeks.
2.2 You must give us twelve weeks' notice if you resign.
3. General
3.1 This letter is governed by the laws of Victoria.
`;

describe('parties of a letter', () => {
  it("reads the reader from the greeting and the sender from 'for and on behalf of'", () => {
    const text = `Priya Raman\n9 Wattle Lane\nCarlton VIC 3053\n\nDear Priya,\n\nWe are pleased to offer you employment on the terms below.${LETTER_BODY}\nYours sincerely,\n\nTom Beck\nFor and on behalf of Sugarloaf Bakery Pty Ltd\n`;
    const found = names(text);
    expect(found).toContain('Priya Raman=Employee/you');
    expect(found.some((n) => n.startsWith('Sugarloaf Bakery Pty Ltd=') && n.includes('Employer'))).toBe(true);
    expect(found.join(' ')).not.toMatch(/Wattle Lane|Carlton/);
  });

  it('reads the letter from the reader’s side when the reader asks as the employee', () => {
    const text = `Priya Raman\n9 Wattle Lane\nCarlton VIC 3053\n\nDear Priya,\n\nWe are pleased to offer you employment on the terms below.${LETTER_BODY}\nYours sincerely,\nFor and on behalf of Sugarloaf Bakery Pty Ltd\n`;
    const review = analyzeContract(text, { party: 'Employee' });
    expect(review.perspective?.party).toBe('Employee');
    expect(review.perspective?.chosenBy).toBe('user');
    const titles = review.redFlags.map((f) => f.title).join(' | ');
    expect(titles).toMatch(/notice to leave|change the terms/i);
  });

  it('finds a company defined before the between line and a role word defined second', () => {
    const text = `OFFER OF ENGAGEMENT\n\nDear Omar,\n\nHarbour Lights Cafe Ltd (company number 01234567) of 3 Quay Street, Whitby YO21 1AB (the "Cafe") is pleased to offer you this engagement. This agreement is between you, Omar Haddad (the "Barista", also referred to as "you"), and the Cafe (also referred to as the "Employer").\n\n1. Duties\n1.1 You must work the shifts the Cafe sets.\n1.2 The Cafe may end your engagement on one day's notice.\n`;
    expect(names(text)).toEqual(['Harbour Lights Cafe Ltd=Cafe/Employer', 'Omar Haddad=Barista/you']);
  });

  it('cuts a long company description before the defined term and never takes the registration place', () => {
    const text = `SERVICES AGREEMENT\n\nPARTIES\n\n(1) KILNWORTH POTTERY SUPPLIES LTD, incorporated and registered in England and Wales with company number 10293847, whose registered office is at 8 Kiln Yard, Stoke-on-Trent ST1 4QP (the "Supplier"); and\n\n(2) Ana Costa, currently of 14 Bridge Road, Bath BA1 2AB (the "Customer").\n\n1. Supply\n1.1 The Supplier shall deliver the clay each month.\n`;
    expect(names(text)).toEqual(['KILNWORTH POTTERY SUPPLIES LTD=Supplier', 'Ana Costa=Customer']);
  });

  it("greets by role word the party the contract calls so ('Dear Member,')", () => {
    const text = `Dear Member,\n\nThis agreement is between Peak Climbing Gym LLC (the "Gym") and you (the "Member").\n1. Access\n1.1 You may use the walls during opening hours.\n1.2 You must pay the monthly fee.\n1.3 The Gym may close the walls for you at any time.\n`;
    expect(names(text)).toEqual(['Peak Climbing Gym LLC=Gym', 'Member=Member/you']);
  });

  it('leaves a contract that is not a letter as it was', () => {
    const text = `HIRE AGREEMENT\nThis agreement is between Dune Buggies LLC (the "Owner") and Sam Lee (the "Hirer").\n1. Hire\n1.1 You must return the buggy by 6 pm.\n`;
    expect(names(text)).toEqual(['Dune Buggies LLC=Owner', 'Sam Lee=Hirer']);
  });
});

describe('a requested side is never dropped', () => {
  const NAMELESS = [
    'ROOM LICENCE AGREEMENT',
    '1. This agreement is a licence to occupy the back room at the rear of the house, and it is not a tenancy.',
    '2. A licence fee of $200 shall be paid each week in advance, and a deposit of $400 shall be paid on signing.',
    '3. The deposit shall be returned within 14 days after the licence ends, less the cost of any damage.',
    '4. The licence may be terminated at any time without notice, and the room shall then be cleared within 24 hours.',
    '5. The room shall be kept clean and no guests may stay overnight.',
    '6. This agreement is governed by the laws of the State of Ohio and is signed by both parties.',
  ].join('\n');

  it('reads the contract as the side asked for when no party is found', () => {
    const review = analyzeContract(NAMELESS, { party: 'Lodger' });
    expect(review.perspective?.party).toBe('Lodger');
    expect(review.perspective?.chosenBy).toBe('user');
    expect(review.perspective?.partiesFrom).toBe('role-words');
  });

  it('gives no side when none is asked for and no party is found', () => {
    expect(analyzeContract(NAMELESS).perspective).toBeUndefined();
  });
});
