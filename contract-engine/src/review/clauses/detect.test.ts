import { describe, expect, it } from 'vitest';
import { parseDocument } from '../text/document';
import type { CuadCategory } from './categories';
import { detectClauseHits } from './detect';

const finds = (text: string, category: CuadCategory): boolean =>
  (detectClauseHits(parseDocument(text)).get(category)?.length ?? 0) > 0;

describe('Volume Restriction rules', () => {
  it('find caps on how many units, sessions or shares of a capacity one side gets', () => {
    expect(
      finds(
        'The Supplier will provide no more than two major releases during a calendar year.',
        'Volume Restriction',
      ),
    ).toBe(true);
    expect(
      finds(
        'The Professional agrees to serve as an instructor during up to ten (10) golf clinics per calendar year.',
        'Volume Restriction',
      ),
    ).toBe(true);
    expect(
      finds(
        'Carrier shall allocate up to ninety percent (90%) of the Available Capacity to Historical Shippers.',
        'Volume Restriction',
      ),
    ).toBe(true);
    expect(
      finds(
        'Shipper shall not nominate a quantity of gas at all delivery points that exceeds the maximum daily quantity.',
        'Volume Restriction',
      ),
    ).toBe(true);
  });

  it('leave out caps on time, money, liability, ownership and renewals', () => {
    expect(
      finds(
        "The Consultant's travel expenses shall not exceed five thousand dollars without the Company's approval.",
        'Volume Restriction',
      ),
    ).toBe(false);
    expect(
      finds(
        'Each party shall pay interest at no more than two (2) percent per month on late amounts.',
        'Volume Restriction',
      ),
    ).toBe(false);
    expect(
      finds(
        "Either party's aggregate liability shall not exceed two (2) times the fees paid under this Agreement.",
        'Volume Restriction',
      ),
    ).toBe(false);
    expect(
      finds(
        'Ownership of no more than 1% of the outstanding voting stock of a public company is not a breach.',
        'Volume Restriction',
      ),
    ).toBe(false);
    expect(
      finds('This Agreement renews for up to two (2) renewal terms of one year each.', 'Volume Restriction'),
    ).toBe(false);
  });
});

describe('Competitive Restriction Exception rules', () => {
  const nonCompete =
    'During the Term, the Distributor shall not sell any product that competes with the Products.';

  it('find a carve-out next to a restriction on competing', () => {
    expect(
      finds(
        `${nonCompete} Notwithstanding the foregoing, the Distributor may hold up to 2% of the shares of a listed competitor.`,
        'Competitive Restriction Exception',
      ),
    ).toBe(true);
  });

  it('leave out pointers to other provisions and non-exclusive grants', () => {
    expect(
      finds(
        'Licensor grants Licensee a non-exclusive, non-transferable (except as provided in Section 11.7) licence to use the Marks.',
        'Competitive Restriction Exception',
      ),
    ).toBe(false);
    expect(
      finds(
        'The remedies in this Agreement are cumulative and, except as expressly provided, not exclusive of any remedies at law.',
        'Competitive Restriction Exception',
      ),
    ).toBe(false);
  });
});
