import { describe, expect, it } from 'vitest';
import { extractParties } from '../extract/parties';
import { parseDocument } from '../text/document';
import { findParties } from './parties';
import { readPerspective } from './perspective';

const readAs = (text: string, party: string) => readPerspective(parseDocument(text), null, party);

// More ways contracts introduce their parties (heading labels, registration numbers, trading
// names, a 'between' that is not the preamble's), and a requested side honoured by its role word.
// All contracts here are written for these tests.

const names = (text: string): string[] =>
  findParties(parseDocument(text)).map((p) => `${p.name}=${p.aliases[0] ?? ''}`);

const BODY =
  '\n1. Use\n1.1 The Hirer may use the trailer between 8 am and 6 pm on weekdays.\n1.2 The Hirer must return the trailer clean.\n2. Law\n2.1 This agreement is governed by the laws of Ohio.\n3. General\n3.1 This is the entire agreement between the Hirer and the Owner.\n';

describe('party introductions', () => {
  it("reads labelled heading lines with a bracketed registration number and an 'of' address", () => {
    const text = `TRAILER HIRE AGREEMENT\nPARTIES\nOwner: Birchfield Trailers Pty Ltd (ACN 111 222 333), trailer dealer, of 14 Quarry Road, Ballarat VIC 3350 (the Owner)\nHirer: Ruth Okafor of 3 Wattle Grove, Sebastopol VIC 3356 (the Hirer)${BODY}`;
    expect(names(text)).toEqual(['Birchfield Trailers Pty Ltd=Owner', 'Ruth Okafor=Hirer']);
  });

  it("never takes the town after an address ('of 3 Wattle Grove, Sebastopol') or the label as a name", () => {
    const all = names(
      `TRAILER HIRE AGREEMENT\nOwner: Birchfield Trailers Pty Ltd of 14 Quarry Road, Ballarat VIC 3350 (the Owner)\nHirer: Ruth Okafor of 3 Wattle Grove, Sebastopol VIC 3356 (the Hirer)${BODY}`,
    ).join(' ');
    expect(all).not.toMatch(/Sebastopol|Ballarat|Hirer:|Owner:|Quarry Road|Wattle Grove/);
  });

  it('reaches the defined term past a registration number in brackets and a registered office', () => {
    const text = `This agreement is made between Larkspur Plant Hire Limited (company number 01234567), whose registered office is at Unit 4, Mill Lane Estate, Leeds LS1 1AA (the "Owner"), and Tindall Groundworks Ltd (company number 07654321) of 22 Forge Street, York YO1 2BB (the "Hirer").${BODY}`;
    expect(names(text)).toEqual(['Larkspur Plant Hire Limited=Owner', 'Tindall Groundworks Ltd=Hirer']);
    const keyTerms = extractParties(parseDocument(text)).map((t) => t.value);
    expect(keyTerms).toContain('Tindall Groundworks Ltd');
    expect(keyTerms.join(' ')).not.toMatch(/Forge Street|Mill Lane/);
  });

  it("reads a defined term written with 'the' inside the quotes and an office on a level", () => {
    const text = `This agreement is made between Sparrow Music Lessons Pty Ltd (ABN 11 222 333 444) of Level 2, 5 King Street, Geelong VIC 3220 ("the Provider") and Omar Haddad of 9 Ash Avenue, Geelong VIC 3220 ("the Parent").\n1. Lessons\n1.1 The Provider will teach piano weekly.\n1.2 The Parent will pay $40 a lesson.\n2. Law\n2.1 This agreement is governed by the laws of Victoria.\n`;
    expect(names(text)).toEqual(['Sparrow Music Lessons Pty Ltd=Provider', 'Omar Haddad=Parent']);
  });

  it('keeps the legal name of a company that trades under another name', () => {
    const text = `CLIMBING WALL MEMBERSHIP\nClub: Summit Rock Holdings LLC, doing business as Summit Rock Gym (the "Club")\nMember: Lena Vogt (the "Member")\n1. Access\n1.1 The Member may climb during staffed hours.\n1.2 The Club may close the wall for maintenance.\n2. General\n2.1 This is the entire agreement between the Member and the Club.\n`;
    expect(names(text)).toEqual(['Summit Rock Holdings LLC=Club', 'Lena Vogt=Member']);
  });

  it("does not start the party block at a 'between' inside a numbered clause", () => {
    const text = `STORAGE AGREEMENT\nKeepsafe Storage, LLC, an Ohio limited liability company (the "Facility"), rents a unit to Priya Nair of 40 Elm Avenue, Akron, Ohio 44301 (the "Occupant").\n1. Access\n1.1 The Occupant may visit between 6 am and 9 pm.\n1.2 The Occupant must keep the unit locked.\n2. General\n2.1 This is the entire agreement between the Facility and the Occupant.\n`;
    expect(names(text)).toEqual(['Keepsafe Storage, LLC=Facility', 'Priya Nair=Occupant']);
  });

  it('never takes a defined thing (the unit, the site) as a party', () => {
    const text = `STORAGE AGREEMENT\nKeepsafe Storage, LLC (the "Facility") rents unit B-12 (the "Unit") to Priya Nair (the "Occupant").\n1. Use\n1.1 The Occupant must keep the Unit locked.\n`;
    expect(names(text).join(' ')).not.toMatch(/B-12|=Unit/);
  });
});

describe('the requested side by its role word', () => {
  const oneNamed = `HALL HIRE TERMS\nThese terms are made by Brookside Hall Trust Ltd (the "Trust") for every booking of the hall.\n1. Booking\n1.1 The Booker must pay a deposit of $200 on booking.\n1.2 The Booker must leave the hall clean.\n2. Cancellation\n2.1 The Trust may cancel any booking at any time without notice.\n2.2 The Trust may keep the deposit in every case.\n3. Law\n3.1 These terms are governed by the laws of Ohio.\n`;
  const twoNamed = `SUPPORT TERMS\nThis agreement is made between Hilltop IT Ltd ("Provider") and Cobble Bakery Ltd ("Client").\n1. Support\n1.1 The Provider will answer calls from the Member within one day.\n1.2 The Member must report faults by e-mail.\n2. Law\n2.1 This agreement is governed by the laws of Ohio.\n`;

  it('is honoured when the contract uses the word but names nobody for it', () => {
    const seen = readAs(oneNamed, 'Booker');
    expect(seen?.user.name).toBe('Booker');
    expect(seen?.other.aliases).toEqual(['Trust']);
    expect(seen?.chosenBy).toBe('user');
  });

  it('honours a role word the contract uses even when the named parties carry other terms', () => {
    expect(readAs(twoNamed, 'Member')?.user.name).toBe('Member');
  });

  it('is still reported as unmatched when the contract never uses the word', () => {
    const seen = readAs(twoNamed, 'Franchisee');
    expect(seen?.unmatchedRequest).toBe('Franchisee');
    expect(seen?.chosenBy).toBe('default');
  });
});
