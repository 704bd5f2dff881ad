import { describe, expect, it } from 'vitest';
import { parseDocument } from '../text/document';
import { detectRedFlags } from './detect-flags';

// 'No limitation of liability' must not be said of a contract that limits or excludes liability in
// plain words the learned category missed. Sentences written for this test.

const title = 'No limitation of liability';
const flagsFor = (clause: string) =>
  detectRedFlags(
    parseDocument(
      `SERVICES AGREEMENT\n1. Work\n1.1 The Studio shall design the logo.\n2. Liability\n2.1 ${clause}\n`,
    ),
    {
      hasLiabilityCap: false,
      expectsLiabilityCap: true,
    },
  ).redFlags.map((f) => f.title);

describe('the no-limitation flag', () => {
  it('is not raised when a clause caps liability in plain words', () => {
    expect(flagsFor("The Studio's total liability is limited to the deposit.")).not.toContain(title);
  });

  it('is not raised when a clause excludes liability altogether', () => {
    expect(
      flagsFor('The Studio accepts no liability for any loss, including loss caused by its negligence.'),
    ).not.toContain(title);
  });

  it('is still raised when the only "not liable" clause is force majeure', () => {
    expect(
      flagsFor('The Studio shall not be liable for delay caused by events beyond its reasonable control.'),
    ).toContain(title);
  });

  it('is still raised when nothing limits liability', () => {
    expect(flagsFor('The Studio is liable for all loss it causes.')).toContain(title);
  });
});
