import type { ContractTypeDef } from '../model';
import {
  agreementDateFact,
  jurisdictionFact,
  partyNameFact,
  partyTypeFact,
  START_CUES,
  noticePeriodFact,
} from './common-facts';
import { generalProvisionsSection, governingLawSection, STANDARD_SIGNATURE_INTRO } from './common-clauses';

// The manager handles other people's money, so trust-account and approval limits are spelled out.
export const propertyManagement: ContractTypeDef = {
  id: 'property-management',
  title: 'Property Management Agreement',
  description: 'An owner hires a property manager to run a rental property.',
  needs: [
    'an owner hands a house, flat, duplex, holiday home or rental to a letting agent, agency or management company to run',
    'a manager finds tenants, collects the rent, organises repairs and looks after the property for a fee or a share of the rent',
    'a managing agent runs a building, a strata block or short-term bookings for the owners',
  ],
  keywords: [
    ['property management', 9],
    ['property manager', 7],
    ['property mgmt', 9],
    ['mgmt agreement', 6],
    ['manage my property', 7],
    ['manage the property', 6],
    ['managing agent', 5],
    ['management fee', 5],
    ['rental property', 3],
    ['manage', 1.5],
    // A manager collects the rent ("8% of collected rent", "collecting rent", "rent collection").
    ['collect rent', 5],
    ['rent collection', 5],
    ['owner', 1],
    // An owner handing a house to a company to run, often a holiday home: guests, bookings, cleaners.
    ['hand it over', 3],
    ['hand it to', 3],
    ['management company', 3],
    ['gross rent', 4],
    ['rents collected', 4],
    ['bookings', 1.5],
    ['cleaners', 1.5],
    ['vacation rental', 3],
    ['holiday let', 4],
    ['short-term rental', 3],
  ],
  parties: [
    {
      id: 'owner',
      verbs: ['own'],
      label: 'OWNER',
      nameKey: 'OWNER NAME',
      typeKey: 'OWNER TYPE',
      cues: ['owner', 'property owner', 'landlord', 'client'],
      forPrep: true,
      // "I own a duplex at ...", "we own two rentals", "my husband and I bought a cabin": the user is the owner.
      selfPhrase:
        /\b(?:i|we)\s+(?:own|bought|purchased|inherited)\s+(?:an?\s+|the\s+|two\s+|three\s+|several\s+|\d+\s+)?(?:[\w-]+\s+){0,2}?(?:duplex|triplex|fourplex|condo|house|home|apartment|apt|building|bldg|property|properties|unit|rental|townhouse|flat|cabin)s?\b/i,
    },
    {
      id: 'manager',
      verbs: ['manage', 'run'],
      label: 'MANAGER',
      nameKey: 'MANAGER NAME',
      typeKey: 'MANAGER TYPE',
      cues: [
        'manager',
        'property manager',
        'management company',
        'management firm',
        'agent',
        'letting agent',
        'managing agent',
        'agency',
      ],
      self: true,
    },
  ],
  facts: [
    partyNameFact('OWNER NAME', 'owner', 'What is the full legal name of the property owner?'),
    partyNameFact(
      'MANAGER NAME',
      'manager',
      'What is the name of the property manager or management company?',
    ),
    {
      key: 'PROPERTY ADDRESS',
      kind: 'address',
      importance: 9,
      required: true,
      question: 'What is the address of the property to be managed?',
      cues: ['property', 'building', 'located', 'at'],
    },
    {
      key: 'MANAGEMENT FEE',
      kind: 'percentage',
      importance: 9,
      required: true,
      question: 'What is the management fee, usually a percentage of rent collected (for example 8%)?',
      cues: ['fee', 'management', 'commission', 'charge'],
    },
    {
      key: 'REPAIR LIMIT',
      kind: 'money',
      importance: 5,
      required: false,
      question:
        'Up to what amount may the manager approve a single repair without asking the owner (for example $500)?',
      cues: ['repair', 'approval', 'limit', 'up to', 'without', 'spend'],
    },
    {
      key: 'START DATE',
      kind: 'date',
      importance: 6,
      required: true,
      question: 'When should the manager take over the property?',
      cues: START_CUES,
    },
    {
      key: 'TERM',
      kind: 'duration',
      importance: 5,
      required: true,
      question: 'How long should the initial term be, for example one year?',
      cues: ['term', 'for', 'initial', 'year', 'months'],
    },
    jurisdictionFact(5),
    partyTypeFact('OWNER TYPE', 'owner', 'the owner'),
    partyTypeFact('MANAGER TYPE', 'manager', 'the manager'),
    noticePeriodFact('thirty (30) days'),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `This Property Management Agreement (the "Agreement") is entered into as of {{DATE}} (the "Effective Date") by and between:`,
      `{{OWNER NAME}}, {{a OWNER TYPE}} (the "Owner"); and`,
      `{{MANAGER NAME}}, {{a MANAGER TYPE}} (the "Manager").`,
    ],
    sections: [
      {
        heading: 'APPOINTMENT',
        paragraphs: [
          `The Owner appoints the Manager as its exclusive agent to manage, lease and maintain the property at {{PROPERTY ADDRESS}} (the "Property"), and the Manager accepts the appointment.`,
        ],
      },
      {
        heading: 'TERM',
        paragraphs: [
          `This Agreement starts on {{START DATE}} and lasts for an initial term of {{TERM}}. It then renews automatically for successive one-year periods unless either party gives sixty (60) days' written notice of non-renewal.`,
        ],
      },
      {
        heading: "MANAGER'S DUTIES",
        paragraphs: [
          `The Manager will, in the Owner's name and at the Owner's expense:`,
          `(a) advertise vacancies, screen applicants and sign leases on terms the Owner has approved;`,
          `(b) collect rents and deposits and pursue lawful collection of unpaid amounts;`,
          `(c) arrange routine maintenance and repairs, obtaining the Owner's approval before any single repair costing more than {{REPAIR LIMIT}}, except in an emergency;`,
          `(d) keep complete records and give the Owner a monthly statement of income and expenses; and`,
          `(e) comply with fair housing and all other applicable laws.`,
        ],
      },
      {
        heading: 'FUNDS',
        paragraphs: [
          `The Manager will hold all rents and deposits in a separate trust account, pay approved expenses from it, and remit the net balance to the Owner by the fifteenth (15th) day of each month.`,
        ],
      },
      {
        heading: 'COMPENSATION',
        paragraphs: [
          `The Owner will pay the Manager a management fee equal to {{MANAGEMENT FEE}} of the gross rent collected each month, which the Manager may deduct from collected rents.`,
        ],
      },
      {
        heading: "OWNER'S OBLIGATIONS",
        paragraphs: [
          `The Owner will keep the Property insured, name the Manager as additional insured, provide funds for necessary expenses, and indemnify the Manager against claims arising from the Property except those caused by the Manager's negligence or misconduct.`,
        ],
      },
      {
        heading: 'TERMINATION',
        paragraphs: [
          `Either party may end this Agreement by giving written notice at least {{NOTICE PERIOD}} in advance. On termination the Manager will account for and hand over all funds, keys, leases and records within fifteen (15) days.`,
        ],
      },
      governingLawSection(),
      generalProvisionsSection(),
    ],
    signatureIntro: STANDARD_SIGNATURE_INTRO,
  },
};
