import type { ContractTypeDef } from '../model';
import { agreementDateFact, jurisdictionFact, partyNameFact, partyTypeFact } from './common-facts';
import { generalProvisionsSection, governingLawSection, STANDARD_SIGNATURE_INTRO } from './common-clauses';
import { NDA_KEYWORDS, ndaPeriodFact, ndaPurposeFact } from './nda-common';

// Both sides share information, so every obligation applies to each party equally.
export const mutualNda: ContractTypeDef = {
  id: 'mutual-nda',
  title: 'Mutual Non-Disclosure Agreement',
  description: 'Two parties both share confidential information and both keep it secret.',
  reciprocal: true,
  needs: [
    'both sides share confidential information with each other and both keep it secret',
    'two businesses exchange or swap information, figures or data in talks about a merger, a deal or a joint project',
    'each party discloses and each party promises confidentiality: two-way secrecy',
  ],
  keywords: [
    ...NDA_KEYWORDS,
    ['mutual', 5],
    ['both parties', 3],
    ['each other', 2],
    ['two-way', 5],
    ['two way', 5],
    ['bilateral', 5],
  ],
  parties: [
    {
      id: 'first',
      label: 'FIRST PARTY',
      nameKey: 'FIRST PARTY NAME',
      typeKey: 'FIRST PARTY TYPE',
      cues: ['first party', 'party one', 'party a'],
      self: true,
    },
    {
      id: 'second',
      label: 'SECOND PARTY',
      nameKey: 'SECOND PARTY NAME',
      typeKey: 'SECOND PARTY TYPE',
      cues: [
        'other company',
        'other business',
        'second party',
        'party two',
        'party b',
        'other party',
        'other side',
        'partner',
        'investor',
        'supplier',
      ],
      forPrep: true,
    },
  ],
  facts: [
    partyNameFact(
      'FIRST PARTY NAME',
      'first',
      'What is the full legal name of the first party (usually you or your company)?',
    ),
    partyNameFact(
      'SECOND PARTY NAME',
      'second',
      'Who is the other party to the NDA? Please give their full legal name.',
    ),
    ndaPurposeFact,
    ndaPeriodFact,
    jurisdictionFact(),
    partyTypeFact('FIRST PARTY TYPE', 'first', 'the first party'),
    partyTypeFact('SECOND PARTY TYPE', 'second', 'the second party'),
    agreementDateFact(),
  ],
  template: {
    preamble: [
      `This Mutual Non-Disclosure Agreement (the "Agreement") is entered into as of {{DATE}} (the "Effective Date") by and between:`,
      `{{FIRST PARTY NAME}}, {{a FIRST PARTY TYPE}}; and`,
      `{{SECOND PARTY NAME}}, {{a SECOND PARTY TYPE}}.`,
      `Each party may disclose confidential information to the other (as "Disclosing Party" or "Receiving Party") for the following purpose: {{PURPOSE}} (the "Purpose").`,
    ],
    sections: [
      {
        heading: 'CONFIDENTIAL INFORMATION',
        paragraphs: [
          `"Confidential Information" means all non-public information disclosed by one party to the other, in any form, that is marked confidential or that a reasonable person would understand to be confidential, including business plans, customer data, pricing, software, designs and know-how.`,
          `Confidential Information does not include information that:`,
          `(a) is or becomes public through no fault of the Receiving Party;`,
          `(b) the Receiving Party already lawfully knew without a duty of confidentiality;`,
          `(c) the Receiving Party lawfully receives from a third party without a duty of confidentiality; or`,
          `(d) the Receiving Party develops independently without using the Confidential Information.`,
        ],
      },
      {
        heading: 'OBLIGATIONS',
        paragraphs: [
          `Each Receiving Party will use the other party's Confidential Information only for the Purpose, protect it with at least the care it uses for its own confidential information (and no less than reasonable care), and disclose it only to its employees and advisers who need to know it for the Purpose and are bound by confidentiality duties at least as strict as these.`,
          `If the law or a court requires disclosure, the Receiving Party may disclose the required information after giving the Disclosing Party prompt notice, where lawful, so it can seek protection.`,
        ],
      },
      {
        heading: 'TERM',
        paragraphs: [
          `The obligations in this Agreement last for {{CONFIDENTIALITY PERIOD}} from the Effective Date; for trade secrets they last for as long as the information remains a trade secret.`,
        ],
      },
      {
        heading: 'RETURN OF INFORMATION',
        paragraphs: [
          `On request, the Receiving Party will promptly return or destroy the Disclosing Party's Confidential Information and confirm this in writing, except copies it must keep by law.`,
        ],
      },
      {
        heading: 'NO LICENSE OR OBLIGATION',
        paragraphs: [
          `All Confidential Information stays the property of the Disclosing Party. This Agreement grants no license and does not oblige either party to enter into any further transaction.`,
        ],
      },
      {
        heading: 'REMEDIES',
        paragraphs: [
          `Unauthorized disclosure may cause harm that money alone cannot repair, so the Disclosing Party may seek an injunction in addition to any other remedy.`,
        ],
      },
      governingLawSection(),
      generalProvisionsSection(),
    ],
    signatureIntro: STANDARD_SIGNATURE_INTRO,
  },
};
