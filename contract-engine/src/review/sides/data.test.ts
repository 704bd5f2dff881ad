import { describe, expect, it } from 'vitest';
import type { RedFlag } from '@shared-schema';
import { analyzeContract } from '../analyze';

// Suspension without notice, a perpetual licence to the user's data, and data deleted at the end
// with no way to export it: flagged only for the party they burden. All text is written for these
// tests.

const SAAS = (...clauses: string[]): string =>
  [
    'SUBSCRIPTION AGREEMENT',
    'This subscription agreement is made on May 4, 2026 between Cobalt Ledger Inc., a Delaware corporation (the "Vendor"), and Hazel Street Bakery LLC, an Ohio limited liability company (the "Customer").',
    '1. Service\n1.1 The Vendor shall provide the online bookkeeping platform (the "Platform") to the Customer.',
    '2. Fees\n2.1 The Customer shall pay the subscription fee monthly in advance.',
    ...clauses,
    'Notices must be in writing. This document is the entire agreement between the parties. The laws of the State of Ohio govern it.',
  ].join('\n');

const flags = (text: string, party: string): RedFlag[] => analyzeContract(text, { party }).redFlags;
const titled = (list: RedFlag[], re: RegExp): RedFlag | undefined => list.find((f) => re.test(f.title));

describe('suspension without notice', () => {
  const text = SAAS(
    '3. Suspension\n3.1 The Vendor may suspend access to the Platform without notice if any invoice is unpaid.',
  );

  it('flags the customer side, at its clause, medium', () => {
    const f = titled(flags(text, 'Customer'), /suspend the service without notice/);
    expect(f?.severity).toBe('medium');
    expect(f?.location).toBe('Section 3.1 Suspension');
    expect(f?.evidence?.quote).toContain('without notice');
  });

  it('is high when the vendor suspends at any time on its own view', () => {
    const wide = SAAS(
      '3. Suspension\n3.1 The Vendor may suspend the Platform at any time without notice if it believes an amount is overdue.',
    );
    expect(titled(flags(wide, 'Customer'), /suspend the service/)?.severity).toBe('high');
  });

  it('is not flagged for the vendor, after written notice, or against a security threat', () => {
    expect(titled(flags(text, 'Vendor'), /suspend/)).toBeUndefined();
    const notice = SAAS(
      '3. Suspension\n3.1 The Vendor may suspend access to the Platform if an invoice is unpaid fifteen (15) days after written notice.',
    );
    expect(titled(flags(notice, 'Customer'), /suspend/)).toBeUndefined();
    const security = SAAS(
      '3. Suspension\n3.1 The Vendor may suspend access to the Platform without notice to stop a security attack.',
    );
    expect(titled(flags(security, 'Customer'), /suspend/)).toBeUndefined();
  });

  it('is not flagged when the customer is the one who may suspend', () => {
    const own = SAAS(
      '3. Suspension\n3.1 The Customer may suspend its subscription without notice during the winter months.',
    );
    expect(titled(flags(own, 'Vendor'), /suspend/)).toBeUndefined();
    expect(titled(flags(own, 'Customer'), /suspend/)).toBeUndefined();
  });
});

describe('perpetual licence to the user data', () => {
  const text = SAAS(
    '3. Data\n3.1 The Customer grants the Vendor a perpetual and irrevocable licence to use the Customer data for any purpose.',
  );

  it('flags the customer side as high when for any purpose', () => {
    const f = titled(flags(text, 'Customer'), /perpetual licence to your data/);
    expect(f?.severity).toBe('high');
    expect(f?.location).toBe('Section 3.1 Data');
  });

  it('is medium without a wide purpose, and not flagged for the vendor', () => {
    const plain = SAAS(
      '3. Data\n3.1 The Customer grants the Vendor a perpetual licence to store and copy the Customer data.',
    );
    expect(titled(flags(plain, 'Customer'), /perpetual licence/)?.severity).toBe('medium');
    expect(titled(flags(text, 'Vendor'), /perpetual licence/)).toBeUndefined();
  });

  it('is not flagged for anonymised data, a use limited to the service, or a term licence', () => {
    for (const clause of [
      '3.1 The Customer grants the Vendor a perpetual licence to use anonymised and aggregated Customer data to improve the Platform.',
      '3.1 The Customer grants the Vendor an irrevocable licence to use the Customer data solely to provide the Platform.',
      '3.1 The Customer grants the Vendor a licence to use the Customer data during the term.',
    ]) {
      expect(titled(flags(SAAS(`3. Data\n${clause}`), 'Customer'), /perpetual licence/)).toBeUndefined();
    }
  });
});

describe('data deleted at the end with no export', () => {
  const text = SAAS(
    '3. Termination\n3.1 Upon termination of this Agreement the Vendor may immediately delete all Customer data.',
  );

  it('flags the customer side as high, at its clause', () => {
    const f = titled(flags(text, 'Customer'), /delete your data/);
    expect(f?.severity).toBe('high');
    expect(f?.location).toBe('Section 3.1 Termination');
  });

  it('is not flagged for the vendor, or when the customer can export first', () => {
    expect(titled(flags(text, 'Vendor'), /delete/)).toBeUndefined();
    const exportable = SAAS(
      '3. Termination\n3.1 Upon termination of this Agreement the Vendor may immediately delete all Customer data.\n3.2 Before termination takes effect the Customer may export its data from the Platform.',
    );
    expect(titled(flags(exportable, 'Customer'), /delete/)).toBeUndefined();
  });

  it('is not flagged after a retention period, or for mutual destruction of confidential information', () => {
    const later = SAAS(
      '3. Termination\n3.1 The Vendor may delete all Customer data ninety (90) days after termination of this Agreement.',
    );
    expect(titled(flags(later, 'Customer'), /delete/)).toBeUndefined();
    const mutual = SAAS(
      "3. Termination\n3.1 Upon termination each party shall immediately destroy the other party's data and confidential information.",
    );
    expect(titled(flags(mutual, 'Customer'), /delete/)).toBeUndefined();
    expect(titled(flags(mutual, 'Vendor'), /delete/)).toBeUndefined();
  });
});
