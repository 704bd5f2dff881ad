import type { ContractTypeDef } from '../model';
import {
  agreementDateFact,
  jurisdictionFact,
  partyNameFact,
  partyTypeFact,
  paymentMethodFact,
  START_CUES,
  gracePeriodFact,
  curePeriodFact,
} from './common-facts';
import { generalProvisionsSection, governingLawSection } from './common-clauses';

// Business tenants negotiate permitted use and repairs, so those get their own sections.
export const commercialLease: ContractTypeDef = {
  id: 'commercial-lease',
  title: 'Commercial Lease Agreement',
  description: 'A landlord leases office, retail or industrial space to a business.',
  needs: [
    'a landlord leases a shop, shopfront, retail unit, office, warehouse, factory or industrial premises to a business',
    'a business tenant rents commercial space for its trade',
  ],
  keywords: [
    ['commercial lease', 9],
    ['office space', 5],
    ['retail space', 5],
    ['commercial space', 5],
    ['warehouse', 4],
    ['storefront', 4],
    ['office lease', 6],
    ['business premises', 4],
    ['premises', 2],
    ['commercial', 3],
    ['lease', 2],
    // "We are leasing unit 6 to a yoga studio": the verb names the lease too; base rent is a commercial term.
    ['leasing', 2],
    ['base rent', 4],
    ['landlord', 1.5],
    ['tenant', 1.5],
  ],
  // A business as tenant, or a business use of the space, points to a commercial lease, but only
  // once something says there is a lease at all: "Marlow & Sons Bakery, Inc. needs a plumber for
  // its shop" is not one.
  contextKeywords: [
    ['llc', 2],
    ['inc', 1.5],
    ['studio', 2],
    ['shop', 2],
    ['restaurant', 2.5],
    ['cafe', 2],
    ['salon', 2.5],
    ['clinic', 2],
    ['space', 2],
    ['suite', 1.5],
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
      verbs: ['rent', 'lease', 'occupy'],
      label: 'TENANT',
      nameKey: 'TENANT NAME',
      selfPhrase:
        /\b(?:i|we)(?:'m| am|'re| are| want to| need to| will be)?\s+(?:renting|leasing|rent|lease)\s+[^.?!]{0,50}?\bfrom\b/i,
      typeKey: 'TENANT TYPE',
      cues: ['tenant', 'lessee', 'business tenant'],
    },
  ],
  facts: [
    partyNameFact('LANDLORD NAME', 'landlord', 'What is the full legal name of the landlord?'),
    partyNameFact('TENANT NAME', 'tenant', 'What is the legal name of the tenant business?'),
    {
      key: 'PREMISES ADDRESS',
      kind: 'address',
      importance: 9,
      required: true,
      question: 'What is the address of the premises, including suite or unit number?',
      cues: ['premises', 'space', 'office', 'located', 'at', 'suite'],
    },
    {
      key: 'PERMITTED USE',
      kind: 'text',
      importance: 6,
      required: true,
      question:
        'What will the tenant use the space for, for example "a retail bakery" or "general office use"?',
      patterns: [
        // "general office use for a law firm", "light industrial use": a use named as such, whole.
        /^\s*((?:(?!(?:i|we|they|he|she|you|it|will|would|to|can|may|shall|and|for)\b)[a-z-]+\s+){1,3}use\b(?:\s+(?:for|by|as)\s+[^.?!\n]{3,80})?)/i,
        /\b(?:use[ds]?|using)\s+(?:it\s+|the\s+(?:space|premises)\s+)?(?:as|for)\s+(?:an?\s+)?([^.?!\n,]{3,100})/i,
        /\bpermitted use\s*(?:is|:)\s*([^.?!\n]{3,100})/i,
        // "They'll run a retail bakery there", "the tenant will operate a dental clinic".
        /\b(?:they|he|she|we|i|the tenant)(?:'ll|’ll|\s+will|\s+are going to|\s+plan to)\s+(?:run|operate|open)\s+(?:an?|their|his|her|our|my)\s+([a-z][^.?!\n]{2,80}?)(?:\s+(?:there|in the space|in it|out of it|from it|at the premises))?(?=[.!?\n]|$)/i,
        // "a commercial lease for my yoga studio space": the business the space is for.
        /\bfor\s+(?:my|our|the|a|an)\s+((?:[a-z-]+\s+){0,3}?(?:studio|shop|store|salon|restaurant|cafe|café|bakery|clinic|gym|office|practice|bar|boutique|workshop|warehouse))\s+(?:space|premises|unit|location)\b/i,
        // "The space is 210 Mill Street, Suite 4, ..., for a coffee roastery and café."
        /\b(?:space|premises|unit|suite|shop|store|building)\b[^.!?\n]{0,100}?,?\s+for\s+(?:use\s+as\s+)?(?:an?\s+|the\s+)(?!\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|few|couple)\b)([a-z][^.?!\n,$]{3,80})/i,
      ],
    },
    {
      key: 'BASE RENT',
      kind: 'money',
      importance: 9,
      required: true,
      question: 'What is the monthly base rent?',
      cues: ['rent', 'per month', 'monthly', 'a month', '/month'],
    },
    {
      key: 'SECURITY DEPOSIT',
      kind: 'money',
      importance: 5,
      required: false,
      question: 'How much is the security deposit?',
      cues: ['deposit', 'security', 'bond'],
      synonyms: ['bond', 'rental bond', 'security bond'],
    },
    {
      key: 'LEASE START DATE',
      kind: 'date',
      importance: 7,
      required: true,
      question: 'When does the lease start?',
      cues: START_CUES,
    },
    {
      key: 'LEASE TERM',
      kind: 'duration',
      importance: 7,
      required: true,
      question: 'How long is the lease term, for example 3 years?',
      cues: ['lease', 'term', 'for', 'years', 'months'],
    },
    paymentMethodFact(4),
    jurisdictionFact(5),
    gracePeriodFact('five (5) days'),
    curePeriodFact('thirty (30) days'),
    partyTypeFact('LANDLORD TYPE', 'landlord', 'the landlord'),
    partyTypeFact('TENANT TYPE', 'tenant', 'the tenant'),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `This Commercial Lease Agreement (the "Lease") is made as of {{DATE}} between:`,
      `{{LANDLORD NAME}}, {{a LANDLORD TYPE}} (the "Landlord"); and`,
      `{{TENANT NAME}}, {{a TENANT TYPE}} (the "Tenant").`,
    ],
    sections: [
      {
        heading: 'PREMISES',
        paragraphs: [
          `The Landlord leases to the Tenant the premises at {{PREMISES ADDRESS}} (the "Premises"), together with the right to use common areas of the building in common with others.`,
        ],
      },
      {
        heading: 'TERM',
        paragraphs: [
          `The Lease begins on {{LEASE START DATE}} and lasts for {{LEASE TERM}}. Any renewal must be agreed in writing at least ninety (90) days before the term ends.`,
        ],
      },
      {
        heading: 'RENT',
        paragraphs: [
          `The Tenant will pay base rent of {{BASE RENT}} per month, in advance, on the first day of each month, by {{PAYMENT METHOD}}.`,
          `(a) Rent not received within {{GRACE PERIOD}} of the due date carries a late charge of 5% of the overdue amount.`,
          `(b) The Tenant also pays all utilities serving the Premises and its share of any operating costs the parties agree in writing.`,
        ],
      },
      {
        heading: 'SECURITY DEPOSIT',
        paragraphs: [
          `On signing, the Tenant will pay a security deposit of {{SECURITY DEPOSIT}}, which the Landlord may apply to any unpaid amount or damage and will return, less such amounts, within thirty (30) days after the Lease ends.`,
        ],
      },
      {
        heading: 'USE',
        paragraphs: [
          `The Tenant will use the Premises only for the following purpose: {{PERMITTED USE}}, and will obtain all licenses and comply with all laws that apply to that use.`,
        ],
      },
      {
        heading: 'MAINTENANCE AND ALTERATIONS',
        paragraphs: [
          `(a) The Landlord maintains the roof, structure and building systems serving the Premises.`,
          `(b) The Tenant maintains the interior of the Premises in good condition, normal wear and tear excepted.`,
          `(c) The Tenant will not make structural alterations without the Landlord's prior written consent.`,
        ],
      },
      {
        heading: 'INSURANCE AND INDEMNITY',
        paragraphs: [
          `The Tenant will carry commercial general liability insurance of at least $1,000,000 per occurrence naming the Landlord as additional insured, and will indemnify the Landlord against claims arising from the Tenant's use of the Premises, except to the extent caused by the Landlord's negligence.`,
        ],
      },
      {
        heading: 'ASSIGNMENT AND SUBLETTING',
        paragraphs: [
          `The Tenant may not assign this Lease or sublet the Premises without the Landlord's prior written consent, which will not be unreasonably withheld.`,
        ],
      },
      {
        heading: 'DEFAULT',
        paragraphs: [
          `If the Tenant fails to pay rent within ten (10) days after written notice, or fails to cure any other breach within {{CURE PERIOD}} after written notice, the Landlord may end this Lease and pursue the remedies allowed by law.`,
        ],
      },
      governingLawSection(),
      generalProvisionsSection(),
    ],
    signatureIntro:
      'IN WITNESS WHEREOF, the Landlord and the Tenant have signed this Lease on the date first written above.',
  },
};
