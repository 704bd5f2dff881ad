import type { ContractTypeDef } from '../model';
import { agreementDateFact, jurisdictionFact, partyNameFact, START_CUES } from './common-facts';
import { generalProvisionsSection, governingLawSection } from './common-clauses';

// A two-partner general partnership; decision rules and exit terms prevent most disputes.
export const partnership: ContractTypeDef = {
  id: 'partnership',
  title: 'Partnership Agreement',
  description: 'Two people go into business together and agree contributions, profit split and decisions.',
  reciprocal: true,
  needs: [
    'two or more people go into business together as partners and share the profits',
    'partners each put money or work into a new firm, shop or trade and split the profits',
    'co-owners of a small business agree contributions, decisions and what happens if one leaves',
  ],
  keywords: [
    ['partnership agreement', 9],
    ['partnership', 6],
    ['business partner', 6],
    ['co-founder', 5],
    ['cofounder', 5],
    ['partners', 3],
    ['partner', 2],
    ['joint venture', 5],
    ['profit split', 4],
    ['split profits', 4],
    ['go into business', 5],
    ['start a business', 3],
  ],
  parties: [
    {
      id: 'partner1',
      label: 'PARTNER',
      nameKey: 'PARTNER ONE NAME',
      cues: ['first partner', 'partner one', 'partner 1'],
      self: true,
    },
    {
      id: 'partner2',
      label: 'PARTNER',
      nameKey: 'PARTNER TWO NAME',
      cues: [
        'second partner',
        'partner two',
        'partner 2',
        'other partner',
        'my partner',
        'business partner',
        'co-founder',
        'cofounder',
      ],
    },
  ],
  facts: [
    partyNameFact(
      'PARTNER ONE NAME',
      'partner1',
      'What is the full legal name of the first partner (usually you)?',
    ),
    partyNameFact('PARTNER TWO NAME', 'partner2', "What is the other partner's full legal name?"),
    {
      key: 'PARTNERSHIP NAME',
      kind: 'text',
      importance: 8,
      required: true,
      question: 'What will the partnership (the business) be called?',
      patterns: [
        /\b(?:partnership|business|company|firm)\s+(?:will be\s+|is\s+)?(?:called|named)\s+"?([A-Z][\w&'.-]*(?:\s+(?:[A-Z][\w&'.-]*|&|of|and))*)"?/,
        // "a food truck called Two Forks Kitchen", "the name is Spoke & Chain Cycles".
        /\b(?:an?|the|our)\s+(?!friend\b|partner\b|brother\b|sister\b|cousin\b|colleague\b)[a-z-]+(?:\s+[a-z-]+){0,3}\s+(?:will be\s+)?(?:called|named)\s+"?([A-Z][\w&'.-]*(?:\s+(?:[A-Z][\w&'.-]*|&|of|and))*)"?/,
        /\bthe\s+(?:business\s+|company\s+|partnership\s+|shop\s+)?name\s+(?:is|will be|:)\s+"?([A-Z][\w&'.-]*(?:\s+(?:[A-Z][\w&'.-]*|&|of|and))*)"?/,
        /\bname\s+(?:of the (?:partnership|business)\s+)?(?:is|will be)\s+"?([A-Z][\w&'.-]*(?:\s+(?:[A-Z][\w&'.-]*|&|of|and))*)"?/,
        /\b(?:call|calling|name|naming)\s+it\s+"?([A-Z][\w&'.-]*(?:\s+(?:[A-Z][\w&'.-]*|&|of|and))*)"?/,
        // "Partners are A and B, trading as A & B Joinery": the name the firm trades under.
        /\b(?:trading|doing business|operating)\s+as\s+"?([A-Z][\w&'-]*(?:\s+(?:[A-Z][\w&'-]*|&|of|and))*)"?/,
      ],
      tradeName: true,
    },
    {
      key: 'BUSINESS PURPOSE',
      kind: 'text',
      importance: 8,
      required: true,
      question: 'What will the business do? For example "operate a coffee shop".',
      nounVerb: 'operate',
      patterns: [
        // "we'll sell and repair bikes"; "to start on the 1st of March", "want to start June 2" are dates.
        /(?:\bto|\bwill|['’]ll)\s+((?:run|operate|open|own|start|build|sell|provide|develop|manage|buy)\s+(?!(?:on|in|by|from|at|around|next|this|after|before|soon|today|tomorrow|asap|immediately|right away)\b|(?:the\s+)?(?:\d|(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\b))[^.?!\n]{3,140})/i,
        // "we are starting a bike repair shop together": the business, operated (nounVerb).
        // "we're running a tile shop from 4 Mill Road": the business, without where it is run from.
        /\b(?:are|'re|am|'m)\s+(?:starting|opening|launching|setting up|running)\s+(an?\s+[^.?!\n,]{3,120}?)(?:\s+together)?(?=[.,;!?\n]|\s+(?:from|at)\s+\d|$)/i,
        // "two friends starting a dog grooming business together called ...": the business, not its name.
        /\b(?:starting|opening|launching|setting up)\s+(an?\s+[^.?!\n,]{3,120}?)(?:\s+together)?(?=\s+(?:called|named)\b)/i,
        // "a partnership agreement for a picture framing studio with my sister": the business, operated.
        /\b(?:partnership|agreement|contract)\s+for\s+(an?\s+(?:[\w'’-]+\s+){0,4}(?:business|studio|shop|store|cafe|café|bakery|restaurant|bar|salon|practice|firm|agency|company|venture|cart|truck|brewery|gym|clinic|farm|stall|service))(?=\s+(?:with|together|in|called|named|that|which|we|i)\b|[.,;!?\n]|$)/i,
        /\bpurpose\s*(?:is|:)\s+(?:to\s+)?([^.?!\n]{3,140})/i,
      ],
    },
    {
      key: 'PARTNER ONE CONTRIBUTION',
      kind: 'money',
      importance: 6,
      required: true,
      question: 'How much will the first partner contribute to start the business?',
      cues: ['i', 'my', 'me', 'first partner', 'partner one'],
    },
    {
      key: 'PARTNER TWO CONTRIBUTION',
      kind: 'money',
      importance: 6,
      required: true,
      question: 'How much will the second partner contribute?',
      cues: ['second partner', 'partner two', 'he', 'she', 'they', 'other partner', 'my partner'],
    },
    {
      key: 'PROFIT SPLIT',
      kind: 'text',
      importance: 7,
      required: true,
      question: 'How will profits and losses be split, for example 50/50 or 60/40?',
      patterns: [
        /\b(\d{1,2}\s*\/\s*\d{1,2})\b/,
        // "profits split 60-40": a dash between two shares, as a split.
        /\bsplit\s+(?:(?:the\s+)?profits?\s+)?(\d{1,2}\s*[-–]\s*\d{1,2})(?![\d%])/i,
        /\b(\d{1,2}\s*[-–]\s*\d{1,2})\s+split\b/i,
        /\b(equally|evenly|in equal shares)\b/i,
        // "60% to me and 40% to Dana": each share with the partner it goes to.
        /\b(\d{1,3}\s*%\s+(?:to|for)\s+[^,.;!?\n%]{1,30}?\s+and\s+\d{1,3}\s*%\s+(?:to|for)\s+[^,.;!?\n%]{1,30}?)(?=\s*(?:[,.;!?\n]|$))/i,
        /\b(\d{1,3}\s*%\s*(?:\/|and|to)\s*\d{1,3}\s*%)/i,
        /\bsplit\s+(?:profits?\s+)?([^.?!\n]{3,60})/i,
      ],
    },
    {
      key: 'PRINCIPAL OFFICE ADDRESS',
      kind: 'address',
      importance: 4,
      required: false,
      question: "What is the business's main address?",
      cues: ['office', 'located', 'based', 'address', 'at'],
    },
    {
      key: 'START DATE',
      kind: 'date',
      importance: 5,
      required: false,
      question: 'When does the partnership start?',
      cues: START_CUES,
    },
    jurisdictionFact(5),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `This Partnership Agreement (the "Agreement") is made as of {{DATE}} between {{PARTNER ONE NAME}} and {{PARTNER TWO NAME}} (each a "Partner" and together the "Partners").`,
      `The Partners agree to carry on business together as a general partnership on the terms below.`,
    ],
    sections: [
      {
        heading: 'NAME, PURPOSE AND OFFICE',
        paragraphs: [
          `(a) Name. The partnership will operate under the name {{PARTNERSHIP NAME}} (the "Partnership").`,
          `(b) Purpose. The purpose of the Partnership is to {{BUSINESS PURPOSE}}, and any lawful activity related to it.`,
          `(c) Office. The principal office of the Partnership is at {{PRINCIPAL OFFICE ADDRESS}}.`,
        ],
      },
      {
        heading: 'TERM',
        paragraphs: [
          `The Partnership begins on {{START DATE}} and continues until it is dissolved under this Agreement or by law.`,
        ],
      },
      {
        heading: 'CAPITAL CONTRIBUTIONS',
        paragraphs: [
          `The Partners will contribute the following initial capital:`,
          `(a) {{PARTNER ONE NAME}}: {{PARTNER ONE CONTRIBUTION}};`,
          `(b) {{PARTNER TWO NAME}}: {{PARTNER TWO CONTRIBUTION}}.`,
          `No Partner earns interest on capital or may withdraw capital without the consent of the other Partner. Further contributions require the agreement of both Partners.`,
        ],
      },
      {
        heading: 'PROFITS AND LOSSES',
        paragraphs: [
          `Net profits and losses will be shared between the Partners as follows: {{PROFIT SPLIT}}. Distributions are made when the Partners agree, after setting aside reasonable reserves.`,
        ],
      },
      {
        heading: 'MANAGEMENT',
        paragraphs: [
          `Each Partner has an equal say in running the business. Day-to-day decisions may be made by either Partner; the following need the written agreement of both Partners:`,
          `(a) borrowing money or giving guarantees;`,
          `(b) any single expense or commitment above $5,000;`,
          `(c) admitting a new partner; and`,
          `(d) selling the business or substantially all of its assets.`,
        ],
      },
      {
        heading: 'BOOKS AND BANKING',
        paragraphs: [
          `The Partnership will keep complete books of account, open to either Partner at any time, and hold its money in a bank account in the Partnership's name.`,
        ],
      },
      {
        heading: 'WITHDRAWAL AND DISSOLUTION',
        paragraphs: [
          `A Partner may withdraw on ninety (90) days' written notice. The remaining Partner may buy the withdrawing Partner's interest at its fair value as agreed or, failing agreement, as set by an independent accountant; otherwise the Partnership is wound up, its debts paid and the remaining assets shared in proportion to the Partners' capital accounts.`,
        ],
      },
      governingLawSection(),
      generalProvisionsSection(),
    ],
    signatureIntro:
      'IN WITNESS WHEREOF, the Partners have signed this Agreement on the date first written above.',
  },
};
