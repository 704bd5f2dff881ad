import type { ContractTypeDef } from '../model';
import {
  agreementDateFact,
  END_CUES,
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

// A business engaging a self-employed person; the classification clauses matter most here.
export const independentContractor: ContractTypeDef = {
  id: 'independent-contractor',
  title: 'Independent Contractor Agreement',
  description: 'A business engages a self-employed contractor for defined work.',
  needs: [
    'a business engages a self-employed freelancer, subcontractor or tradesperson for a project, not as an employee',
    'the contractor uses their own tools or vehicle, sends invoices and is not on the payroll',
    'a studio or company brings on a freelance designer, developer, writer, driver or builder',
  ],
  keywords: [
    ['independent contractor', 8],
    ['contractor agreement', 6],
    ['1099', 5],
    ['subcontractor', 4],
    ['contractor', 3],
    ['hire', 1.5],
    ['hiring', 1.5],
    ['gig', 2],
    // A business that needs or hires a freelancer engages a contractor (a freelancer offering
    // their own services writes a service agreement).
    ['need a freelance', 6],
    ['needs a freelance', 6],
    ['hire a freelance', 6],
    ['hiring a freelance', 6],
    // "we need a freelancer contract for a translator": a contract for a freelancer the user engages.
    ['freelancer contract', 6],
    ['freelancer agreement', 6],
    ['contract for a freelance', 6],
    ['agreement for a freelance', 6],
    ['a freelancer to', 4],
  ],
  parties: [
    {
      id: 'company',
      verbs: ['hire', 'engage', 'retain', 'bring on', 'brought on', 'take on'],
      label: 'COMPANY',
      nameKey: 'COMPANY NAME',
      typeKey: 'COMPANY TYPE',
      cues: ['company', 'business', 'employer', 'client', 'hiring party'],
      self: true,
      forPrep: true,
    },
    {
      id: 'contractor',
      verbs: ['perform', 'deliver', 'provide'],
      label: 'CONTRACTOR',
      nameKey: 'CONTRACTOR NAME',
      typeKey: 'CONTRACTOR TYPE',
      cues: ['contractor', 'subcontractor', 'freelancer', 'sole trader', 'worker'],
    },
  ],
  facts: [
    partyNameFact('COMPANY NAME', 'company', 'What is the legal name of the company hiring the contractor?'),
    partyNameFact(
      'CONTRACTOR NAME',
      'contractor',
      "What is the contractor's full legal name (or their business name)?",
    ),
    {
      key: 'SCOPE OF WORK',
      kind: 'text',
      importance: 9,
      required: true,
      question: 'What work will the contractor do? Describe the tasks or deliverables briefly.',
      cues: ['work', 'tasks', 'scope', 'deliverables', 'services'],
    },
    {
      key: 'COMPENSATION',
      kind: 'money',
      importance: 9,
      required: true,
      keepRate: true,
      question: 'How much will the contractor be paid (a fixed fee, or a rate such as $50 per hour)?',
      cues: ['pay', 'paid', 'fee', 'rate', 'compensation', 'earn'],
    },
    {
      key: 'PAYMENT SCHEDULE',
      kind: 'payment-schedule',
      importance: 7,
      required: true,
      question:
        'How often will the contractor be paid: weekly, every two weeks, monthly, per milestone or on completion?',
    },
    paymentMethodFact(),
    {
      key: 'START DATE',
      kind: 'date',
      importance: 6,
      required: true,
      question: 'When does the engagement start?',
      cues: START_CUES,
    },
    {
      key: 'END DATE',
      kind: 'date',
      importance: 4,
      required: false,
      question: 'When does the engagement end (or is it ongoing until either side ends it)?',
      cues: END_CUES,
    },
    jurisdictionFact(),
    partyTypeFact('COMPANY TYPE', 'company', 'the company'),
    partyTypeFact('CONTRACTOR TYPE', 'contractor', 'the contractor'),
    noticePeriodFact('fourteen (14) days'),
    confidentialityPeriodFact('two (2) years'),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `This Independent Contractor Agreement (the "Agreement") is entered into as of {{DATE}} (the "Effective Date") by and between:`,
      `{{COMPANY NAME}}, {{a COMPANY TYPE}} (the "Company"); and`,
      `{{CONTRACTOR NAME}}, {{a CONTRACTOR TYPE}} (the "Contractor").`,
    ],
    sections: [
      {
        heading: 'ENGAGEMENT AND SCOPE OF WORK',
        paragraphs: [
          `The Company engages the Contractor, and the Contractor agrees, to perform the following work (the "Work"): {{SCOPE OF WORK}}.`,
          `The Contractor will perform the Work competently and on time, and will keep the Company reasonably informed of progress.`,
        ],
      },
      {
        heading: 'TERM',
        paragraphs: [
          `This Agreement starts on {{START DATE}} and ends on {{END DATE}}, unless either party ends it earlier as set out in the Termination section.`,
        ],
      },
      {
        heading: 'COMPENSATION',
        paragraphs: [
          `The Company will pay the Contractor {{COMPENSATION}} for the Work, on the following schedule: {{PAYMENT SCHEDULE}}.`,
          `(a) The Contractor will submit invoices describing the Work performed. The Company will pay each undisputed invoice within thirty (30) days of receiving it, by {{PAYMENT METHOD}}.`,
          `(b) The Contractor pays its own expenses unless the Company approves an expense in writing in advance.`,
        ],
      },
      {
        heading: 'INDEPENDENT CONTRACTOR STATUS',
        paragraphs: [
          `The Contractor is an independent contractor, not an employee of the Company. The Contractor controls the manner, means and hours of the Work, may work for others, and supplies its own equipment.`,
          `(a) The Contractor is solely responsible for all taxes, social security contributions, insurance and licenses relating to its compensation.`,
          `(b) The Contractor is not entitled to employee benefits from the Company and has no authority to bind the Company.`,
        ],
      },
      {
        heading: 'OWNERSHIP OF WORK PRODUCT',
        paragraphs: [
          `All deliverables the Contractor creates specifically for the Company under this Agreement are owned by the Company upon payment, and the Contractor assigns to the Company all rights in them. The Contractor keeps its pre-existing materials and general know-how.`,
        ],
      },
      confidentialitySection(),
      {
        heading: 'TERMINATION',
        paragraphs: [
          `Either party may end this Agreement by giving written notice at least {{NOTICE PERIOD}} in advance, or immediately by written notice if the other party materially breaches it. The Company will pay for Work properly performed up to the termination date.`,
        ],
      },
      governingLawSection(),
      generalProvisionsSection(),
    ],
    signatureIntro: STANDARD_SIGNATURE_INTRO,
  },
};
