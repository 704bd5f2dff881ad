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

describe('type detection: what the deal does, not only its name', () => {
  it('hiring someone to look after a rental and collect the rent is property management', () => {
    for (const text of [
      'We have a fourplex on Cedar Ave and want Birchline Realty LLC to look after it, collecting rent and arranging repairs.',
      'Hiring a company to run our two rentals: they take 10% of the collected rent.',
      'Their fee covers rent collection and tenant calls for my townhouse.',
    ])
      expect(detectContractType(text), text).toBe('property-management');
  });

  it('leasing a unit with a base rent to a business is a commercial lease; leasing a room is residential', () => {
    expect(
      detectContractType(
        'We are leasing suite 200 to a dental practice, Brightsmile Dental Inc., base rent $4,100 a month.',
      ),
    ).toBe('commercial-lease');
    expect(detectContractType('I am leasing the spare bedroom in my house to a student.')).toBe(
      'residential-lease',
    );
  });

  it('an NDA only the other side signs is one-way', () => {
    for (const text of [
      'I have a formula for a skin cream and want the lab to sign an NDA; I need them to sign before I send it.',
      'Before I show my app design to the developer I want him to sign an NDA.',
    ])
      expect(detectContractType(text), text).toBe('one-way-nda');
  });

  it('must not: make an NDA both sides sign one-way, or a service job a lease', () => {
    expect(
      detectContractType('We both need to sign a mutual NDA before sharing our plans with each other.'),
    ).toBe('mutual-nda');
    expect(
      detectContractType('I clean offices and want a contract for a client who is leasing new space'),
    ).not.toBe('property-management');
  });
});

describe('type detection: the deal in other Englishes and in passing words', () => {
  it('a "hire agreement" for a thing is an equipment rental; hiring a person is not', () => {
    for (const text of [
      'can you do a hire agreement for a cement mixer',
      'Tool hire contract: two breakers and a generator for a fortnight.',
      'We do plant hire, this one is a mini digger for a builder.',
    ])
      expect(detectContractType(text), text).toBe('equipment-rental');
    for (const text of [
      'I want to hire a freelance illustrator for a book cover.',
      'We are hiring a bookkeeper as a contractor, need an agreement.',
    ])
      expect(detectContractType(text), text).not.toBe('equipment-rental');
  });

  it('an NDA where only the other side keeps things secret is one-way; both sides is mutual', () => {
    for (const text of [
      'Need an NDA before I show my prototype to a manufacturer, only they have to keep it confidential.',
      'NDA please: I will send our pricing model to a reseller and only the other side is bound.',
    ])
      expect(detectContractType(text), text).toBe('one-way-nda');
    for (const text of [
      'Mutual NDA, we will both share our plans with each other.',
      'We need an NDA with a partner studio, both parties will exchange designs.',
    ])
      expect(detectContractType(text), text).toBe('mutual-nda');
  });

  it('an owner handing a home to a company to run for guests is property management; letting it is a lease', () => {
    for (const text of [
      'We have a cottage by the lake and are handing it over to a local firm, the bookings are too much for us.',
      'Our holiday let needs someone to deal with guests and cleaners, a management company will take it on.',
    ])
      expect(detectContractType(text), text).toBe('property-management');
    for (const text of [
      'I am renting my house to a couple for 12 months at $1,800 a month.',
      'Lease for the flat above my shop, tenant is a student.',
    ])
      expect(detectContractType(text), text).not.toBe('property-management');
  });

  it('must not: take a client whose name holds "Management Company" for the deal', () => {
    expect(
      detectContractType(
        'Lawn care contract, my client is Elm Row Management Company Ltd, visits every week.',
      ),
    ).toBe('service-agreement');
  });
});
