import { describe, expect, it } from 'vitest';
import { analyzeContract } from '../analyze';
import { agreement } from '../sides/review-test-kit';

// Who an explanation says acts, for clauses whose verb misleads: an assignment owned by the
// assignee, a defects period kept by the one paid, a dispute clause binding both sides, a price
// change announced by notice, an exclusion told as one. Contracts written for these tests.

const BOOK = agreement(
  'COOKBOOK AGREEMENT',
  'Saffron House Press LLC (the "Press")',
  'Leila Haddad (the "Writer")',
  'The Press shall pay the Writer an advance of $4,000.',
  'The Writer assigns to the Press all rights in the cookbook and in all earlier recipes and notes on which the cookbook is based.',
  'Any dispute shall be decided by an arbitrator appointed by the Press, whose decision is final.',
  'The Press will give the Writer sixty (60) days written notice of any change to the royalty rate.',
);

const POOL = agreement(
  'POOL INSTALLATION AGREEMENT',
  'Bluewater Pools LLC (the "Installer")',
  'Omar Said (the "Homeowner")',
  'The Homeowner shall pay the Installer $38,000 in three instalments.',
  "The Installer's duty to repair defects in the pool ends twenty (20) days after handover.",
  'The Installer is not liable for any delay in completion, however caused.',
);

const HIRE = agreement(
  'TOOL HIRE AGREEMENT',
  'Ironside Plant Hire Ltd (the "Company")',
  'Ben Hart (the "Hirer")',
  'The Hirer shall pay the Company $90 per day.',
  "The Hirer is responsible for any damage to the Company's tools while on hire, and that responsibility is not reduced by any insurance.",
  "If the Hirer employs any of the Company's staff within six months, the Hirer shall pay the Company a fee equal to three months' wages of that person.",
);

const explain = (text: string, party: string, quote: RegExp): string =>
  analyzeContract(text, { party }).plainLanguageExplanations.find((e) => quote.test(e.originalText))
    ?.explanation ?? '';

describe('who acts in an explanation', () => {
  it('tells a fee for hiring staff as a fee to pay, not a ban', () => {
    expect(explain(HIRE, 'Hirer', /employs any of the Company's staff/)).toMatch(
      /^No poaching of staff or customers\. You must pay the fee set here for hiring the other side's staff/,
    );
  });

  it('says the assignee will own what is assigned', () => {
    expect(explain(BOOK, 'Writer', /assigns to the Press/)).toMatch(
      /^Who owns the work\. The Press will own the work/,
    );
  });

  it('says a dispute clause binds both sides, not the party that appoints', () => {
    const text = explain(BOOK, 'Writer', /arbitrator appointed/);
    expect(text).toMatch(
      /^Arbitration\. Disputes go to an arbitrator or expert instead of a court, for both of you/,
    );
    expect(text).toMatch(/For you: .*picked\s+by the Press alone/);
  });

  it('tells a price change announced by notice as a power, not a duty to change', () => {
    expect(explain(BOOK, 'Writer', /change to the royalty rate/)).toMatch(
      /^Changes to the contract\. The Press may change the price only as this clause allows/,
    );
  });

  it('says the one paid puts right defects, for the period set', () => {
    expect(explain(POOL, 'Homeowner', /repair defects/)).toMatch(
      /^Fixing defects\. The Installer must put right defects only for the period set here/,
    );
  });

  it('tells an exclusion as paying nothing, and a duty without a cap as no limit', () => {
    expect(explain(POOL, 'Homeowner', /not liable for any delay/)).toMatch(/The Installer will pay nothing/);
    expect(explain(HIRE, 'Hirer', /responsible for any damage/)).toMatch(
      /^Limits on liability\. You will answer for the losses this clause lists/,
    );
  });
});

describe('a charge for cancelling', () => {
  const DANCE = agreement(
    'DANCE CLASS BOOKING',
    'Twirl Studio LLC (the "Studio")',
    'Nina Park (the "Parent")',
    'The Parent shall pay the Studio $240 for the term of classes.',
    'If the Parent cancels for any reason, the full term fee is payable however early the Parent cancels.',
  );

  it('tells a cancellation charge as what the payer must pay, not as a duty to end the contract', () => {
    const text = explain(DANCE, 'Parent', /full term fee is payable/);
    expect(text).toMatch(/You must pay the charge this clause sets for a cancellation/);
    expect(text).not.toMatch(/must end the contract/);
  });
});
