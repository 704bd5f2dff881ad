import { describe, expect, it } from 'vitest';
import { parseDocument } from '../text/document';
import { extractEffectiveDate, extractExpiration } from './dates';

describe('extractEffectiveDate evidence', () => {
  it('quotes only the date when the preamble dates the agreement and names it the Effective Date', () => {
    const doc = parseDocument(
      'This Consulting Agreement ("Agreement") is made and entered into as of May 1, 2019 ("Effective Date") by and between Acme, Inc. ("Company") and Beta LLC ("Consultant").\n\n1. Services. Consultant shall provide the services.',
    );
    const found = extractEffectiveDate(doc);
    expect(found?.value).toBe('May 1, 2019');
    expect(found?.evidence.quote).toBe('May 1, 2019');
  });

  it('quotes only the date after "as of this" or "on the" in the preamble', () => {
    for (const [preamble, date] of [
      [
        'This Catering Agreement (the "Agreement") is dated as of this 3rd day of June 2021 (the "Effective Date"), by and between Green Plate Ltd and Harbour Events LLC.',
        '3rd day of June 2021',
      ],
      [
        'This Lease is entered into on the 2nd day of May, 2020 (the "Effective Date") between Oak Rooms LLC and Maya Patel.',
        '2nd day of May, 2020',
      ],
    ] as const) {
      const found = extractEffectiveDate(
        parseDocument(`${preamble}\n\n1. Services. The caterer shall serve lunch.`),
      );
      expect(found?.evidence.quote).toBe(date);
    }
  });

  it('quotes the whole sentence when it says when the term starts', () => {
    const sentence =
      'This Agreement shall commence on March 15, 2018 and will expire on March 14, 2020 unless terminated earlier.';
    const doc = parseDocument(`1. Services. Consultant shall provide the services.\n\n2. Term. ${sentence}`);
    const found = extractEffectiveDate(doc);
    expect(found?.value).toBe('March 15, 2018');
    expect(found?.evidence.quote).toContain(sentence);
  });

  it('skips the effective date of a termination', () => {
    const doc = parseDocument(
      [
        'Distributor shall return all materials within seven (7) days of the effective date of termination.',
        'The term of this Agreement shall commence January 1, 1996, and shall continue for three (3) years.',
      ].join('\n\n'),
    );
    expect(extractEffectiveDate(doc)?.value).toBe('January 1, 1996');
  });

  it('does not take the end of the term for its start', () => {
    const doc = parseDocument(
      'The Contract Period commences upon the full execution of this Agreement by both Parties and terminating on May 31, 2016.',
    );
    expect(extractEffectiveDate(doc)?.value).toBe('On signing');
  });

  it('keeps the sentence when the date is not named the Effective Date', () => {
    const doc = parseDocument(
      'This Agreement is dated as of June 2, 2020 and shall become effective upon signature by both parties.',
    );
    expect(extractEffectiveDate(doc)?.evidence.quote).toContain('shall become effective');
  });
});

describe('extractExpiration', () => {
  it('prefers the sentence whose subject is the term over earlier ones that only mention it', () => {
    const doc = parseDocument(
      [
        'As used in this Agreement, the term "Site" shall mean the web site operated by Company.',
        'During the term of this Agreement, Company shall keep the Site available.',
        'Consultant agrees that these obligations shall continue after the termination of this Agreement.',
        '9. Term. The term of this Agreement shall commence upon April 1, 1999 and shall continue for a period of six (6) months.',
      ].join('\n\n'),
    );
    expect(extractExpiration(doc)?.evidence.quote).toContain('shall continue for a period of six (6) months');
  });
});
