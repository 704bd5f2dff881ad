// Sentences written for the language-layer evaluation (none taken from a batch or a data set):
// small-business chat and contract phrasing with what a reader should recognise in each. Every
// recogniser is scored on every sentence, so a value found where none is listed is a false hit.
// Dates are resolved against TODAY; `locale` says how the writer orders a numeric date.

export const TODAY = '2026-11-28';

export interface LanguageCase {
  readonly text: string;
  readonly locale?: 'US' | 'UK' | 'AU';
  /** "USD 2500", "GBP 1200.5": currency code and plain amount. */
  readonly money?: readonly string[];
  /** ISO dates with the words that say them: [iso, span]. */
  readonly dates?: readonly (readonly [string, string])[];
  /** "30 day", "2 year": count and unit. */
  readonly durations?: readonly string[];
  /** "8", "7.5". */
  readonly percentages?: readonly string[];
  readonly people?: readonly string[];
  readonly organisations?: readonly string[];
  readonly addresses?: readonly string[];
}

export const CASES: readonly LanguageCase[] = [
  { text: 'The fee is $2,500 for the whole project.', money: ['USD 2500'] },
  { text: 'I charge 75 dollars an hour, capped at 20 hours a week.', money: ['USD 75'] },
  { text: 'Rent is £1,200 pcm and the deposit is £1,400.', locale: 'UK', money: ['GBP 1200', 'GBP 1400'] },
  { text: 'Total price €8.500,00 including VAT.', money: ['EUR 8500'] },
  { text: 'She lends me 15k, repaid over 3 years.', money: ['USD 15000'], durations: ['3 year'] },
  { text: 'We agreed AUD 3,000 for the fit-out.', locale: 'AU', money: ['AUD 3000'] },
  { text: 'Budget is CA$4,750.50 all in.', money: ['CAD 4750.5'] },
  { text: 'two grand upfront and the rest on delivery', money: ['USD 2000'] },
  { text: 'It costs five thousand dollars.', money: ['USD 5000'] },
  { text: 'The retainer is USD 1,000 per month.', money: ['USD 1000'] },
  { text: 'Pay me 300 euros per article.', money: ['EUR 300'] },
  { text: 'Late fee of $50 if rent is more than 5 days late.', money: ['USD 50'], durations: ['5 day'] },
  { text: 'the loan is NZ$12,000 at 6% a year', money: ['NZD 12000'], percentages: ['6'] },
  { text: 'Interest accrues at 1.5% per month on overdue invoices.', percentages: ['1.5'] },
  { text: 'A discount of 10 percent for early payment.', percentages: ['10'] },
  { text: 'Commission is seven and a half percent of sales.', percentages: ['7.5'] },
  { text: 'I keep 20% of every booking.', percentages: ['20'] },
  { text: 'The term is 12 months from the start date.', durations: ['12 month'] },
  { text: 'Either side can end it with 30 days notice.', durations: ['30 day'] },
  { text: "The Tenant gives two (2) months' written notice.", durations: ['2 month'] },
  { text: 'Probation lasts six weeks.', durations: ['6 week'] },
  {
    text: 'A one year lease starting March 1, 2027.',
    durations: ['1 year'],
    dates: [['2027-03-01', 'March 1, 2027']],
  },
  {
    text: 'Work starts on 3 February 2027 and ends 30 June 2027.',
    locale: 'UK',
    dates: [
      ['2027-02-03', '3 February 2027'],
      ['2027-06-30', '30 June 2027'],
    ],
  },
  { text: 'Move-in date is 01/03/2027.', locale: 'UK', dates: [['2027-03-01', '01/03/2027']] },
  { text: 'Start 14/02/2027, we are in Melbourne.', locale: 'AU', dates: [['2027-02-14', '14/02/2027']] },
  { text: 'The deadline is 12/20/2026.', dates: [['2026-12-20', '12/20/2026']] },
  { text: 'Kick-off on 2027-01-15.', dates: [['2027-01-15', '2027-01-15']] },
  { text: 'Can we start next Monday?', dates: [['2026-11-30', 'next Monday']] },
  { text: 'Delivery by the end of January 2027.', dates: [['2027-01-31', 'end of January 2027']] },
  { text: 'The shoot is in two weeks.', dates: [['2026-12-12', 'in two weeks']] },
  { text: 'Payment due tomorrow.', dates: [['2026-11-29', 'tomorrow']] },
  {
    text: 'Starting the 1st of April 2027 for 6 months.',
    dates: [['2027-04-01', '1st of April 2027']],
    durations: ['6 month'],
  },
  { text: 'my name is priya shah and I run the bakery', people: ['Priya Shah'] },
  { text: "I'm Mary-Jane O'Connor, the landlord.", people: ["Mary-Jane O'Connor"] },
  { text: 'The tenant is Tom Baker.', people: ['Tom Baker'] },
  { text: 'Hiring Ana Ruiz-Lopez as a part-time bookkeeper.', people: ['Ana Ruiz-Lopez'] },
  { text: 'this is between me, sam carter, and my client', people: ['Sam Carter'] },
  { text: 'Dr. Helen Wu will review the deliverables.', people: ['Helen Wu'] },
  { text: 'Jean-Luc Martin signs for the studio.', people: ['Jean-Luc Martin'] },
  { text: 'Contract with Acme Widgets LLC for web design.', organisations: ['Acme Widgets LLC'] },
  {
    text: 'The supplier is Harbour Foods Pty Ltd in Sydney.',
    locale: 'AU',
    organisations: ['Harbour Foods Pty Ltd'],
  },
  { text: 'Northwind Traders, Inc. is the buyer.', organisations: ['Northwind Traders, Inc.'] },
  { text: 'Client: Blue Fern Design Ltd', locale: 'UK', organisations: ['Blue Fern Design Ltd'] },
  {
    text: 'We are Greenleaf Landscaping Limited, based in Leeds.',
    locale: 'UK',
    organisations: ['Greenleaf Landscaping Limited'],
  },
  { text: 'Payments go to Pixel & Pine Corp.', organisations: ['Pixel & Pine Corp'] },
  {
    text: 'Sarah Lee hires Brightside Media LLC for six months.',
    people: ['Sarah Lee'],
    organisations: ['Brightside Media LLC'],
    durations: ['6 month'],
  },
  {
    text: 'The flat is at 14 High Street, Leeds LS1 4AB.',
    locale: 'UK',
    addresses: ['14 High Street, Leeds LS1 4AB'],
  },
  {
    text: 'Office at 221 King Street West, Toronto, ON M5H 1K5.',
    addresses: ['221 King Street West, Toronto, ON M5H 1K5'],
  },
  {
    text: 'Property: 42 Wallaby Way, Sydney NSW 2000',
    locale: 'AU',
    addresses: ['42 Wallaby Way, Sydney NSW 2000'],
  },
  {
    text: 'Deliver to 1600 Main St, Springfield, IL 62704 by Friday.',
    addresses: ['1600 Main St, Springfield, IL 62704'],
    dates: [['2026-12-04', 'Friday']],
  },
  {
    text: 'Unit 5, 88 Queen Road, Brisbane QLD 4000 is the warehouse.',
    locale: 'AU',
    addresses: ['Unit 5, 88 Queen Road, Brisbane QLD 4000'],
  },
  { text: 'Half upfront, the rest when the site goes live.' },
  { text: '30% now, 70% on delivery.', percentages: ['30', '70'] },
  { text: 'Thanks, that all looks good to me!' },
  { text: 'Can you make it a bit more formal?' },
  { text: 'We have 3 dogs and 2 cats at home.' },
  { text: 'The room is on the 2nd floor of a 4 storey building.' },
  { text: 'I have worked with May and April on this before.', people: ['May', 'April'] },
  { text: 'Call me on 0412 345 678 after 5pm.' },
  { text: 'It is a 2 bedroom house, about 90 square metres.' },
  {
    text: 'Monthly rent $1,850, bond $3,700, lease 12 months from 1 March 2027.',
    locale: 'AU',
    money: ['USD 1850', 'USD 3700'],
    durations: ['12 month'],
    dates: [['2027-03-01', '1 March 2027']],
  },
  {
    text: 'Liam Chen of Chen & Sons Ltd agrees to pay £600 within 14 days.',
    locale: 'UK',
    people: ['Liam Chen'],
    organisations: ['Chen & Sons Ltd'],
    money: ['GBP 600'],
    durations: ['14 day'],
  },
  { text: 'Invoice net 30, 2% discount if paid within 10 days.', percentages: ['2'], durations: ['10 day'] },
  { text: 'The warranty is for ninety (90) days from delivery.', durations: ['90 day'] },
  { text: 'Fixed fee of £3k, paid in 3 instalments.', locale: 'UK', money: ['GBP 3000'] },
  { text: 'The lease ends on 31 December 2027.', locale: 'UK', dates: [['2027-12-31', '31 December 2027']] },
  {
    text: 'Agreement between Oakridge Property Management LLC and Daniel Kim, dated January 5, 2027.',
    organisations: ['Oakridge Property Management LLC'],
    people: ['Daniel Kim'],
    dates: [['2027-01-05', 'January 5, 2027']],
  },
];
