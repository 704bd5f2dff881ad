import { PolicyPage, type PolicySection } from './policy-page';

const SECTIONS: readonly PolicySection[] = [
  {
    heading: 'Unused credits',
    paragraphs: [
      'If you bought a credit pack and have not spent any of its credits, you can ask for a full refund within 14 days of the purchase.',
    ],
  },
  {
    heading: 'Spent credits',
    paragraphs: [
      'Credits spent on a download or an unlocked review are not refundable, because the document has been delivered. If a download failed or a file was damaged, tell us: we restore the credits or send the document again.',
    ],
  },
  {
    heading: 'Monthly packs',
    paragraphs: [
      'You can cancel a monthly pack at any time; it stops at the end of the current month and the credits you already received stay yours. A renewal charged by mistake after you cancelled is refunded in full.',
    ],
  },
  {
    heading: 'Free credits',
    paragraphs: ['Free-trial and promotional credits have no cash value and are not refundable.'],
  },
  {
    heading: 'How to ask',
    paragraphs: [
      'Use Contact Support in the app with the e-mail address of your account and the date of the purchase. Approved refunds go back to the original card within 5 to 10 business days.',
    ],
  },
];

export function RefundPage() {
  return (
    <PolicyPage
      title="Refund Policy"
      description="When and how Clausecraft refunds credit purchases."
      updated="1 January 2025"
      sections={SECTIONS}
    />
  );
}
