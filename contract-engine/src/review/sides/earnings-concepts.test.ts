import { beforeAll, describe, expect, it } from 'vitest';
import { agreement, flags, titled } from './review-test-kit';

// The earnings and exit rows of the concept table (concept-judgments-earnings.ts) and the widened
// core rows, each flagged for the side it burdens, with a must-not list: the same right held by the
// user's side, or the fair version. Every sentence is written for these tests, in trades the
// blind batches did not use.

const deal = (title: string, other: string, user: string, pays: string, ...clauses: string[]): string =>
  agreement(title, other, user, pays, ...clauses);

const GARDENS = (...clauses: string[]): string =>
  deal(
    'GROUNDS MAINTENANCE AGREEMENT',
    'Bayview Hotel LLC (the "Hotel")',
    'Greenthumb Gardens LLC (the "Gardener")',
    'The Hotel shall pay the Gardener $2,000 per month.',
    ...clauses,
  );

const BOATS = (...clauses: string[]): string =>
  deal(
    'BOAT HIRE AGREEMENT',
    'Gull Point Charters LLC (the "Owner")',
    'Sam Rivera (the "Renter")',
    'The Renter shall pay the Owner $400 per week for the boat.',
    ...clauses,
  );

const TOURS = (...clauses: string[]): string =>
  deal(
    'AGENCY AGREEMENT',
    'Sunway Tours Inc. (the "Operator")',
    'Lena Park (the "Agent")',
    'The Operator shall pay the Agent a commission of 8% of each booking.',
    ...clauses,
  );

const KITCHEN = (...clauses: string[]): string =>
  deal(
    'KITCHEN FITTING AGREEMENT',
    'Oakline Fitters Ltd (the "Installer")',
    'Priya Nair (the "Customer")',
    'The Customer shall pay the Installer $9,000 in two instalments.',
    ...clauses,
  );

const MUSIC = (...clauses: string[]): string =>
  deal(
    'RECORDING AGREEMENT',
    'Northern Lights Records LLC (the "Label")',
    'Mia Stone (the "Artist")',
    'The Label shall pay the Artist an advance of $5,000 and royalties of 15%.',
    ...clauses,
  );

const PICTURES = (...clauses: string[]): string =>
  deal(
    'ILLUSTRATION AGREEMENT',
    'Bramble Books LLC (the "Publisher")',
    'Tom Reyes (the "Illustrator")',
    'The Publisher shall pay the Illustrator $3,500 for the illustrations.',
    ...clauses,
  );

const SCHOOL = (...clauses: string[]): string =>
  deal(
    'TRAINER AGREEMENT',
    'Peak Skills Academy LLC (the "Academy")',
    'Dana Cole (the "Trainer")',
    'The Academy shall pay the Trainer $80 per class.',
    ...clauses,
  );

const DESIGN = (...clauses: string[]): string =>
  deal(
    'DESIGN SERVICES AGREEMENT',
    'Inkwell Design Agency LLC (the "Agency")',
    'Harbor Bakery LLC (the "Client")',
    'The Client shall pay the Agency $6,000 for the project.',
    ...clauses,
  );

const MAGAZINE = (...clauses: string[]): string =>
  deal(
    'SUBSCRIPTION TERMS',
    'Tidewater Media Inc. (the "Publisher")',
    'Alex Moore (the "Subscriber")',
    'The Subscriber shall pay the Publisher $12 per month.',
    ...clauses,
  );

const BUILD = (...clauses: string[]): string =>
  deal(
    'BARN CONVERSION CONTRACT',
    'Stonebridge Builders LLC (the "Contractor")',
    'Ruth Hale (the "Client")',
    'The Client shall pay the Contractor $140,000 in stage payments.',
    ...clauses,
  );

const STABLES = (...clauses: string[]): string =>
  deal(
    'RIDING LESSON AGREEMENT',
    'Willow Farm Stables LLC (the "Stables")',
    'Jo Baker (the "Rider")',
    'The Rider shall pay the Stables $60 per lesson.',
    ...clauses,
  );

const has = (text: string, party: string, re: RegExp): boolean =>
  titled(flags(text, party), re) !== undefined;

beforeAll(() => {
  flags(GARDENS(), 'Gardener');
}, 60_000);

describe('pay held back and money taken', () => {
  const heldAtWill =
    "The Hotel shall retain five percent (5%) of every invoice as a retention, to be paid out at the Hotel's discretion.";
  it('flags pay held back until the payer decides, for the one paid', () => {
    expect(has(GARDENS(heldAtWill), 'Gardener', /holds back part of your pay/)).toBe(true);
    expect(has(GARDENS(heldAtWill), 'Hotel', /holds back/)).toBe(false);
  });
  it('does not flag a retention paid out by a date', () => {
    const fair =
      'The Hotel may hold back 5% of each invoice until the season ends and shall release it within thirty (30) days after the season ends.';
    expect(has(GARDENS(fair), 'Gardener', /holds back/)).toBe(false);
  });

  const card =
    "The Renter authorises the Owner to debit the Renter's credit card for any charges the Owner considers due, without asking first.";
  it('flags sums taken from the card as the other side decides', () => {
    expect(has(BOATS(card), 'Renter', /take money from your card/)).toBe(true);
    expect(has(BOATS(card), 'Owner', /card/)).toBe(false);
  });
  it('does not flag the agreed fee charged to the card', () => {
    const fair =
      "The Renter authorises the Owner to charge the weekly hire fee to the Renter's card every Monday.";
    expect(has(BOATS(fair), 'Renter', /card/)).toBe(false);
  });
});

describe('earned pay, defects and files', () => {
  const lost =
    'If this Agreement ends for any reason, the Agent forfeits all commissions on bookings not yet travelled, even if the Agent secured them.';
  it('flags commissions lost when the contract ends, for the one paid', () => {
    expect(has(TOURS(lost), 'Agent', /lose pay you have earned/)).toBe(true);
    expect(has(TOURS(lost), 'Operator', /lose pay/)).toBe(false);
  });
  it('does not flag no commission on business the agent did not bring', () => {
    const fair = 'The Agent has no right to commission on bookings it did not introduce.';
    expect(has(TOURS(fair), 'Agent', /lose pay/)).toBe(false);
  });

  const shortDefects =
    "The Installer's obligation to correct faults in the workmanship expires fourteen (14) days after fitting.";
  it('flags a defects period of two weeks, for the payer', () => {
    expect(has(KITCHEN(shortDefects), 'Customer', /fixes defects for only 14 days/)).toBe(true);
    expect(has(KITCHEN(shortDefects), 'Installer', /defects/)).toBe(false);
  });
  it('does not flag a year of defect repairs', () => {
    const fair =
      'The Installer shall correct any defect in workmanship notified within twelve (12) months after fitting.';
    expect(has(KITCHEN(fair), 'Customer', /defects/)).toBe(false);
  });

  const exitFee =
    "When the Agreement ends, the Agency will hand over copies of the Client's design files only after the Client pays a release fee of $300.";
  it('flags own files handed back only for a fee', () => {
    expect(has(DESIGN(exitFee), 'Client', /pay the Agency to get your own files back/)).toBe(true);
  });
  it('does not flag files handed back free of charge', () => {
    const fair =
      "When the Agreement ends, the Agency will hand over copies of the Client's design files free of charge.";
    expect(has(DESIGN(fair), 'Client', /files back/)).toBe(false);
  });
});

describe('rights given away', () => {
  const forGood =
    'The rights granted to the Label shall never revert to the Artist, whether or not the recordings are released.';
  it('flags rights that never come back, for the creator', () => {
    expect(has(MUSIC(forGood), 'Artist', /never come back/)).toBe(true);
    expect(has(MUSIC(forGood), 'Label', /never come back/)).toBe(false);
  });
  it('does not flag rights that revert when unused', () => {
    const fair =
      'All rights revert to the Artist if the Label does not release the recordings within eighteen (18) months.';
    expect(has(MUSIC(fair), 'Artist', /never come back/)).toBe(false);
  });

  const earlier =
    'The Illustrator assigns to the Publisher all rights in the illustrations and in all earlier sketches and designs from which the illustrations are drawn.';
  it('flags an assignment that takes earlier material too', () => {
    expect(has(PICTURES(earlier), 'Illustrator', /earlier material/)).toBe(true);
  });
  it('does not flag an assignment that leaves earlier material with the creator', () => {
    const fair =
      'The Illustrator assigns to the Publisher all rights in the final illustrations, and the Illustrator keeps all earlier sketches and designs.';
    expect(has(PICTURES(fair), 'Illustrator', /earlier material/)).toBe(false);
  });

  const owned =
    "All social media accounts opened for the Client's campaign are registered to and owned by the Agency.";
  it('flags accounts made for the client but owned by the other side', () => {
    expect(has(DESIGN(owned), 'Client', /keeps ownership/)).toBe(true);
  });
  it("does not flag work that is the client's property", () => {
    const fair = "All social media accounts opened for the campaign are the Client's property.";
    expect(has(DESIGN(fair), 'Client', /keeps ownership/)).toBe(false);
  });
});

describe('restraints, hiring fees and cancelling', () => {
  const allOther =
    'During the term, the Trainer shall not teach any other courses for another training company.';
  it('flags a ban on any other work of the kind during the term', () => {
    expect(has(SCHOOL(allOther), 'Trainer', /any other work in your field/)).toBe(true);
  });
  it('does not flag the same ban on the other side', () => {
    const theirs =
      'During the term, the Academy shall not offer any other courses taught by the same method.';
    expect(has(SCHOOL(theirs), 'Trainer', /any other work/)).toBe(false);
  });

  const hireFee =
    "If the Client hires any of the Agency's employees within a year after the project, the Client shall pay the Agency a placement fee equal to three months' salary of that person.";
  it('flags a fee for hiring the other side’s staff', () => {
    expect(has(DESIGN(hireFee), 'Client', /fee if you hire/)).toBe(true);
  });
  it('does not flag a mutual promise not to poach staff', () => {
    const fair = "Neither party shall solicit the other party's employees during the term.";
    expect(has(DESIGN(fair), 'Client', /fee if you hire/)).toBe(false);
  });

  const hurdle =
    "The Subscriber may cancel the subscription only by sending a signed letter by registered post to the Publisher's head office.";
  it('flags a cancellation allowed only in an awkward form', () => {
    expect(has(MAGAZINE(hurdle), 'Subscriber', /Cancelling is made hard/)).toBe(true);
  });
  it('does not flag cancelling by email', () => {
    const fair =
      'The Subscriber may cancel the subscription at any time by email or through the account page.';
    expect(has(MAGAZINE(fair), 'Subscriber', /Cancelling is made hard/)).toBe(false);
  });
});

describe('payments, exclusions and deposits', () => {
  const selfCertified =
    'The Contractor may invoice each stage whenever it deems the stage complete, and the Client shall pay within five (5) days.';
  it('flags bills issued when the other side alone thinks a stage is done', () => {
    expect(has(BUILD(selfCertified), 'Client', /decides alone when a payment falls due/)).toBe(true);
    expect(has(BUILD(selfCertified), 'Contractor', /decides alone when a payment/)).toBe(false);
  });
  it('does not flag stage bills after an independent check', () => {
    const fair = "The Contractor may invoice each stage once the Client's surveyor certifies it complete.";
    expect(has(BUILD(fair), 'Client', /decides alone when a payment/)).toBe(false);
  });

  const release =
    "The Rider releases the Stables from any liability for injury suffered while riding, including injury caused by the negligence of the Stables' staff.";
  it('flags a release that covers the other side’s negligence', () => {
    expect(has(STABLES(release), 'Rider', /excludes all liability, even for its own negligence/)).toBe(true);
  });
  it('does not flag a release that keeps negligence out', () => {
    const fair =
      "The Rider releases the Stables from liability for injury caused by the Rider's own failure to follow instructions, but not for injury caused by the Stables' negligence.";
    expect(has(STABLES(fair), 'Rider', /excludes all liability/)).toBe(false);
  });

  it('flags an exclusion for delay whatever its cause', () => {
    const anyCause = 'The Contractor is not liable for any delay in finishing the works, however caused.';
    expect(has(BUILD(anyCause), 'Client', /excludes all liability, even for its own fault/)).toBe(true);
  });
  it('does not flag an exclusion for events beyond control', () => {
    const fair = 'The Contractor is not liable for delay caused by events beyond its reasonable control.';
    expect(has(BUILD(fair), 'Client', /excludes all liability/)).toBe(false);
  });

  it('flags a deposit the other side will keep whether or not anything is owed', () => {
    const kept = 'The Owner will keep the security deposit whether or not the boat is returned undamaged.';
    expect(has(BOATS(kept), 'Renter', /deposit is kept in every case/)).toBe(true);
  });
  it('does not flag a deposit kept only on a late cancellation', () => {
    const fair =
      'If the Renter cancels less than seven (7) days before the hire, the Owner may keep the deposit.';
    expect(has(BOATS(fair), 'Renter', /deposit is kept/)).toBe(false);
  });
});
