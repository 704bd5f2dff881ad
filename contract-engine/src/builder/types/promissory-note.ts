import type { ContractTypeDef } from '../model';
import {
  agreementDateFact,
  jurisdictionFact,
  partyNameFact,
  partyTypeFact,
  paymentMethodFact,
  curePeriodFact,
} from './common-facts';
import { generalProvisionsSection, governingLawSection } from './common-clauses';

// A note is signed by the borrower alone in many places; we keep both signatures for clarity.
export const promissoryNote: ContractTypeDef = {
  id: 'promissory-note',
  title: 'Promissory Note',
  description: 'A borrower promises to repay a loan with interest on a schedule.',
  needs: [
    'a lender lends money to a borrower who promises to pay it back, with or without interest',
    'a loan to a family member, friend, employee or business, repaid in instalments or a lump sum: an IOU',
  ],
  keywords: [
    ['promissory note', 10],
    ['loan agreement', 7],
    ['personal loan', 6],
    ['loan', 5],
    ['lend', 5],
    ['lending', 4],
    ['borrow', 5],
    ['borrower', 5],
    ['lender', 5],
    ['repay', 4],
    ['repayment', 4],
    ['interest rate', 3],
    ['iou', 5],
    ['owe', 2],
  ],
  parties: [
    {
      id: 'lender',
      verbs: ['lend', 'lent', 'loan'],
      label: 'LENDER',
      nameKey: 'LENDER NAME',
      typeKey: 'LENDER TYPE',
      cues: ['lender', 'creditor', 'holder'],
      self: true,
    },
    {
      id: 'borrower',
      verbs: ['borrow', 'owe', 'repay'],
      label: 'BORROWER',
      nameKey: 'BORROWER NAME',
      typeKey: 'BORROWER TYPE',
      cues: ['borrower', 'debtor', 'maker'],
      forPrep: true,
      selfPhrase:
        /\b(?:i|we)\s+(?:want to |need to |would like to |am going to |will |'m going to )?borrow(?:ing)?\b|\b(?:i|we)(?:'m| am|'re| are)\s+borrowing\b|\b(?:lend(?:s|ing)?|lent|loan(?:s|ing|ed)?)\s+(?:me|us)\b/i,
    },
  ],
  facts: [
    partyNameFact('LENDER NAME', 'lender', 'Who is lending the money? Please give the full legal name.'),
    partyNameFact(
      'BORROWER NAME',
      'borrower',
      'Who is borrowing the money? Please give the full legal name.',
    ),
    {
      key: 'PRINCIPAL AMOUNT',
      kind: 'money',
      importance: 9,
      required: true,
      question: 'How much money is being lent?',
      cues: ['loan', 'lend', 'lending', 'borrow', 'principal', 'amount'],
    },
    {
      key: 'INTEREST RATE',
      kind: 'percentage',
      importance: 7,
      required: true,
      question: 'What annual interest rate applies (say 0% for an interest-free loan)?',
      cues: ['interest', 'rate', 'apr', 'annual'],
    },
    {
      key: 'REPAYMENT SCHEDULE',
      kind: 'payment-schedule',
      importance: 7,
      required: true,
      question: 'How will the loan be repaid: monthly instalments, or one lump sum on a set date?',
    },
    {
      key: 'MATURITY DATE',
      kind: 'date',
      importance: 7,
      required: true,
      question: 'By what date must the loan be fully repaid?',
      cues: ['by', 'repaid', 'due', 'maturity', 'until', 'before', 'back'],
    },
    paymentMethodFact(4),
    jurisdictionFact(5),
    curePeriodFact('thirty (30) days'),
    partyTypeFact('LENDER TYPE', 'lender', 'the lender'),
    partyTypeFact('BORROWER TYPE', 'borrower', 'the borrower'),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `Principal amount: {{PRINCIPAL AMOUNT}}`,
      `Date: {{DATE}}`,
      `FOR VALUE RECEIVED, {{BORROWER NAME}}, {{a BORROWER TYPE}} (the "Borrower"), promises to pay to {{LENDER NAME}}, {{a LENDER TYPE}} (the "Lender"), the principal sum of {{PRINCIPAL AMOUNT}}, together with interest, on the terms of this Promissory Note (the "Note").`,
    ],
    sections: [
      {
        heading: 'INTEREST',
        paragraphs: [
          `Interest accrues on the unpaid principal at the rate of {{INTEREST RATE}} per year, calculated on the basis of a 365-day year, from the date of this Note until the principal is paid in full.`,
        ],
      },
      {
        heading: 'REPAYMENT',
        paragraphs: [
          `The Borrower will repay the principal and interest on the following schedule: {{REPAYMENT SCHEDULE}}. All unpaid principal and accrued interest are due in full on {{MATURITY DATE}} (the "Maturity Date").`,
          `(a) Payments are made by {{PAYMENT METHOD}} to the account or address the Lender designates in writing.`,
          `(b) Each payment is applied first to accrued interest and then to principal.`,
        ],
      },
      {
        heading: 'PREPAYMENT',
        paragraphs: [`The Borrower may prepay all or part of this Note at any time without penalty.`],
      },
      {
        heading: 'LATE PAYMENT',
        paragraphs: [
          `If any payment is more than ten (10) days late, the Borrower will pay a late charge of 5% of the overdue amount, or the maximum allowed by law, if lower.`,
        ],
      },
      {
        heading: 'DEFAULT',
        paragraphs: [
          `Each of the following is an event of default:`,
          `(a) the Borrower fails to make a payment within thirty (30) days after its due date;`,
          `(b) the Borrower becomes insolvent or the subject of bankruptcy proceedings; or`,
          `(c) the Borrower breaches any other term of this Note and does not cure it within {{CURE PERIOD}} after written notice.`,
          `On an event of default, the Lender may declare the entire unpaid balance immediately due, and the Borrower will pay the Lender's reasonable costs of collection, including legal fees.`,
        ],
      },
      {
        heading: 'WAIVERS',
        paragraphs: [
          `The Borrower waives presentment, demand and notice of dishonor. A delay by the Lender in exercising a right does not waive it.`,
        ],
      },
      governingLawSection(),
      generalProvisionsSection(),
    ],
    signatureIntro:
      'IN WITNESS WHEREOF, the Borrower has signed this Note, and the Lender has acknowledged it, on the date written above.',
  },
};
