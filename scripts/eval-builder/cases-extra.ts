import type { ConversationCase } from './conversation-case';

// Conversations written after the engine work, as a check on phrasings the first sets did not use.

export const EXTRA_CASES: readonly ConversationCase[] = [
  {
    id: 'x-sa-dog-walking',
    typeId: 'service-agreement',
    style: 'chatty',
    name: 'Dog walking',
    user: [
      "hey so I walk dogs for a living and one of my customers, Mrs. Linda Park, wants a proper contract. I'm Tom Reyes.",
      'I walk her two dogs every weekday for 45 bucks a visit, she pays me at the end of each month by Venmo.',
      'Starting next Monday, no end date really, and we are in Florida.',
    ],
    answers: { 'END DATE': 'November 30, 2027' },
    expect: {
      'CLIENT NAME': 'Linda Park',
      'SERVICE PROVIDER NAME': 'Tom Reyes',
      'SERVICE DESCRIPTION': 'two dogs every weekday',
      'PAYMENT AMOUNT': '$45 per visit',
      'PAYMENT SCHEDULE': 'monthly',
      'PAYMENT METHOD': 'Venmo',
      'START DATE': 'November 30, 2026',
      JURISDICTION: 'Florida',
    },
  },
  {
    id: 'x-ic-we-hire',
    typeId: 'independent-contractor',
    style: 'all-in-one',
    name: 'Translator',
    user: [
      'Our agency, Lingua Bridge Ltd., is hiring a freelance translator, Ana Sousa, as an independent contractor to translate our product manuals into Portuguese. We pay 0.12 per word, no wait, a flat $3,200 for the whole job, 50% on signing and 50% on delivery, via PayPal. She starts December 1, 2026 and must deliver by January 15, 2027. English law... actually make that New York law.',
    ],
    expect: {
      'COMPANY NAME': 'Lingua Bridge Ltd.',
      'CONTRACTOR NAME': 'Ana Sousa',
      'SCOPE OF WORK': 'product manuals into Portuguese',
      COMPENSATION: '$3,200',
      'PAYMENT SCHEDULE': ['50%', 'delivery'],
      'PAYMENT METHOD': 'PayPal',
      'START DATE': 'December 1, 2026',
      'END DATE': 'January 15, 2027',
      JURISDICTION: 'New York',
    },
    absent: ['our product'],
  },
  {
    id: 'x-rl-edit-after',
    typeId: 'residential-lease',
    style: 'edit-after',
    name: 'Flat',
    user: [
      'residential lease, landlord is Hector Alvarez, tenant is Priya Raman, 12 Oak Lane Apt 4, Tucson, AZ 85701, $1,300/month, deposit $1,300, 1 year from January 1, 2027, Arizona law, rent due on the 1st, paid by check',
    ],
    after: [
      'Change the deposit to $1,500',
      'Add that no pets are allowed without the landlord’s written consent.',
    ],
    expect: {
      'LANDLORD NAME': 'Hector Alvarez',
      'TENANT NAME': 'Priya Raman',
      'SECURITY DEPOSIT': '$1,500',
      'MONTHLY RENT': '$1,300',
      'LEASE TERM': '1 year',
    },
    present: ['No pets are allowed'],
  },
  {
    id: 'x-pn-dates',
    typeId: 'promissory-note',
    style: 'relative-dates',
    name: 'Loan',
    user: [
      'My sister Claire Dubois is lending me, Marc Dubois, $8,000 for a car. No interest, 0%. I pay it back in 16 monthly payments, fully repaid by the end of March 2028. Quebec law? no, Vermont law.',
    ],
    answers: { 'PAYMENT METHOD': 'bank transfer' },
    expect: {
      'LENDER NAME': 'Claire Dubois',
      'BORROWER NAME': 'Marc Dubois',
      'PRINCIPAL AMOUNT': '$8,000',
      'INTEREST RATE': '0%',
      'REPAYMENT SCHEDULE': '16 monthly',
      'MATURITY DATE': 'March 31, 2028',
      JURISDICTION: 'Vermont',
    },
  },
  {
    id: 'x-eo-correction',
    typeId: 'employment-offer',
    style: 'correction-before',
    name: 'Barista offer',
    user: [
      'I want to offer Liam Walsh a job at my cafe, Corner Grind LLC, as a barista.',
      'Part-time, $17 an hour, paid weekly, starting December 7, 2026.',
      'Oops, I meant $18 an hour, not $17.',
      'Work location is 4 Harbor Street, Portland, ME 04101. Maine law.',
    ],
    answers: { BENEFITS: 'free drinks on shift' },
    expect: {
      'EMPLOYER NAME': 'Corner Grind LLC',
      'EMPLOYEE NAME': 'Liam Walsh',
      'JOB TITLE': 'barista',
      SALARY: '$18 per hour',
      'EMPLOYMENT TYPE': 'part-time',
      'START DATE': 'December 7, 2026',
      JURISDICTION: 'Maine',
    },
    absent: ['$17'],
  },
];
