import { describe, expect, it } from 'vitest';
import { clauseParts } from './clause-parts';

const partsOf = (text: string): string[] => clauseParts(text).map(([s, e]) => text.slice(s, e));

describe('clauseParts', () => {
  it('keeps a sentence without a boundary whole', () => {
    const text = 'The Tenant shall keep the premises clean and in good repair at all times.';
    expect(partsOf(text)).toEqual([text]);
  });

  it('splits at semicolons, without the separator', () => {
    expect(
      partsOf(
        'The Studio keeps every sketch it made before this agreement; the Client owns the final artwork once it has paid in full.',
      ),
    ).toEqual([
      'The Studio keeps every sketch it made before this agreement',
      'the Client owns the final artwork once it has paid in full.',
    ]);
  });

  it('splits an inline list into its items', () => {
    expect(
      partsOf(
        'During the term the Reseller shall not: (a) sell any competing kettle in the territory, (b) hire away any of the Maker’s staff, or (c) publish unkind remarks about the Maker.',
      ),
    ).toEqual([
      'During the term the Reseller shall not',
      '(a) sell any competing kettle in the territory',
      '(b) hire away any of the Maker’s staff',
      '(c) publish unkind remarks about the Maker.',
    ]);
  });

  it('starts a part at a proviso or an exception', () => {
    expect(
      partsOf(
        'Either party may end this agreement on thirty days written notice, provided that the Client pays for all work done before the end date.',
      ),
    ).toEqual([
      'Either party may end this agreement on thirty days written notice',
      'provided that the Client pays for all work done before the end date.',
    ]);
    expect(
      partsOf(
        'Neither party may transfer this agreement without consent; provided, however, that either may transfer it to a buyer of its whole business.',
      ),
    ).toEqual([
      'Neither party may transfer this agreement without consent',
      'provided, however, that either may transfer it to a buyer of its whole business.',
    ]);
  });

  it('joins a part of fewer than four words to the one after it', () => {
    expect(
      partsOf('Fees are due monthly; and late fees apply; the deposit is kept until the lease ends.'),
    ).toEqual(['Fees are due monthly', 'late fees apply; the deposit is kept until the lease ends.']);
  });

  it('returns offsets into the sentence itself', () => {
    const text =
      'The Host may cancel the booking at any time; the Guest may cancel only with a week of notice.';
    for (const [s, e] of clauseParts(text)) {
      expect(s).toBeGreaterThanOrEqual(0);
      expect(e).toBeLessThanOrEqual(text.length);
      expect(text.slice(s, e).trim()).toBe(text.slice(s, e));
    }
  });
});
