import { describe, expect, it } from 'vitest';
import { ratesIn, conditionsIn } from './arguments';
import { conceptOf, conceptsOf, type ConceptId } from './concepts';

// The concept vocabulary and arguments widened after the second blind batch: each concept from its
// usual words in other trades and wordings, and the look-alikes that must not take its label. Every
// sentence is written for these tests.

const id = (text: string): ConceptId | undefined => conceptOf(text)?.id;
const ids = (text: string): ConceptId[] => conceptsOf(text).map((c) => c.id);

describe('widened concept vocabulary', () => {
  it.each<[string, ConceptId]>([
    ["The Studio may end this subscription on three days' notice.", 'termination'],
    ['The Marina may move the Owner to a different berth or pontoon bay at any time.', 'relocation'],
    ['The Landlord may transfer the Trader to any other stall in the market hall.', 'relocation'],
    ['Class passes are not refundable in any circumstances.', 'retainer'],
    ['The Client shall hold back 5% of every invoice until the audit is closed.', 'deductions'],
    [
      'The Member authorises the Club to debit its bank account for any charges it considers due.',
      'card-charge',
    ],
    [
      'After termination the Agent has no right to commission on any booking not yet travelled.',
      'earned-pay',
    ],
    ["The Installer's responsibility for defects ends ten days after fitting.", 'defects'],
    ['If storage fees are unpaid, the Depot may sell the stored goods.', 'repossession'],
    [
      'A disagreement shall be decided by an adjudicator appointed by the Builder, whose decision is final.',
      'arbitration',
    ],
    ['The Guest releases the Retreat from all liability for injury during activities.', 'liability'],
    ['All social media accounts set up for the Brand are owned by the Agency.', 'ownership'],
    ['The rights granted to the Label shall never revert to the Artist.', 'ownership'],
    ['During the term the Coach shall not run any other fitness courses.', 'non-compete'],
    ['If the Hotel hires any of the Agency’s staff within a year, it shall pay a fee.', 'non-solicit'],
    ['The plan continues automatically from month to month.', 'renewal'],
    ['On exit the Host will provide a copy of the Customer’s files for a fee.', 'data'],
    ['The Franchisor may amend the brand standards manual at any time.', 'variation'],
  ])('%s -> %s', (text, want) => {
    expect(ids(text)).toContain(want);
  });

  it('reads the other side denying access as no entry to the premises', () => {
    expect(ids('If fees are unpaid the Depot may deny access to the unit.')).not.toContain('entry');
  });

  it('does not read the party called Licensee as a licence', () => {
    expect(ids('The Licensee shall buy all cups and cones from the approved supplier.')).not.toContain(
      'licence',
    );
  });

  it('labels an indemnity that lists legal fees as an indemnity, not legal costs', () => {
    expect(
      id('The Author shall indemnify the Publisher against all claims, including reasonable legal fees.'),
    ).toBe('indemnity');
  });

  it('reads the whole unpaid term as money due early, through an inserted phrase', () => {
    expect(
      ids(
        'If the Client leaves early it shall pay, as agreed compensation, all monthly fees that would have been payable for the rest of the year.',
      ),
    ).toContain('acceleration');
  });
});

describe('widened arguments', () => {
  it('compounds a monthly rate said to be compounded', () => {
    expect(ratesIn('Overdue sums bear interest at 1.5% per month, compounded monthly.')[0]?.yearly).toBe(
      19.56,
    );
  });

  it('does not read a share of each monthly payment as a monthly rate', () => {
    expect(ratesIn('The Buyer keeps 10% of each monthly payment as a retention.')[0]?.per).toBeNull();
  });

  it('reads discretion named by the holder, but not reasonable discretion', () => {
    expect(conditionsIn('to be released at the Hotel’s discretion').has('ownDiscretion')).toBe(true);
    expect(conditionsIn("to be released at the Hotel's discretion").has('ownDiscretion')).toBe(true);
    expect(conditionsIn('to be released in its reasonable discretion').has('ownDiscretion')).toBe(false);
    expect(conditionsIn('any amount the Owner considers due').has('ownDiscretion')).toBe(true);
  });

  it('reads fault kept inside an exclusion', () => {
    expect(conditionsIn('even where the fault lies with the Carrier').has('ownFault')).toBe(true);
    expect(conditionsIn('for delay however caused').has('ownFault')).toBe(true);
    expect(conditionsIn('for delay caused by events beyond its control').has('ownFault')).toBe(false);
  });

  it('reads further notice and any circumstances', () => {
    expect(conditionsIn('without further notice to the Renter').has('noNotice')).toBe(true);
    expect(conditionsIn('under any circumstances').has('regardless')).toBe(true);
  });
});
