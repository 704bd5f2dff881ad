import type { Mention } from '../../language/mention';

// Payment channels; several may be named ("bank transfer or PayPal").

const METHODS: ReadonlyArray<readonly [RegExp, string]> = [
  // The user's own word is kept: a wire is a kind of bank transfer, but "wire" is what they agreed.
  [/\bwire(?:\s+transfers?)?\b|\bby\s+wire\b/i, 'wire transfer'],
  [/\bbank\s+transfers?\b|\bbank deposit\b/i, 'bank transfer'],
  [/\beft\b|\belectronic funds? transfers?\b/i, 'electronic funds transfer (EFT)'],
  [/\bach\b/i, 'ACH transfer'],
  [/\bdirect deposit\b/i, 'direct deposit'],
  [/\bsepa(?:\s+(?:transfers?|credit transfers?|direct debits?))?\b/i, 'SEPA transfer'],
  [/\be-?transfer\b|\binterac\b/i, 'Interac e-Transfer'],
  [
    /\b(?:by|via|with|through|in|accept|or|and|a|pay(?:ment)?s?|personal|certified|cashier'?s)\s+(?:a\s+)?(?:check|cheque)s?\b|^\s*(?:a\s+)?(?:check|cheque)s?\b|\b(?:check|cheque)s?(?=\s+or\s+(?:zelle|venmo|cash|pay\s?pal|bank|wire|ach|card|credit|e-?transfer|direct))/i,
    'check',
  ],
  [/\bmoney orders?\b/i, 'money order'],
  [/\bonline (?:payment )?portal\b|\b(?:tenant|resident|payment) portal\b/i, 'online portal'],
  [/\bpay\s?pal\b/i, 'PayPal'],
  [/\bvenmo\b/i, 'Venmo'],
  [/\bzelle\b/i, 'Zelle'],
  [/\bcash\s?app\b/i, 'Cash App'],
  [/\bstripe\b/i, 'Stripe'],
  [/\bwise\b/i, 'Wise'],
  [/\b(?:credit|debit)\s+cards?\b|\bcard payments?\b|\bby card\b/i, 'credit card'],
  [/\bcash\b(?!\s?app)/i, 'cash'],
  [/\b(?:crypto(?:currency)?|bitcoin|usdc)\b/i, 'cryptocurrency'],
];

function joinWithOr(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1) ?? ''}`;
}

export function findPaymentMethod(text: string): Mention | null {
  const hits: Array<{ name: string; start: number; end: number }> = [];
  for (const [pattern, name] of METHODS) {
    const match = pattern.exec(text);
    if (match && !hits.some((hit) => hit.name === name))
      hits.push({ name, start: match.index, end: match.index + match[0].length });
  }
  if (hits.length === 0) return null;
  hits.sort((a, b) => a.start - b.start);
  return {
    value: joinWithOr(hits.map((hit) => hit.name)),
    start: Math.min(...hits.map((hit) => hit.start)),
    end: Math.max(...hits.map((hit) => hit.end)),
  };
}
