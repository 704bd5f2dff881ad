import type { ContractTypeDef } from '../model';
import {
  agreementDateFact,
  jurisdictionFact,
  partyNameFact,
  partyTypeFact,
  paymentMethodFact,
  START_CUES,
  gracePeriodFact,
} from './common-facts';
import { generalProvisionsSection, governingLawSection } from './common-clauses';

// Landlord-tenant law varies by state, so the lease defers to local law on deposits and entry.
export const residentialLease: ContractTypeDef = {
  id: 'residential-lease',
  title: 'Residential Lease Agreement',
  description: 'A landlord rents a home or apartment to a tenant.',
  needs: [
    'a landlord lets a house, flat, apartment, condo, room or granny flat to a tenant, lodger, flatmate, housemate or roommate to live in',
    'renting a home or a room for monthly or weekly rent with a bond or deposit',
    'a tenancy of a dwelling, or a room sublet in a shared home',
  ],
  keywords: [
    ['residential lease', 8],
    ['rental agreement', 4],
    ['lease agreement', 3],
    ['lease', 3],
    ['leasing', 3],
    ['tenant', 3],
    ['landlord', 3],
    ['apartment', 4],
    ['apt', 3],
    ['house', 2],
    ['home', 1.5],
    ['condo', 3],
    ['bedroom', 3],
    ['basement', 3],
    ['tenancy', 5],
    ['month-to-month', 3],
    ['move in', 2],
    ['renter', 2],
    ['rent out', 2],
    ['rent', 1],
  ],
  parties: [
    {
      id: 'landlord',
      verbs: ['rent out', 'lease out', 'let', 'own'],
      label: 'LANDLORD',
      nameKey: 'LANDLORD NAME',
      typeKey: 'LANDLORD TYPE',
      cues: ['landlord', 'owner', 'lessor', 'property manager'],
      self: true,
    },
    {
      id: 'tenant',
      verbs: ['rent', 'lease', 'occupy', 'move into'],
      label: 'TENANT',
      nameKey: 'TENANT NAME',
      selfPhrase:
        /\b(?:i|we)(?:'m| am|'re| are| want to| need to| will be)?\s+(?:renting|leasing|rent|lease)\s+[^.?!]{0,50}?\bfrom\b/i,
      cues: ['tenant', 'tenants', 'renter', 'lessee', 'occupant', 'lodger', 'flatmate'],
    },
  ],
  facts: [
    partyNameFact(
      'LANDLORD NAME',
      'landlord',
      'What is the full legal name of the landlord (the owner or the managing company)?',
    ),
    partyNameFact(
      'TENANT NAME',
      'tenant',
      "What is the tenant's full legal name? If there are several tenants, list them all.",
    ),
    {
      key: 'PROPERTY ADDRESS',
      kind: 'address',
      importance: 9,
      required: true,
      question: 'What is the full address of the rental property, including unit number?',
      cues: ['property', 'apartment', 'unit', 'house', 'located', 'premises', 'at'],
    },
    {
      key: 'MONTHLY RENT',
      kind: 'money',
      importance: 9,
      required: true,
      question: 'How much is the monthly rent?',
      cues: ['rent', 'per month', 'a month', 'monthly', '/month', '/mo'],
    },
    {
      key: 'SECURITY DEPOSIT',
      kind: 'money',
      importance: 6,
      required: true,
      question: 'How much is the security deposit?',
      cues: ['deposit', 'security', 'bond'],
      // Australia and New Zealand call a tenant's deposit the bond.
      synonyms: ['bond', 'rental bond', 'damage deposit'],
    },
    {
      key: 'LEASE START DATE',
      kind: 'date',
      importance: 7,
      required: true,
      question: 'When does the lease start (the move-in date)?',
      cues: START_CUES,
    },
    {
      key: 'LEASE TERM',
      kind: 'duration',
      importance: 7,
      required: true,
      question: 'How long is the lease, for example 12 months or month-to-month?',
      cues: ['lease', 'term', 'for', 'year', 'months'],
    },
    {
      key: 'RENT DUE DAY',
      kind: 'text',
      importance: 4,
      required: false,
      question: 'On which day of the month is rent due (for example the 1st)?',
      patterns: [
        /\b(?:due|payable|paid)\s+(?:on\s+)?(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)|first|last)\b/i,
        /^\s*(?:the\s+)?(\d{1,2}(?:st|nd|rd|th)|first|last)(?:\s+(?:day\s+)?of\s+(?:each|every|the)\s+month)?\s*[.!]?\s*$/i,
      ],
    },
    paymentMethodFact(4),
    jurisdictionFact(5),
    gracePeriodFact('five (5) days'),
    partyTypeFact('LANDLORD TYPE', 'landlord', 'the landlord'),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `This Residential Lease Agreement (the "Lease") is made as of {{DATE}} between:`,
      `{{LANDLORD NAME}}, {{a LANDLORD TYPE}} (the "Landlord"); and`,
      `{{TENANT NAME}} (the "Tenant").`,
    ],
    sections: [
      {
        heading: 'PROPERTY',
        paragraphs: [
          `The Landlord leases to the Tenant the residential property at {{PROPERTY ADDRESS}} (the "Property"), to be used only as a private residence by the Tenant and members of the Tenant's household.`,
        ],
      },
      {
        heading: 'TERM',
        paragraphs: [
          `The Lease begins on {{LEASE START DATE}} and lasts for {{LEASE TERM}}. If the Tenant stays with the Landlord's consent after the term ends, the tenancy continues from month to month on the same terms until either party gives at least thirty (30) days' written notice.`,
        ],
      },
      {
        heading: 'RENT',
        paragraphs: [
          `The Tenant will pay rent of {{MONTHLY RENT}} per month, in advance, on the {{RENT DUE DAY}} day of each month, by {{PAYMENT METHOD}}.`,
          `(a) Rent for any partial first month is prorated by day.`,
          `(b) Rent received more than {{GRACE PERIOD}} after the due date carries a late fee of 5% of the monthly rent, or the maximum allowed by law, if lower.`,
          `(c) A returned payment carries a fee equal to the bank charges the Landlord incurs.`,
        ],
      },
      {
        heading: 'SECURITY DEPOSIT',
        paragraphs: [
          `On signing, the Tenant will pay a security deposit of {{SECURITY DEPOSIT}}. The Landlord will hold and return the deposit, less lawful deductions for unpaid rent and damage beyond normal wear and tear, within the time and in the manner required by the law of {{the JURISDICTION}}.`,
        ],
      },
      {
        heading: 'UTILITIES AND MAINTENANCE',
        paragraphs: [
          `(a) The Tenant pays for utilities and services to the Property unless the parties agree otherwise in writing.`,
          `(b) The Tenant will keep the Property clean and in good condition and promptly report any needed repairs.`,
          `(c) The Landlord will keep the structure, plumbing, heating and electrical systems in good repair and comply with applicable housing codes.`,
        ],
      },
      {
        heading: 'USE AND OCCUPANCY',
        paragraphs: [
          `The Tenant will not sublet or assign the Lease, make alterations, or keep pets without the Landlord's prior written consent, and will comply with all laws and reasonable building rules.`,
        ],
      },
      {
        heading: 'ENTRY',
        paragraphs: [
          `The Landlord may enter the Property at reasonable times, after giving at least twenty-four (24) hours' notice or the notice required by law, to inspect, make repairs or show the Property, and at any time in an emergency.`,
        ],
      },
      {
        heading: 'DEFAULT AND TERMINATION',
        paragraphs: [
          `If the Tenant fails to pay rent or materially breaches this Lease, the Landlord may end the Lease and recover possession in accordance with applicable law. At the end of the Lease the Tenant will return the Property and all keys in the condition received, except for normal wear and tear.`,
        ],
      },
      governingLawSection(),
      generalProvisionsSection(),
    ],
    signatureIntro:
      'IN WITNESS WHEREOF, the Landlord and the Tenant have signed this Lease on the date first written above.',
  },
};
