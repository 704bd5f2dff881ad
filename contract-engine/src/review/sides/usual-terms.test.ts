import { describe, expect, it } from 'vitest';
import { countryOf } from '../reading/places';
import { agreement, flags, titled } from './review-test-kit';

// Terms a lawyer would not raise for the user, each beside the version that is worth a finding:
// the other side's home law in the user's own country (decision 0410) and law of another country
// or courts far away; usual terms of a hire of goods; a recital; an indemnity the clause carves
// back; a free remedy for defective work; ending for misconduct; buying from approved suppliers;
// an exclusive appointment granted to the user. Every sentence is written for these tests.

const between = (
  title: string,
  other: string,
  user: string,
  pays: string,
  law: string,
  ...clauses: string[]
) =>
  [
    title,
    `This agreement is made on June 1, 2026 between ${other} and ${user}.`,
    pays,
    ...clauses,
    law,
    'Notices must be in writing. This document is the entire agreement between the parties.',
  ].join('\n');

const BAKERY = (law: string): string =>
  between(
    'BAKERY SUPPLY AGREEMENT',
    'Golden Crust Mills Inc., a Kansas corporation (the "Supplier")',
    'Prairie Rose Bakery LLC, a Nebraska limited liability company (the "Buyer")',
    'The Buyer shall pay the Supplier within 30 days of each invoice.',
    law,
  );

describe('governing law (decision 0410)', () => {
  it("is no finding when it is the other side's home state in the user's country", () => {
    const list = flags(BAKERY('This Agreement is governed by the laws of the State of Kansas.'), 'Buyer');
    expect(titled(list, /law, not yours|courts/i)).toBeUndefined();
  });

  it('is a finding when it sends every dispute to exclusive courts in the other side’s home', () => {
    const text = BAKERY(
      'This Agreement is governed by the laws of the State of Kansas, and the courts of Kansas have exclusive jurisdiction over any dispute.',
    );
    expect(titled(flags(text, 'Buyer'), /courts/i)).toBeDefined();
  });

  it('reads courts named by a county alone as in the state whose law the sentence applies', () => {
    const far = BAKERY(
      'This Agreement is governed by the laws of the State of Missouri, and the parties submit to the exclusive jurisdiction of the courts of Jackson County.',
    );
    expect(titled(flags(far, 'Buyer'), /only courts in Missouri/i)).toBeDefined();
    const home = BAKERY(
      'This Agreement is governed by the laws of the State of Nebraska, and the parties submit to the exclusive jurisdiction of the courts of Douglas County.',
    );
    expect(titled(flags(home, 'Buyer'), /courts/i)).toBeUndefined();
  });

  it("is a finding when the law is another country's", () => {
    const text = between(
      'DISTRIBUTION AGREEMENT',
      'Fjordline Outdoor AS, a company registered in Norway (the "Supplier")',
      'Trailhead Gear Ltd, a company registered in Scotland (the "Distributor")',
      'The Distributor shall pay the Supplier within 60 days of each invoice.',
      'This Agreement is governed by the laws of Norway.',
    );
    expect(titled(flags(text, 'Distributor'), /law, not yours/i)).toBeDefined();
  });

  it('knows which places share a country and which legal systems stand apart', () => {
    expect(countryOf('the State of Kansas')).toBe(countryOf('Nebraska'));
    expect(countryOf('Ontario')).toBe(countryOf('the Province of Alberta'));
    expect(countryOf('Scotland')).not.toBe(countryOf('England and Wales'));
    expect(countryOf('Norway')).not.toBe(countryOf('Scotland'));
  });
});

const PRESS = (...clauses: string[]): string =>
  agreement(
    'EQUIPMENT LEASE',
    'Summit Leasing Corp. (the "Lessor")',
    'Ridgeback Signs LLC (the "Lessee")',
    'The Lessee shall pay the Lessor $1,150 per month for the cutting machine.',
    ...clauses,
  );

describe('usual terms of a hire of goods', () => {
  it('does not flag reasonable enforcement costs or a bar on subleasing the equipment', () => {
    const list = flags(
      PRESS(
        "The Lessee shall pay the Lessor's reasonable costs of enforcement after a default, including attorneys' fees.",
        'The Lessee may not assign this Lease or sublease the Equipment.',
      ),
      'Lessee',
    );
    expect(titled(list, /legal and collection costs|never transfer/i)).toBeUndefined();
  });

  it('still flags every legal cost of any dispute, and a tenancy that may never be assigned', () => {
    expect(
      titled(
        flags(PRESS("The Lessee shall pay all of the Lessor's legal fees in any dispute."), 'Lessee'),
        /legal and collection costs/i,
      ),
    ).toBeDefined();
    const shop = agreement(
      'SHOP LEASE',
      'Harbour Estates LLC (the "Landlord")',
      'Fern & Bloom LLC (the "Tenant")',
      'The Tenant shall pay the Landlord rent of $2,400 per month.',
      'The Tenant may not assign this Lease or sublet the Premises.',
    );
    expect(titled(flags(shop, 'Tenant'), /never transfer/i)).toBeDefined();
  });
});

describe('recitals and exclusive appointments', () => {
  const AGENCY = (...clauses: string[]): string =>
    [
      'AGENCY AGREEMENT',
      'This agreement is made between Blue Heron Wines Ltd (the "Principal") and Canyon Cellars LLC (the "Agent").',
      'BACKGROUND',
      '(A) The Agent sells wine to restaurants and wishes to be the exclusive agent of the Principal in Arizona.',
      '1. Appointment',
      ...clauses,
      '2. Law',
      'This agreement is governed by the laws of the State of Arizona.',
    ].join('\n');

  it('reads no exclusive dealing into a recital nor into an exclusive appointment granted to the user', () => {
    const text = AGENCY(
      '1.1 The Principal appoints the Agent as its exclusive agent in Arizona for three years.',
    );
    expect(titled(flags(text, 'Agent'), /exclusive dealing/i)).toBeUndefined();
  });

  it('reads no exclusive dealing into a recital alone', () => {
    const text = AGENCY('1.1 The Agent shall promote the wines to restaurants in Arizona.');
    expect(titled(flags(text, 'Principal'), /exclusive dealing/i)).toBeUndefined();
  });

  it('still flags exclusive dealing the user gives', () => {
    const text = AGENCY(
      '1.1 The Principal appoints the Agent as its exclusive agent in Arizona for three years.',
    );
    expect(titled(flags(text, 'Principal'), /exclusive dealing/i)).toBeDefined();
  });
});

const CATERING = (...clauses: string[]): string =>
  agreement(
    'CATERING AGREEMENT',
    'Saffron Table LLC (the "Caterer")',
    'Northgate Conference Centre LLC (the "Client")',
    'The Client shall pay the Caterer $38 per guest.',
    ...clauses,
  );

describe('fair clauses that carry a trigger word', () => {
  it('does not flag an indemnity carved back for the indemnified side’s own negligence', () => {
    const carved =
      "The Client shall indemnify the Caterer against claims arising from the Client's guests, except to the extent caused by the Caterer's negligence.";
    expect(titled(flags(CATERING(carved), 'Client'), /only you indemnify/i)).toBeUndefined();
    const plain = 'The Client shall indemnify the Caterer against all claims arising from the event.';
    expect(titled(flags(CATERING(plain), 'Client'), /only you indemnify/i)).toBeDefined();
  });

  it('does not read extra work without pay into a free fix of defective service', () => {
    const remedy =
      'If a dish is not served to the agreed menu, the Client shall tell the Caterer at once and the Caterer shall put the problem right at no extra charge.';
    expect(titled(flags(CATERING(remedy), 'Client'), /extra work/i)).toBeUndefined();
    const extra =
      'The Caterer shall make any changes to the menu the Client asks for, as many times as asked, at no extra charge.';
    expect(titled(flags(CATERING(extra), 'Caterer'), /extra work/i)).toBeDefined();
  });

  it('does not call ending without notice for gross misconduct an exit at will', () => {
    const cause =
      'The Client may terminate this Agreement without notice for gross misconduct by the Caterer.';
    expect(titled(flags(CATERING(cause), 'Caterer'), /at will/i)).toBeUndefined();
    const will = 'The Client may terminate this Agreement at any time without notice.';
    expect(titled(flags(CATERING(will), 'Caterer'), /at will/i)).toBeDefined();
  });

  it('does not flag buying from the other side or suppliers it approves', () => {
    const approved =
      'The Caterer shall buy branded napkins only from the Client or suppliers approved by the Client.';
    expect(titled(flags(CATERING(approved), 'Caterer'), /buy only from/i)).toBeUndefined();
    const only = 'The Caterer shall buy all wine only from the Client.';
    expect(titled(flags(CATERING(only), 'Caterer'), /buy only from/i)).toBeDefined();
  });
});
