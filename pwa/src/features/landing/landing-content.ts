export const FEATURES = [
  {
    title: "Chat, don't fill in forms",
    text: 'Describe the deal in your own words. The assistant asks only for what is still missing.',
  },
  {
    title: 'Review before you sign',
    text: 'Get a score, red flags, missing clauses and plain-language explanations of a contract you received.',
  },
  { title: 'Word documents', text: 'Download a clean .docx you can edit, sign and send.' },
  {
    title: 'Works offline',
    text: 'Install the app and keep drafting on the train; it syncs when you are back online.',
  },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      'I had a freelance agreement ready before my coffee was cold, and it asked about late fees I would have forgotten.',
    who: 'Freelance designer',
  },
  {
    quote: 'The review flagged an auto-renewal clause buried on page four. That alone paid for the credits.',
    who: 'Small-business owner',
  },
  {
    quote:
      'Lease addenda used to take me an evening. Now I answer a few questions and send it for signature.',
    who: 'Property manager',
  },
] as const;

export const BENEFITS = [
  'Build a contract in minutes for under $10',
  'Pay per document with credits — no subscription required',
  'Your guest drafts move into your account when you sign up',
  'Credits never expire',
] as const;

/** Product facts, not invented usage numbers. */
export const TRUST_STATS = [
  { value: '3', label: 'free credits to start' },
  { value: '2', label: 'credits per contract' },
  { value: '1', label: 'credit per full review' },
  { value: '0', label: 'credit expiry dates' },
] as const;

export const TRUST_BADGES = [
  'Encrypted connection (HTTPS)',
  'Card payments by a PCI-compliant provider',
  'Delete your account any time',
] as const;
