import { describe, expect, it } from 'vitest';
import { agreement, flags, titled } from './review-test-kit';

// Money terms in wordings the earlier rows did not know, read through the concept table and the
// argument readers (concept-judgments-money.ts, the widened vocabulary and conditions): pay only
// once the other side is paid, a fee cut on the other side's view, a deposit kept or applied as it
// decides, interest compounded monthly, a bill raised when the other side alone thinks a stage is
// done, every remaining fee on termination, the full fee on any cancellation or even in an
// emergency, and a fee for hiring the other side's people. Each with a must-not list. Every
// sentence is written for these tests.

const TRANSLATION = (...clauses: string[]): string =>
  agreement(
    'TRANSLATION SUBCONTRACT',
    'Lexica Language Services LLC (the "Bureau")',
    'Marta Silva (the "Translator")',
    'The Bureau shall pay the Translator $0.12 per word.',
    ...clauses,
  );

const STUDIO = (...clauses: string[]): string =>
  agreement(
    'STUDIO HIRE AGREEMENT',
    'Greyhound Sound Rooms Ltd (the "Studio")',
    'The Velvet Owls LLC (the "Band")',
    'The Band shall pay the Studio $900 per day of studio time.',
    ...clauses,
  );

const FENCING = (...clauses: string[]): string =>
  agreement(
    'FENCING WORKS AGREEMENT',
    'Post & Rail Fencing LLC (the "Installer")',
    'Orchard View Farm LLC (the "Owner")',
    'The Owner shall pay the Installer $14,000 in three stages.',
    ...clauses,
  );

describe('pay that waits for someone else to pay', () => {
  it('flags pay due only after the other side has been paid by its own customer, for the one paid', () => {
    const clause =
      'The Bureau shall pay each invoice of the Translator within ten days after the Bureau has received payment from its customer, and owes nothing for any job its customer never pays for.';
    expect(titled(flags(TRANSLATION(clause), 'Translator'), /paid only when/i)).toBeDefined();
    // Must not: the same clause read by the payer, or plain payment terms.
    expect(titled(flags(TRANSLATION(clause), 'Bureau'), /paid only when/i)).toBeUndefined();
    const plain =
      'The Bureau shall pay each invoice of the Translator within thirty days after receiving it.';
    expect(titled(flags(TRANSLATION(plain), 'Translator'), /paid only when/i)).toBeUndefined();
    const notice =
      'Either party may end this Agreement if the other fails to pay any sum for ten days after it has received notice from the other party.';
    expect(titled(flags(TRANSLATION(notice), 'Translator'), /paid only when/i)).toBeUndefined();
  });
});

describe('a fee cut on the other side’s view', () => {
  it('flags a fee the payer may reduce at its discretion, for the one paid', () => {
    const clause =
      'The Bureau may, at its discretion, reduce the fee for any translation it considers below its house style.';
    expect(titled(flags(TRANSLATION(clause), 'Translator'), /cut your fee/i)).toBeDefined();
    // Must not: a reduction agreed by both, or the payee's own discount.
    const agreed = 'The fee for a translation may be reduced only by written agreement of both parties.';
    expect(titled(flags(TRANSLATION(agreed), 'Translator'), /cut your fee/i)).toBeUndefined();
    const own = 'The Translator may, at its discretion, reduce the fee for a repeat job.';
    expect(titled(flags(TRANSLATION(own), 'Translator'), /cut your fee/i)).toBeUndefined();
  });
});

describe('a deposit kept or applied as the other side decides', () => {
  it('flags a deposit applied to any amount the holder considers owing, and one kept without receipts', () => {
    const applied =
      'The Studio may apply the deposit to any sum it considers the Band owes and may keep the rest until all its invoices are settled.';
    expect(titled(flags(STUDIO(applied), 'Band'), /deposit/i)).toBeDefined();
    const noReceipts =
      'The Studio may deduct from the deposit whatever sum it considers fair for end-of-session cleaning and need not provide receipts.';
    expect(titled(flags(STUDIO(noReceipts), 'Band'), /deposit/i)).toBeDefined();
  });

  it('does not flag a deposit returned less itemised, evidenced costs, nor the same right of the user', () => {
    const fair =
      'The Studio shall return the deposit within fourteen days, less the reasonable cost of repairing damage caused by the Band, itemised with receipts.';
    expect(titled(flags(STUDIO(fair), 'Band'), /deposit/i)).toBeUndefined();
    const applied =
      'The Studio may apply the deposit to any sum it considers the Band owes and may keep the rest until all its invoices are settled.';
    expect(titled(flags(STUDIO(applied), 'Studio'), /deposit/i)).toBeUndefined();
  });
});

describe('interest compounded monthly', () => {
  it('reads 2.5% a month, compounded monthly, as about 34% a year, for the payer', () => {
    const clause =
      'Any sum not paid when due bears interest at 2.5% per month, compounded monthly, until paid in full.';
    const f = titled(flags(STUDIO(clause), 'Band'), /late-payment charge/i);
    expect(f?.description).toMatch(/34% a year/);
    // Must not: a yearly rate of 8%.
    const fair = 'Any sum not paid when due bears interest at 8% per year until paid.';
    expect(titled(flags(STUDIO(fair), 'Band'), /late-payment charge/i)).toBeUndefined();
  });
});

describe('a bill raised when the other side alone thinks a stage is done', () => {
  it('flags a stage invoiced when the installer considers it complete, without the owner’s approval', () => {
    const clause =
      'The Installer may invoice each stage payment when the Installer considers the stage finished, and the Owner has no right to approve it first.';
    expect(titled(flags(FENCING(clause), 'Owner'), /decides alone when a payment/i)).toBeDefined();
    const fair =
      'The Installer may invoice each stage payment once the Owner has inspected the stage and confirmed in writing that it is finished.';
    expect(titled(flags(FENCING(fair), 'Owner'), /decides alone when a payment/i)).toBeUndefined();
  });
});

describe('every fee on termination, the full fee on any cancellation', () => {
  it("flags 'the entire unpaid balance' owed when the payer ends the contract early", () => {
    const clause =
      'If the Owner terminates this Agreement early, the Owner shall pay the entire unpaid balance of the price, together with the stage fees for the remainder of the works.';
    expect(titled(flags(FENCING(clause), 'Owner'), /remaining fees/i)).toBeDefined();
    expect(titled(flags(FENCING(clause), 'Installer'), /remaining fees/i)).toBeUndefined();
  });

  it('flags the full fee for a cancellation however early, and a full charge even in a hospital emergency', () => {
    const early =
      'If the Band cancels a booking for any reason, the full session fee is payable however far in advance the Band cancels.';
    expect(titled(flags(STUDIO(early), 'Band'), /full price/i)).toBeDefined();
    const emergency =
      'Sessions cancelled by the Band on less than 48 hours’ notice are charged in full, even where a band member is taken to hospital.';
    expect(titled(flags(STUDIO(emergency), 'Band'), /illness or an emergency/i)).toBeDefined();
  });

  it('does not flag a late-cancellation charge with an emergency exception', () => {
    const fair =
      'Sessions cancelled by the Band on less than 48 hours’ notice are charged at half the fee, except where a band member is ill.';
    const list = flags(STUDIO(fair), 'Band');
    expect(titled(list, /illness or an emergency|full price/i)).toBeUndefined();
  });
});

describe("a fee for hiring the other side's people", () => {
  it('flags a placement fee and an introduction fee of a fixed sum, for the party that would pay it', () => {
    const placement =
      'If the Owner employs, directly or through any agency, any person who worked on the site for the Installer within a year after the works, the Owner shall pay the Installer a placement fee of $8,000.';
    expect(titled(flags(FENCING(placement), 'Owner'), /hire .*staff/i)).toBeDefined();
    expect(titled(flags(FENCING(placement), 'Installer'), /hire .*staff/i)).toBeUndefined();
    const intro =
      'If the Band engages any engineer introduced by the Studio privately within six months, the Band shall pay an introduction fee of $2,500.';
    expect(titled(flags(STUDIO(intro), 'Band'), /hire .*staff/i)).toBeDefined();
  });
});
