import { PolicyPage, type PolicySection } from './policy-page';

const SECTIONS: readonly PolicySection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'Account data: your e-mail address, your name if you give it, and a hashed password (or the identifier of your Google account when you sign in with Google).',
      'Your documents: contract drafts, chat messages with the assistant, and contracts you submit for review.',
      'Billing data: which credit packs you bought and how you spent credits. Card details go straight to our payment provider; we never see or store them.',
      'Technical data: server logs with IP address, time and requested page, kept to keep the service secure and working.',
    ],
  },
  {
    heading: 'What stays on your device',
    paragraphs: [
      "As a guest, your draft, messages and review stay in your browser's storage until you sign up, when they move into your account. The app also stores its own files so it can open offline, and remembers your cookie choice.",
    ],
  },
  {
    heading: 'How we use it',
    paragraphs: [
      'To run the service: drafting and reviewing your contracts, keeping your documents in sync across your devices, charging credits and answering support requests. With your consent we also measure which pages help people most. We never sell personal data.',
    ],
  },
  {
    heading: 'Who processes it',
    paragraphs: [
      'Our hosting and database provider, our e-mail provider, our payment provider and — when configured — an AI model provider that processes the text of a chat or review to produce an answer. Each is bound to use the data only for us.',
    ],
  },
  {
    heading: 'How long we keep it',
    paragraphs: [
      'Account data and documents until you delete them or your account. Billing records as long as tax law requires. Logs for up to 90 days. Backups roll over within 30 days.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'You can see and correct your profile in Account Settings, download your documents, and delete your account at any time. For a copy of your data or any privacy question, contact support; we answer within 30 days.',
    ],
  },
];

export function PrivacyPage() {
  return (
    <PolicyPage
      title="Privacy Policy"
      description="What Clausecraft collects, why, and your choices."
      updated="1 January 2025"
      sections={SECTIONS}
    />
  );
}
