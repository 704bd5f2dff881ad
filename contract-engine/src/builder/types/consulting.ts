import type { ContractTypeDef } from '../model';
import {
  agreementDateFact,
  jurisdictionFact,
  partyNameFact,
  partyTypeFact,
  paymentMethodFact,
  START_CUES,
  noticePeriodFact,
  confidentialityPeriodFact,
} from './common-facts';
import {
  confidentialitySection,
  generalProvisionsSection,
  governingLawSection,
  STANDARD_SIGNATURE_INTRO,
} from './common-clauses';

// Advisory work is usually billed by the hour and runs for a term rather than to a deliverable.
export const consulting: ContractTypeDef = {
  id: 'consulting',
  title: 'Consulting Agreement',
  description: 'A consultant gives expert advice to a client, usually for an hourly or monthly fee.',
  needs: [
    'an expert adviser or consultant gives advice to a client business',
    'a consultant on an hourly rate or a monthly retainer advises on strategy, marketing, IT, HR, tax or finance',
    'a firm engages an outside specialist to review, assess and recommend',
  ],
  keywords: [
    ['consulting agreement', 8],
    ['consulting', 5],
    ['consultant', 5],
    ['consult', 3],
    ['advisory', 4],
    ['advisor', 3],
    ['adviser', 3],
    ['strategy', 1.5],
    ['retainer', 2],
  ],
  parties: [
    {
      id: 'client',
      verbs: ['hire', 'engage', 'retain', 'bring on', 'brought on', 'take on'],
      label: 'CLIENT',
      nameKey: 'CLIENT NAME',
      typeKey: 'CLIENT TYPE',
      cues: ['client', 'customer', 'company'],
      forPrep: true,
    },
    {
      id: 'consultant',
      verbs: ['advise', 'consult'],
      label: 'CONSULTANT',
      nameKey: 'CONSULTANT NAME',
      typeKey: 'CONSULTANT TYPE',
      cues: ['consultant', 'advisor', 'adviser', 'consulting firm'],
      self: true,
    },
  ],
  facts: [
    partyNameFact(
      'CLIENT NAME',
      'client',
      'Who is the client receiving the consulting services? Please give their full legal name.',
    ),
    partyNameFact(
      'CONSULTANT NAME',
      'consultant',
      "What is the consultant's full legal name (or consulting firm's name)?",
    ),
    {
      key: 'CONSULTING SERVICES',
      kind: 'text',
      importance: 9,
      required: true,
      question: 'What advice or services will the consultant provide?',
      cues: ['advice', 'advise', 'services', 'consulting on', 'help with'],
    },
    {
      key: 'CONSULTING FEE',
      kind: 'money',
      importance: 9,
      required: true,
      keepRate: true,
      question: 'What is the consulting fee, for example $150 per hour or a monthly retainer of $3,000?',
      cues: ['fee', 'rate', 'retainer', 'charge', 'pay', 'paid', 'bill'],
    },
    {
      key: 'PAYMENT SCHEDULE',
      kind: 'payment-schedule',
      importance: 7,
      required: true,
      question: 'How often will the consultant invoice: monthly, every two weeks, or on completion?',
    },
    paymentMethodFact(),
    {
      key: 'START DATE',
      kind: 'date',
      importance: 6,
      required: true,
      question: 'When will the consulting engagement start?',
      cues: START_CUES,
    },
    {
      key: 'TERM',
      kind: 'duration',
      importance: 5,
      required: false,
      question: 'How long should the engagement last, for example 3 months or one year?',
      cues: ['term', 'for', 'last', 'period', 'engagement'],
    },
    jurisdictionFact(),
    partyTypeFact('CLIENT TYPE', 'client', 'the client'),
    partyTypeFact('CONSULTANT TYPE', 'consultant', 'the consultant'),
    noticePeriodFact('thirty (30) days'),
    confidentialityPeriodFact('two (2) years'),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `This Consulting Agreement (the "Agreement") is entered into as of {{DATE}} (the "Effective Date") by and between:`,
      `{{CLIENT NAME}}, {{a CLIENT TYPE}} (the "Client"); and`,
      `{{CONSULTANT NAME}}, {{a CONSULTANT TYPE}} (the "Consultant").`,
    ],
    sections: [
      {
        heading: 'CONSULTING SERVICES',
        paragraphs: [
          `The Consultant will provide the following consulting services to the Client (the "Services"): {{CONSULTING SERVICES}}.`,
          `The Client remains responsible for its own business decisions, including whether to follow the Consultant's recommendations.`,
        ],
      },
      {
        heading: 'TERM',
        paragraphs: [
          `The engagement starts on {{START DATE}} and lasts for {{TERM}}, unless extended by written agreement or ended earlier as set out in the Termination section.`,
        ],
      },
      {
        heading: 'FEES AND PAYMENT',
        paragraphs: [
          `The Client will pay the Consultant {{CONSULTING FEE}} for the Services, invoiced on the following schedule: {{PAYMENT SCHEDULE}}.`,
          `(a) Invoices are due within thirty (30) days of their date and are payable by {{PAYMENT METHOD}}.`,
          `(b) Where the fee is time-based, the Consultant will keep accurate records of time spent and provide them on request.`,
          `(c) Reasonable travel and out-of-pocket expenses approved in advance by the Client will be reimbursed at cost.`,
        ],
      },
      {
        heading: 'RELATIONSHIP OF THE PARTIES',
        paragraphs: [
          `The Consultant is an independent contractor. Nothing in this Agreement creates an employment, partnership or agency relationship, and the Consultant is responsible for its own taxes and insurance.`,
        ],
      },
      confidentialitySection(),
      {
        heading: 'WORK PRODUCT',
        paragraphs: [
          `Reports and other deliverables prepared specifically for the Client belong to the Client once paid for. The Consultant keeps its methods, templates and general expertise.`,
        ],
      },
      {
        heading: 'TERMINATION',
        paragraphs: [
          `Either party may end this Agreement by giving written notice at least {{NOTICE PERIOD}} in advance. The Client will pay for Services performed up to the termination date.`,
        ],
      },
      governingLawSection(),
      generalProvisionsSection(),
    ],
    signatureIntro: STANDARD_SIGNATURE_INTRO,
  },
};
