import { describe, expect, it } from 'vitest';
import { chat } from './chat-script';

// A party is a person or an organisation, never a place: a state read as the company, or the tail
// of an address read as the tenant, is dropped; a company read for a role only a person holds goes
// to the other side; "(Name LLC)" or "as Name Inc." after the user's own description is the
// user's side; "her name is X" names the party asked for.

describe('party names by what a party is', () => {
  it('drops a state read as the company and takes the business the user names in brackets', () => {
    const { turn } = chat([
      "We're a dog grooming business in Boise, Idaho (Suds & Paws LLC) and we're bringing on a groomer as a contractor, Tariq Bello.",
    ]);
    expect(turn.facts['COMPANY NAME']).toBe('Suds & Paws LLC');
    expect(turn.facts['CONTRACTOR NAME']).toBe('Tariq Bello');
  });

  it('gives the employer, not the employee, a company name, and reads the role of the new hire', () => {
    const { turn } = chat([
      'Hello, I own a flower shop in Moncton, New Brunswick called Petal Lane Flowers Inc. and want to send an offer letter to a new floral designer.',
    ]);
    expect(turn.facts['EMPLOYER NAME']).toBe('Petal Lane Flowers Inc.');
    expect(turn.facts['EMPLOYEE NAME']).toBeUndefined();
    expect(turn.facts['JOB TITLE']).toMatch(/floral designer/i);
  });

  it('"her name is X" answers the question about the other party', () => {
    const { turn } = chat([
      'Hello, I own a flower shop called Petal Lane Flowers Inc. and want to send an offer letter to a new floral designer.',
      'Her name is Ada Quist. She starts full time at $19 an hour.',
    ]);
    expect(turn.facts['EMPLOYEE NAME']).toBe('Ada Quist');
  });

  it('an address given to the tenant question is not the tenant', () => {
    const { turn } = chat([
      "I need a residential lease. I'm the landlord, Priya Shah, and the tenant is Owen Barr.",
      'It is Flat 4, 9 Elm Road, Leeds LS6 2AB. Rent is £900 a month.',
    ]);
    expect(turn.facts['TENANT NAME']).toBe('Owen Barr');
    expect(turn.facts['PROPERTY ADDRESS']).toMatch(/9 Elm Road/);
  });

  it('must not: drop a person whose name starts with a place, or move a company a role may hold', () => {
    const consult = chat([
      'I need a consulting agreement. My client is Georgia Mills and I am Tom Reyes.',
    ]).turn;
    expect(consult.facts['CLIENT NAME']).toBe('Georgia Mills');
    const offer = chat(['Offer letter from Halden Tools Inc. to Virginia Ames as a machinist.']).turn;
    expect(offer.facts['EMPLOYER NAME']).toBe('Halden Tools Inc.');
    expect(offer.facts['EMPLOYEE NAME']).toBe('Virginia Ames');
  });
});
