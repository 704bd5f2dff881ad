import { PolicyPage, type PolicySection } from './policy-page';

const SECTIONS: readonly PolicySection[] = [
  {
    heading: 'Not legal advice',
    paragraphs: [
      'Clausecraft is a software tool. The contracts it drafts and the reviews it produces are general information, not legal advice, and no lawyer-client relationship is created by using it.',
    ],
  },
  {
    heading: 'Review by counsel',
    paragraphs: [
      'Laws differ between countries and states and change over time. Before you sign or send a contract, especially one with significant value or risk, have it reviewed by a lawyer qualified where it will apply.',
    ],
  },
  {
    heading: 'Automated analysis',
    paragraphs: [
      'Scores, red flags and suggested clauses come from automated analysis. They can miss problems or flag harmless wording. Treat them as a checklist for your own judgement, not a verdict.',
    ],
  },
  {
    heading: 'Electronic signatures',
    paragraphs: [
      'Signatures collected with "Send for signature" are simple electronic signatures under the U.S. ESIGN Act and the Uniform Electronic Transactions Act (UETA), and under the EU eIDAS Regulation. They are not advanced or qualified electronic signatures: they are not made with a qualified certificate or a qualified signature creation device.',
      "Each signer consents to sign electronically before signing. The signed PDF carries a certificate of completion with every step (time, IP address, device and the document's SHA-256) and is sealed with the digital signature of this installation, so a change to it can be detected on the verification page. Some documents (for example wills, or contracts that the law requires to be notarised or in a qualified form) cannot be signed this way; check with a lawyer where the contract will apply.",
    ],
  },
  {
    heading: 'Your responsibility',
    paragraphs: [
      'You decide what goes into your contract. Check the names, amounts, dates and every filled-in placeholder before you use the document.',
    ],
  },
];

export function DisclaimerPage() {
  return (
    <PolicyPage
      title="Disclaimer"
      description="Clausecraft is not a law firm; what that means for your documents."
      updated="1 January 2025"
      sections={SECTIONS}
    />
  );
}
