import { PolicyPage, type PolicySection } from './policy-page';

const SECTIONS: readonly PolicySection[] = [
  {
    heading: '1. The service',
    paragraphs: [
      "Clausecraft lets you draft contracts by answering an assistant's questions, review contracts you received, and download the results as Word documents. Some actions cost credits, which you buy in advance.",
      'Clausecraft is software, not a law firm. Nothing in the service is legal advice, and using it does not create a lawyer-client relationship.',
    ],
  },
  {
    heading: '2. Your account',
    paragraphs: [
      'You may try the builder and the basic review as a guest. Saving, finalizing and downloading need an account. You are responsible for keeping your password secret and for everything done with your account.',
      'You must be at least 18 years old and able to enter contracts in your country to open an account.',
    ],
  },
  {
    heading: '3. Credits and payment',
    paragraphs: [
      'Downloading a contract costs 2 credits; unlocking a full review or downloading a review report costs 1 credit each. Credits never expire and are not cash: they cannot be exchanged for money except as our Refund Policy says.',
      'Monthly packs renew each month until you cancel. Prices are in US dollars and include the taxes we are required to collect.',
    ],
  },
  {
    heading: '4. Your content',
    paragraphs: [
      'What you type, upload and generate stays yours. You give us the permission we need to store it, process it to provide the service, and back it up. We do not use your contracts to market the service or sell them to anyone.',
      'Do not upload material you have no right to share, and do not use the service to draft agreements for unlawful purposes.',
    ],
  },
  {
    heading: '5. Availability',
    paragraphs: [
      'Drafts you keep on your device work offline. Actions that need our server — the assistant, downloads, payments — need a connection. We may pause the service for maintenance and will show a notice while we do.',
    ],
  },
  {
    heading: '6. Liability',
    paragraphs: [
      'Generated documents are a starting point. You are responsible for checking that a contract fits your situation and the law that applies to it; we advise having it reviewed by a qualified lawyer. To the extent the law allows, our total liability is limited to what you paid us in the twelve months before the claim.',
    ],
  },
  {
    heading: '7. Ending the agreement',
    paragraphs: [
      'You can delete your account at any time from Account Settings; your documents are deleted with it. We may suspend accounts that break these terms, and will tell you why.',
      'Questions about these terms: use Contact Support in the app or write to our support address.',
    ],
  },
];

export function TermsPage() {
  return (
    <PolicyPage
      title="Terms of Service"
      description="The terms for using Clausecraft."
      updated="1 January 2025"
      sections={SECTIONS}
    />
  );
}
