import type { ContractTypeDef } from '../model';
import {
  agreementDateFact,
  END_CUES,
  jurisdictionFact,
  partyNameFact,
  partyTypeFact,
  paymentMethodFact,
  START_CUES,
} from './common-facts';
import {
  confidentialitySection,
  generalProvisionsSection,
  governingLawSection,
  STANDARD_SIGNATURE_INTRO,
} from './common-clauses';

// The general-purpose agreement of the guest sample; its keys and terms follow spec 000 sections 3 and 9.
export const serviceAgreement: ContractTypeDef = {
  id: 'service-agreement',
  title: 'Service Agreement',
  description: 'A business or freelancer provides services to a client for a fee.',
  keywords: [
    ['service agreement', 6],
    ['services agreement', 6],
    ['service contract', 5],
    ['services', 2],
    ['service', 2],
    ['freelance', 3],
    ['freelancer', 3],
    ['client', 1.5],
    ['web design', 2],
    ['design work', 2],
    ['photography', 2],
    ['cleaning', 2.5],
    ['landscaping', 2.5],
    // Upkeep trades paid by the visit or the month.
    ['gardening', 2.5],
    ['lawn care', 2.5],
    ['maintenance', 1.5],
    ['bookkeeping', 2.5],
    ['catering', 2.5],
    ['tutoring', 2.5],
    ['my clients', 2],
    ['my client', 2],
    ['customer', 2],
    ['per visit', 1.5],
    ['a visit', 1.5],
    ['pays me', 2],
    ['for a living', 1.5],
    ['photographer', 2],
    ['cleaner', 2],
    ['my customer', 2],
    ['marketing', 1.5],
    ['project', 1],
    ['invoice', 1],
    // Paid work done for someone, in the words people use for trades.
    ['fee', 1],
    ['repair', 1.5],
    ['install', 1],
    ['replace', 1],
  ],
  parties: [
    {
      id: 'client',
      verbs: ['hire', 'engage', 'retain', 'bring on', 'brought on', 'take on'],
      label: 'CLIENT',
      nameKey: 'CLIENT NAME',
      typeKey: 'CLIENT TYPE',
      cues: ['client', 'customer'],
      forPrep: true,
    },
    {
      id: 'provider',
      verbs: ['provide', 'perform', 'deliver'],
      label: 'SERVICE PROVIDER',
      nameKey: 'SERVICE PROVIDER NAME',
      typeKey: 'PROVIDER TYPE',
      cues: [
        'service provider',
        'provider',
        'freelancer',
        'contractor',
        'vendor',
        'agency',
        'designer',
        'developer',
      ],
      self: true,
    },
  ],
  facts: [
    partyNameFact(
      'CLIENT NAME',
      'client',
      "Who is the client? Please give their full legal name (a person's name or a company name).",
    ),
    partyNameFact(
      'SERVICE PROVIDER NAME',
      'provider',
      'Who will provide the services? Please give the full legal name of the person or business.',
    ),
    {
      key: 'SERVICE DESCRIPTION',
      kind: 'text',
      importance: 9,
      required: true,
      question:
        'What services will be provided? A sentence or two is enough, for example "design and build a five-page website".',
      cues: ['service', 'services', 'work', 'scope'],
    },
    {
      key: 'PAYMENT AMOUNT',
      kind: 'money',
      importance: 9,
      required: true,
      keepRate: true,
      question: 'How much will the client pay for the services (for example $2,500, or $75 per hour)?',
      cues: ['pay', 'paid', 'fee', 'price', 'cost', 'charge', 'rate', 'total', 'amount', 'budget'],
    },
    {
      key: 'PAYMENT SCHEDULE',
      kind: 'payment-schedule',
      importance: 7,
      required: true,
      question: 'When should payment be made: upfront, monthly, in milestones, on completion, or net 30?',
    },
    paymentMethodFact(),
    {
      key: 'START DATE',
      kind: 'date',
      importance: 6,
      required: true,
      question: 'When will the work start?',
      cues: START_CUES,
    },
    {
      key: 'END DATE',
      kind: 'date',
      importance: 4,
      required: false,
      question: 'When should the agreement end, or when is the work due to be finished?',
      cues: END_CUES,
    },
    jurisdictionFact(),
    partyTypeFact('CLIENT TYPE', 'client', 'the client'),
    partyTypeFact('PROVIDER TYPE', 'provider', 'the service provider'),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `This Service Agreement (the "Agreement") is entered into as of {{DATE}} (the "Effective Date") by and between:`,
      `{{CLIENT NAME}}, {{a CLIENT TYPE}} (the "Client"); and`,
      `{{SERVICE PROVIDER NAME}}, {{a PROVIDER TYPE}} (the "Service Provider").`,
      `The Client wishes to engage the Service Provider, and the Service Provider agrees to perform services for the Client, on the terms below.`,
    ],
    sections: [
      {
        heading: 'SERVICES',
        paragraphs: [
          `The Service Provider will provide the following services to the Client (the "Services"): {{SERVICE DESCRIPTION}}.`,
          `The Service Provider will perform the Services with reasonable skill and care, in a professional manner and in line with generally accepted industry standards. The Client will give the Service Provider the information, access and approvals reasonably needed to perform the Services on time.`,
        ],
      },
      {
        heading: 'TERM',
        paragraphs: [
          `This Agreement starts on {{START DATE}} and continues until {{END DATE}}, unless it is terminated earlier as set out in the Termination section.`,
        ],
      },
      {
        heading: 'PAYMENT',
        paragraphs: [
          `The Client will pay the Service Provider {{PAYMENT AMOUNT}} for the Services, on the following schedule: {{PAYMENT SCHEDULE}}.`,
          `(a) Invoices. The Service Provider will invoice the Client in line with the payment schedule. Each invoice is due within thirty (30) days of its date.`,
          `(b) Payment Method. Payments will be made by {{PAYMENT METHOD}}, or by another method the parties agree in writing.`,
          `(c) Late Payment. Any amount not paid when due carries a late charge of 1.5% per month (or the highest rate allowed by law, if lower) from the due date until it is paid.`,
          `(d) Expenses. The Client will reimburse reasonable expenses only if it approved them in writing in advance.`,
        ],
      },
      {
        heading: 'INDEPENDENT CONTRACTOR',
        paragraphs: [
          `The Service Provider is an independent contractor and not an employee, partner or agent of the Client. The Service Provider decides how the Services are performed, supplies its own tools, and is responsible for its own taxes, insurance and benefits.`,
        ],
      },
      {
        heading: 'INTELLECTUAL PROPERTY',
        paragraphs: [
          `Once the Client has paid in full, the Client owns the work product created specifically for it under this Agreement. The Service Provider keeps ownership of its pre-existing materials, tools and know-how, and grants the Client a non-exclusive, perpetual license to use any of them that are built into the work product.`,
        ],
      },
      confidentialitySection(),
      {
        heading: 'TERMINATION',
        paragraphs: [
          `Either party may terminate this Agreement for any reason by giving the other party thirty (30) days' written notice.`,
          `(a) Either party may terminate this Agreement immediately by written notice if the other party materially breaches it and does not cure the breach within ten (10) days after receiving written notice of it.`,
          `(b) On termination, the Client will pay for all Services performed and approved expenses incurred up to the termination date.`,
        ],
      },
      {
        heading: 'WARRANTIES AND LIABILITY',
        paragraphs: [
          `Each party confirms that it has the authority to enter into this Agreement. Except as stated in this Agreement, the Services are provided without other warranties. Neither party is liable for indirect or consequential losses, and the Service Provider's total liability under this Agreement will not exceed the fees paid to it under this Agreement, except in cases of fraud, gross negligence or wilful misconduct.`,
        ],
      },
      governingLawSection(),
      generalProvisionsSection(),
    ],
    signatureIntro: STANDARD_SIGNATURE_INTRO,
  },
};
