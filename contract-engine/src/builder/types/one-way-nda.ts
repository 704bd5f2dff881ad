import type { ContractTypeDef } from '../model';
import { agreementDateFact, jurisdictionFact, partyNameFact, partyTypeFact } from './common-facts';
import { generalProvisionsSection, governingLawSection, STANDARD_SIGNATURE_INTRO } from './common-clauses';
import { NDA_KEYWORDS, ndaPeriodFact, ndaPurposeFact } from './nda-common';

// Only one side discloses, so the duties fall on the Recipient alone.
export const oneWayNda: ContractTypeDef = {
  id: 'one-way-nda',
  title: 'One-Way Non-Disclosure Agreement',
  description: 'One party shares confidential information and the other promises to keep it secret.',
  needs: [
    'I show my idea, invention, design, drawings, plans or figures to someone who must keep it secret and not use it',
    'an investor, buyer, manufacturer, developer or contractor promises not to disclose or copy what I show them',
    'only the other side signs and promises secrecy before seeing my information',
  ],
  keywords: [
    ...NDA_KEYWORDS.map(([word, weight]): readonly [string, number] => [word, weight - 1]),
    ['one-way', 6],
    // Information going one way: someone discloses, someone receives.
    ['disclosing', 3],
    ['receiving', 3],
    ['one way', 6],
    ['unilateral', 6],
    ['disclosing party', 3],
    ['recipient', 3],
    ['employee nda', 3],
    // "I need them to sign an NDA": only the other side signs up to keep things secret.
    ['them to sign', 2.5],
    ['him to sign', 2.5],
    ['her to sign', 2.5],
    ['them sign', 2.5],
    // "only they have to keep it secret, not me": the duty falls on one side.
    ['only they', 3],
    ['only them', 3],
    ['only the other', 3],
    ['only one side', 4],
    ['only one party', 4],
    ['not me', 1.5],
    ['not us', 1.5],
    // "before I send my designs to ...": one side hands its own material over.
    ['send my', 2],
    ['send our', 2],
    ['show my', 2],
    ['show our', 2],
  ],
  parties: [
    {
      id: 'discloser',
      verbs: ['disclose', 'share', 'reveal', 'provide'],
      label: 'DISCLOSING PARTY',
      nameKey: 'DISCLOSING PARTY NAME',
      typeKey: 'DISCLOSING PARTY TYPE',
      cues: ['disclosing party', 'discloser', 'owner of the information'],
      self: true,
    },
    {
      id: 'recipient',
      verbs: ['receive', 'review', 'evaluate'],
      label: 'RECEIVING PARTY',
      nameKey: 'RECEIVING PARTY NAME',
      typeKey: 'RECEIVING PARTY TYPE',
      cues: ['receiving party', 'recipient', 'receiver', 'employee', 'contractor', 'candidate'],
      // "I'm going to be receiving confidential info from ...", "they're disclosing it to me".
      selfPhrase:
        /\b(?:i|we)(?:'m|'re| am| are| will be|'ll be)?\s+(?:going to\s+(?:be\s+)?)?(?:receiv|review|evaluat)\w*|\b(?:disclos|shar|show|reveal|giv)\w*\s+(?:[^.!?\n]{0,60}?\s+)?(?:to|with)\s+(?:me|us)\b/i,
      forPrep: true,
    },
  ],
  facts: [
    partyNameFact(
      'DISCLOSING PARTY NAME',
      'discloser',
      'Who is sharing the confidential information? Please give the full legal name.',
    ),
    partyNameFact(
      'RECEIVING PARTY NAME',
      'recipient',
      'Who will receive the confidential information? Please give their full legal name.',
    ),
    ndaPurposeFact,
    ndaPeriodFact,
    jurisdictionFact(),
    partyTypeFact('DISCLOSING PARTY TYPE', 'discloser', 'the disclosing party'),
    partyTypeFact('RECEIVING PARTY TYPE', 'recipient', 'the receiving party'),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `This Non-Disclosure Agreement (the "Agreement") is entered into as of {{DATE}} (the "Effective Date") by and between:`,
      `{{DISCLOSING PARTY NAME}}, {{a DISCLOSING PARTY TYPE}} (the "Discloser"); and`,
      `{{RECEIVING PARTY NAME}}, {{a RECEIVING PARTY TYPE}} (the "Recipient").`,
      `The Discloser intends to share confidential information with the Recipient for the following purpose: {{PURPOSE}} (the "Purpose").`,
    ],
    sections: [
      {
        heading: 'CONFIDENTIAL INFORMATION',
        paragraphs: [
          `"Confidential Information" means all non-public information the Discloser shares with the Recipient, in any form, including business plans, customer lists, pricing, financial data, software, designs and know-how.`,
          `It does not include information that:`,
          `(a) is or becomes public through no fault of the Recipient;`,
          `(b) the Recipient already lawfully knew without a duty of confidentiality; or`,
          `(c) the Recipient lawfully receives from a third party who was free to share it.`,
        ],
      },
      {
        heading: "RECIPIENT'S OBLIGATIONS",
        paragraphs: [
          `The Recipient will:`,
          `(a) use the Confidential Information only for the Purpose;`,
          `(b) keep it secret and protect it with at least reasonable care;`,
          `(c) share it only with its own personnel and advisers who need it for the Purpose and are bound by similar duties; and`,
          `(d) tell the Discloser promptly if it learns of any unauthorized use or disclosure.`,
        ],
      },
      {
        heading: 'REQUIRED DISCLOSURE',
        paragraphs: [
          `If the law or a court requires the Recipient to disclose Confidential Information, the Recipient will, where lawful, notify the Discloser first and disclose only what is required.`,
        ],
      },
      {
        heading: 'DURATION',
        paragraphs: [
          `The Recipient's obligations last for {{CONFIDENTIALITY PERIOD}} from the Effective Date, and for trade secrets for as long as they remain trade secrets.`,
        ],
      },
      {
        heading: 'RETURN OF MATERIALS',
        paragraphs: [
          `When the Discloser asks, the Recipient will promptly return or destroy all Confidential Information and confirm this in writing.`,
        ],
      },
      {
        heading: 'REMEDIES',
        paragraphs: [
          `A breach may cause the Discloser irreparable harm, so the Discloser may seek an injunction in addition to damages and any other remedy.`,
        ],
      },
      governingLawSection(),
      generalProvisionsSection(),
    ],
    signatureIntro: STANDARD_SIGNATURE_INTRO,
  },
};
