import { describe, expect, it } from 'vitest';
import { detectContractType } from '../detect-type';

// type detection: behaviours found over the evaluation rounds, each tested on sentences written
// for the rule (moved here from the batch-named files).

// Phrasings from the second blind evaluation batch, one block per class, written as the grammar
// they stand for rather than the sentences of the batch.
describe('type detection', () => {
  it('a keyword inside a company name counts less than the same word describing the deal', () => {
    expect(
      detectContractType(
        "I'm with Harbor & Sons Property Management LLC, we're the landlord for 5 Oak St Apt 2. The tenant is Ann Lee, rent $900, 12 month lease.",
      ),
    ).toBe('residential-lease');
    expect(detectContractType('We are Sunrise Cleaning Services LLC')).toBe('service-agreement');
  });

  it('abbreviations and party equipment', () => {
    expect(detectContractType('need a property mgmt agreement')).toBe('property-management');
    expect(
      detectContractType('we hire out tents, tables and chairs for parties, need a rental contract'),
    ).toBe('equipment-rental');
  });
});

describe('type detection', () => {
  it('a verb phrase keyword in another form, and words for a home', () => {
    expect(detectContractType('renting out the basement flat to a nurse')).toBe('residential-lease');
    expect(detectContractType('we want a freelancer contract for an illustrator')).toBe(
      'independent-contractor',
    );
  });
});
