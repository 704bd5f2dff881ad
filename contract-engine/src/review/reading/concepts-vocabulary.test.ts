import { describe, expect, it } from 'vitest';
import { conceptOf, conceptsOf, type ConceptId } from './concepts';

// Concepts recognised from their usual legal vocabulary, not one phrasing, and the lead-in rule:
// a concept named only in a leading 'If ...,' or 'On ...,' phrase is the occasion, not the topic.
// Every sentence is written for these tests.

const id = (text: string): ConceptId | undefined => conceptOf(text)?.id;
const ids = (text: string): ConceptId[] => conceptsOf(text).map((c) => c.id);

describe('concept vocabulary', () => {
  it.each<[string, ConceptId]>([
    ['The Agency owns the app, its source code and every related file.', 'ownership'],
    [
      'For eighteen months after the tour the Artist shall not endorse any rival drinks brand.',
      'non-compete',
    ],
    ['If the Customer ends the plan early, it shall pay all monthly fees not yet paid.', 'acceleration'],
    ['Either side may end employment with two weeks of notice.', 'termination'],
    ['The Landlord may relocate the Tenant to another unit in the arcade.', 'relocation'],
    ['The Tenant shall not sublet the premises.', 'assignment'],
    ["The Borrower shall pay the Lender's attorneys' fees.", 'collection-costs'],
    ['The Lender may repossess the boat on any default.', 'repossession'],
    ['Jo Park, a director of the Tenant, personally guarantees the rent.', 'guarantee'],
    ['For each breach the Recipient shall pay $20,000 as liquidated damages.', 'penalty'],
    ['The Studio may send a substitute designer in place of the named lead.', 'substitution'],
    ['The Model grants the Label the right to use her name and likeness in the campaign.', 'likeness'],
    ["The Recipient's obligations survive forever.", 'duration'],
    ['The Designer shall make any revisions the Client asks for at no additional charge.', 'extra-work'],
    ['Work outside the agreed scope is charged at $70 per hour.', 'extra-charges'],
    ['The Host will erase all customer records thirty days after the account closes.', 'data'],
    ['On each anniversary the rent shall be reviewed.', 'variation'],
  ])('reads %s as %s', (text, concept) => {
    expect(ids(text)).toContain(concept);
  });

  it.each<[string, ConceptId]>([
    ['The Consultant will recommend changes to the filing procedure.', 'variation'],
    ['Revisions are made at no additional charge.', 'extra-charges'],
    ['Total fees shall not exceed $5,000 without approval.', 'extra-charges'],
    ['The Tenant shall take possession of the unit on 1 May.', 'relocation'],
    ['The Supplier guarantees that the parts meet the specification.', 'guarantee'],
    ['The Client shall review the drafts within five days.', 'variation'],
  ])('does not read %s as %s', (text, concept) => {
    expect(ids(text)).not.toContain(concept);
  });
});

describe('the main clause labels the sentence, not a leading condition', () => {
  it('labels a sentence by what follows "On termination,"', () => {
    expect(id('On termination of the plan, the Host will erase all customer data within a day.')).toBe(
      'data',
    );
  });
  it('labels a sentence by what follows "If a payment is missed,"', () => {
    expect(id('If a payment is missed, the whole loan balance becomes due at once.')).toBe('acceleration');
  });
  it('still labels by the first head word when there is no leading condition', () => {
    expect(id('The Caterer may cancel the booking, refunding payments other than the retainer.')).toBe(
      'termination',
    );
  });
});
