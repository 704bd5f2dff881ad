import type { ContractTypeDef } from '../model';
import {
  agreementDateFact,
  jurisdictionFact,
  partyNameFact,
  partyTypeFact,
  START_CUES,
} from './common-facts';

// An offer letter is shorter than a full employment contract and keeps employment at will.
export const employmentOffer: ContractTypeDef = {
  id: 'employment-offer',
  title: 'Employment Offer Letter',
  description: 'An employer offers a job with title, pay and start date.',
  needs: [
    'an employer offers a job to a new employee or staff member on the payroll, with a salary or wage',
    'taking on a permanent worker or an apprentice as staff',
  ],
  keywords: [
    ['offer letter', 9],
    ['job offer', 8],
    ['employment offer', 9],
    ['employment agreement', 6],
    ['employment contract', 6],
    ['new hire', 5],
    ['hire an employee', 6],
    ['employee', 3],
    ['salary', 4],
    ['full-time', 2],
    ['part-time', 2],
    ['employ', 2],
    ['hiring', 1.5],
    ['payroll', 2],
    ['a job', 3],
    ['job', 1.5],
    ['role', 1.5],
    ['position', 2],
    ['benefits', 1.5],
    ['a year', 1.5],
    ['per year', 1.5],
  ],
  parties: [
    {
      id: 'employer',
      verbs: ['hire', 'employ', 'offer', 'bring on', 'brought on', 'take on'],
      label: 'EMPLOYER',
      nameKey: 'EMPLOYER NAME',
      typeKey: 'EMPLOYER TYPE',
      cues: ['employer', 'company', 'business'],
      self: true,
      atPrep: true,
    },
    {
      id: 'employee',
      verbs: ['join', 'accept'],
      label: 'EMPLOYEE',
      nameKey: 'EMPLOYEE NAME',
      cues: ['employee', 'candidate', 'new hire', 'hire', 'hiring', 'applicant'],
    },
  ],
  facts: [
    partyNameFact('EMPLOYER NAME', 'employer', 'What is the legal name of the employer (your company)?'),
    partyNameFact('EMPLOYEE NAME', 'employee', "What is the new employee's full name?"),
    {
      key: 'JOB TITLE',
      kind: 'text',
      importance: 9,
      required: true,
      question: 'What is the job title for the position?',
      patterns: [
        /\b(?:job title\s*(?:is|will be|of|:|as)?|(?:title|position|role)\s*(?:is|will be|of|:|as))\s+(?:an?\s+|the\s+)?([A-Za-z][A-Za-z /&-]{2,60}?)(?=[.,;!?\n]|\s+(?:at|for|with|starting|on|from|paying|earning)\b|$)/i,
        // "is hiring Marcus Lee as Store Manager", "we'd like to bring on Ana Ruiz as our Head Baker".
        /\b(?:[Hh]ir\w*|[Oo]ffer\w*|[Bb]ring\w*\s+on|[Ee]mploy\w*|[Tt]ak\w*\s+on)\s+(?:\p{Lu}[\p{L}'.-]*\s+){1,4}as\s+(?:an?\s+|the\s+|our\s+|their\s+)?(\p{Lu}[\p{L} /&-]{2,60}?)(?=[.,;!?\n]|\s+(?:at|for|with|starting|on|from|paying|earning|full|part)\b|$)/u,
        /\b(?:hire|hiring|employ|employing|onboard|offer)\s+(?:an?|the|our new)\s+([A-Za-z][A-Za-z /&-]{2,60}?)(?=[.,;!?\n]|\s+(?:named|called|at|for|with|starting|on|from|paying|earning)\b|$)/i,
        /\b(?:as|for the position of)\s+(?:an?|the|our)\s+([A-Za-z][A-Za-z /&-]{2,60}?)(?=[.,;!?\n]|\s+(?:at|for|with|starting|on|from|paying|earning)\b|$)/i,
        // "an offer letter to a new sous chef", "taking on a new apprentice plumber": the role of the hire.
        /\b(?:offer(?:\s+letter)?\s+(?:to|for)|hire|hiring|employ|employing|onboard|bring(?:ing)?\s+on|tak(?:e|ing)\s+on)\s+(?:an?|the|our)\s+new\s+((?!(?:employee|hire|worker|person|staff|member)\b)[A-Za-z][A-Za-z /&-]{2,40}?)(?=[.,;!?\n]|\s+(?:named|called|at|for|with|who|starting|on|from|paying|earning)\b|$)/i,
        // "offering Ellie Marsh the job of veterinary nurse", "the post of senior chef".
        /\b(?:job|post|role|position)\s+of\s+(?:an?\s+|the\s+)?([A-Za-z][A-Za-z /&-]{2,60}?)(?=[.,;!?\n]|\s+(?:at|for|with|starting|on|from|paying|earning)\b|$)/i,
        // "Offer letter for a line cook at ...", "job offer for a registered nurse".
        /\b(?:offer(?:\s+letter)?|employment\s+(?:offer|contract|agreement))\s+for\s+(?:an?|the)\s+(?!new\b)([A-Za-z][A-Za-z /&-]{2,60}?)(?=[.,;!?\n]|\s+(?:at|for|with|starting|on|from|paying|earning|named|called)\b|$)/i,
        // "Offer letter for our new line cook".
        /\bfor\s+(?:our|my|the|a|an)\s+new\s+([A-Za-z][A-Za-z /&-]{2,60}?)(?=[.,;!?\n]|\s+(?:at|for|with|starting|on|from|paying|earning|named|called)\b|$)/i,
      ],
    },
    {
      key: 'SALARY',
      kind: 'money',
      importance: 9,
      required: true,
      keepRate: true,
      question: 'What is the salary or hourly wage (for example $65,000 per year or $22 per hour)?',
      cues: ['salary', 'wage', 'pay', 'paid', 'compensation', 'earn', 'per year', 'per hour'],
    },
    {
      key: 'PAY FREQUENCY',
      kind: 'payment-schedule',
      importance: 5,
      required: false,
      question: 'How often will the employee be paid: weekly, every two weeks, twice a month or monthly?',
    },
    {
      key: 'START DATE',
      kind: 'date',
      importance: 7,
      required: true,
      question: 'What is the first day of work?',
      cues: START_CUES,
    },
    {
      key: 'EMPLOYMENT TYPE',
      kind: 'text',
      importance: 5,
      required: true,
      question: 'Is the position full-time or part-time?',
      patterns: [/\b(full[- ]time|part[- ]time|seasonal|temporary)\b/i],
    },
    {
      key: 'WORK LOCATION',
      kind: 'address',
      importance: 4,
      required: false,
      question: 'Where will the employee work (an office address, or remote)?',
      cues: ['office', 'work at', 'based at', 'location', 'located'],
    },
    {
      key: 'BENEFITS',
      kind: 'text',
      importance: 3,
      required: false,
      question:
        'Which benefits come with the job, for example health insurance and paid time off? Say "none" if there are none.',
      patterns: [
        /\bbenefits?\s*(?:include|includes|are|:)\s+([^.?!\n]{3,160})/i,
        // "Health, dental and 401k match.", "25 days holiday plus a pension.": a sentence of benefits.
        /(?:^|[.!?\n]\s*)((?:\d{1,2}\s+days?\s+(?:of\s+)?(?:annual\s+)?(?:holiday|vacation|pto|paid leave|leave)|health|dental|vision|medical|pension|401\(?k\)?|pto|stock options|equity)\b[^.?!\n]{0,160})/i,
        /\b((?:health|dental|medical) insurance[^.?!\n]{0,120})/i,
        // "Staff meal every shift and paid sick leave.": the clause that names a usual benefit.
        /(?:^|[.!?\n,;:]\s*)(?:(?:with|plus|and|also)\s+)?([^.?!\n,;:]{0,80}\b(?:paid (?:sick leave|sick days|time off|vacation|holidays)|PTO|401\(?k\)?|vision insurance)(?![\w(])[^.?!\n,;:]{0,80})/i,
      ],
    },
    jurisdictionFact(4),
    partyTypeFact('EMPLOYER TYPE', 'employer', 'the employer'),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `Date: {{DATE}}`,
      `This Employment Offer Letter (the "Offer") is made by {{EMPLOYER NAME}}, {{a EMPLOYER TYPE}} (the "Company"), to {{EMPLOYEE NAME}} (the "Employee").`,
      `We are pleased to offer you employment on the terms below.`,
    ],
    sections: [
      {
        heading: 'POSITION',
        paragraphs: [
          `You will be employed in the {{EMPLOYMENT TYPE}} position of {{JOB TITLE}}, performing the duties normally associated with that role and others the Company reasonably assigns. Your place of work will be {{WORK LOCATION}}.`,
        ],
      },
      {
        heading: 'START DATE',
        paragraphs: [
          `Your employment will begin on {{START DATE}}, subject to your completing the Company's standard onboarding and proving your eligibility to work.`,
        ],
      },
      {
        heading: 'COMPENSATION',
        paragraphs: [
          `You will be paid {{SALARY}}, less applicable withholdings and deductions, paid on the following schedule: {{PAY FREQUENCY}}. Your pay will be reviewed periodically in line with Company policy.`,
        ],
      },
      {
        heading: 'BENEFITS',
        paragraphs: [
          `You will be eligible for the following benefits, subject to the terms of the applicable plans and policies: {{BENEFITS}}. The Company may change its benefit plans from time to time.`,
        ],
      },
      {
        heading: 'AT-WILL EMPLOYMENT',
        paragraphs: [
          `Your employment is at will: either you or the Company may end it at any time, with or without cause or notice, to the extent permitted by the law of {{the JURISDICTION}}. The Company asks, as a courtesy, for two (2) weeks' notice if you resign.`,
        ],
      },
      {
        heading: 'CONFIDENTIALITY AND COMPANY POLICIES',
        paragraphs: [
          `As a condition of employment you agree to keep the Company's confidential information secret, to assign to the Company inventions and work product created in your job, and to follow the Company's written policies.`,
        ],
      },
      {
        heading: 'ENTIRE OFFER',
        paragraphs: [
          `This Offer is the complete statement of the terms of your employment and replaces any earlier discussions. It may be changed only in writing signed by an authorized Company representative. Please sign below to accept.`,
        ],
      },
    ],
    signatureIntro: 'Accepted and agreed by the parties on the dates written below.',
  },
};
