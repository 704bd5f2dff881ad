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
