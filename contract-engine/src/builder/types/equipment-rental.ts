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
import { generalProvisionsSection, governingLawSection, STANDARD_SIGNATURE_INTRO } from './common-clauses';

// Damage and return condition drive most rental disputes, so the renter's duties are explicit.
export const equipmentRental: ContractTypeDef = {
  id: 'equipment-rental',
  title: 'Equipment Rental Agreement',
  description: 'An owner rents equipment, tools or vehicles to a renter for a period.',
  needs: [
    'an owner hires out or rents out equipment, tools, machinery, vehicles, trailers or gear for a period',
    'a customer hires a machine, a camera, a bouncy castle, scaffolding or a van for a day, a week or a month',
  ],
  keywords: [
    ['equipment rental', 10],
    ['equipment lease', 8],
    ['rent equipment', 8],
    ['renting equipment', 8],
    ['equipment', 4],
    ['tools', 3],
    ['machinery', 4],
    ['excavator', 5],
    ['camera gear', 4],
    ['trailer', 3],
    ['forklift', 5],
    ['generator', 3],
    ['rental', 1.5],
    ['hire out', 3],
    // British and Australian English: "a hire agreement", "tool hire", "plant hire" is renting equipment out
    // (hiring a person is "hire someone", never "a hire agreement").
    ['hire agreement', 8],
    ['hire contract', 8],
    ['equipment hire', 8],
    ['tool hire', 6],
    ['plant hire', 6],
    ['hirer', 3],
    ['returns it', 2.5],
    ['return it', 2.5],
    ['picks it up', 2],
    ['pick it up', 2],
    ['gear', 2],
    // What small rental businesses hire out besides machines: party and event equipment.
    ['party equipment', 6],
    ['party rental', 5],
    ['bounce house', 5],
    ['tables and chairs', 4],
    ['tables', 1.5],
    ['chairs', 1.5],
    ['tent', 2],
    ['sound system', 3],
    ['scaffolding', 4],
    ['for the weekend', 1.5],
  ],
  parties: [
    {
      id: 'owner',
      verbs: ['rent out', 'hire out', 'lend'],
      label: 'OWNER',
      nameKey: 'OWNER NAME',
      typeKey: 'OWNER TYPE',
      cues: ['owner', 'lessor', 'rental company'],
      self: true,
    },
    {
      id: 'renter',
      verbs: ['rent', 'borrow'],
      label: 'RENTER',
      nameKey: 'RENTER NAME',
      typeKey: 'RENTER TYPE',
      cues: ['renter', 'lessee', 'hirer', 'customer', 'client'],
      forPrep: true,
      selfPhrase:
        /\b(?:i|we)(?:'m| am|'re| are| want to| need to| will be)?\s+(?:renting|rent|hiring|hire|leasing)\s+[^.?!]{0,50}?\bfrom\b/i,
    },
  ],
  facts: [
    partyNameFact('OWNER NAME', 'owner', 'Who owns the equipment? Please give the full legal name.'),
    partyNameFact(
      'RENTER NAME',
      'renter',
      'Who is renting the equipment? Please give their full legal name.',
    ),
    {
      key: 'EQUIPMENT DESCRIPTION',
      kind: 'text',
      importance: 9,
      required: true,
      question: 'What equipment is being rented? Include make, model and serial number if you have them.',
      patterns: [
        // "an agreement for a mini excavator rental": the thing named before "rental".
        // "$350 for the whole rental" is how long, not what: "whole", "entire" name no equipment.
        /\b(?:for|of)\s+(?:a|an|the|my|our)\s+((?!equipment\b|party\b|whole\b|entire\b|full\b|total\b|rest\b)[a-z0-9][^.?!\n,$]{2,60}?)\s+(?:rental|hire)\b/i,
        /\b(?:rent(?:s|ing)?(?:\s+out)?|leases?|leasing|hires?|hiring)\s+(?:out\s+)?(?:my\s+|our\s+|the\s+|an?\s+)?([^.?!\n$]{3,120}?)\s+(?:equipment\b|to\s+(?:[A-Z]|an?\s|the\s|my\s|our\s)|for\s+\$|for\s+\d|for\s+(?:a|one|two|three|\d)\s+(?:day|week|month))/i,
        // "the gear is a ...", "kit: ...": the usual words for what is rented, followed by what it is.
        /\b(?:equipment|gear|kit|machinery|tools)\s*(?:is|are|:|includes?)\s+(?:an?\s+|the\s+)?([^.?!\n]{3,140})/i,
      ],
    },
    {
      key: 'RENTAL FEE',
      kind: 'money',
      importance: 9,
      required: true,
      keepRate: true,
      question: 'What is the rental fee, for example $150 per day or $900 per week?',
      cues: ['fee', 'rent', 'rental', 'per day', 'per week', 'a day', 'a week', 'charge', 'price'],
    },
    {
      key: 'PAYMENT SCHEDULE',
      kind: 'payment-schedule',
      importance: 5,
      required: false,
      question: 'When is the rental fee paid: upfront, weekly, or at the end of the rental?',
    },
    {
      key: 'SECURITY DEPOSIT',
      kind: 'money',
      importance: 5,
      required: false,
      question: 'Is there a security deposit? If so, how much?',
      cues: ['deposit', 'security', 'bond'],
      synonyms: ['bond', 'damage deposit'],
    },
    {
      key: 'RENTAL START DATE',
      kind: 'date',
      importance: 7,
      required: true,
      question: 'When does the rental start (pick-up or delivery date)?',
      cues: START_CUES,
    },
    {
      key: 'RENTAL END DATE',
      kind: 'date',
      importance: 7,
      required: true,
      question: 'When must the equipment be returned?',
      cues: [...END_CUES, 'return', 'returned', 'back'],
    },
    {
      key: 'EQUIPMENT LOCATION',
      kind: 'address',
      importance: 4,
      required: false,
      question: 'Where will the equipment be used or kept during the rental?',
      cues: ['used at', 'kept at', 'site', 'location', 'job site', 'at'],
      // "She will use it in Los Angeles": a place named without a street address.
      patterns: [
        /\b(?:use|used|using|keep|kept|keeping)\s+(?:it|them|the\s+(?:equipment|gear|kit))\s+(?:in|at)\s+((?:the\s+)?\p{Lu}[^.!?\n]{2,80}?)(?=\s*(?:[.!?\n]|$|,\s*(?:and|but)\b))/u,
      ],
    },
    paymentMethodFact(4),
    jurisdictionFact(5),
    partyTypeFact('OWNER TYPE', 'owner', 'the owner'),
    partyTypeFact('RENTER TYPE', 'renter', 'the renter'),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `This Equipment Rental Agreement (the "Agreement") is entered into as of {{DATE}} (the "Effective Date") by and between:`,
      `{{OWNER NAME}}, {{a OWNER TYPE}} (the "Owner"); and`,
      `{{RENTER NAME}}, {{a RENTER TYPE}} (the "Renter").`,
    ],
    sections: [
      {
        heading: 'EQUIPMENT',
        paragraphs: [
          `The Owner rents to the Renter the following equipment, with all attachments and manuals supplied with it (the "Equipment"): {{EQUIPMENT DESCRIPTION}}.`,
        ],
      },
      {
        heading: 'RENTAL PERIOD',
        paragraphs: [
          `The rental starts on {{RENTAL START DATE}} and ends on {{RENTAL END DATE}}, when the Renter will return the Equipment to the Owner. Late return is charged at the rental rate for each additional day or part of a day.`,
        ],
      },
      {
        heading: 'RENTAL FEE AND DEPOSIT',
        paragraphs: [
          `(a) Fee. The Renter will pay a rental fee of {{RENTAL FEE}}, on the following schedule: {{PAYMENT SCHEDULE}}, by {{PAYMENT METHOD}}.`,
          `(b) Deposit. Before taking possession, the Renter will pay a security deposit of {{SECURITY DEPOSIT}}, which the Owner will return within ten (10) days after the Equipment is returned, less the cost of any repairs, cleaning or unpaid fees.`,
        ],
      },
      {
        heading: 'USE AND CARE',
        paragraphs: [
          `The Renter will:`,
          `(a) keep the Equipment at {{EQUIPMENT LOCATION}} unless the Owner agrees otherwise in writing;`,
          `(b) use it only for its intended purpose, by trained and competent operators, and in line with the manufacturer's instructions and the law;`,
          `(c) not sublet, lend or modify it; and`,
          `(d) tell the Owner immediately of any breakdown, damage, loss or theft.`,
        ],
      },
      {
        heading: 'CONDITION, RISK AND INSURANCE',
        paragraphs: [
          `The Renter confirms the Equipment was received in good working order. From delivery until return the Renter bears the risk of loss and damage, other than normal wear and tear, and will keep the Equipment insured for its full replacement value.`,
        ],
      },
      {
        heading: 'OWNERSHIP',
        paragraphs: [
          `The Equipment remains the property of the Owner at all times. The Renter will keep it free of liens and allow the Owner to inspect it on reasonable notice.`,
        ],
      },
      {
        heading: 'LIABILITY',
        paragraphs: [
          `The Renter will indemnify the Owner against claims for injury or damage arising from the Renter's possession or use of the Equipment, except to the extent caused by a defect the Owner knew of and did not disclose.`,
        ],
      },
      {
        heading: 'DEFAULT',
        paragraphs: [
          `If the Renter fails to pay or breaches this Agreement, the Owner may end the rental and recover the Equipment, and the Renter will pay the reasonable costs of recovery.`,
        ],
      },
      governingLawSection(),
      generalProvisionsSection(),
    ],
    signatureIntro: STANDARD_SIGNATURE_INTRO,
  },
};
