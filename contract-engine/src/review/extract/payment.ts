import type { KeyTermValue } from '@shared-schema';
import { sentenceEvidence, shorten, type ContractDocument } from '../text/document';
import type { Sentence } from '../text/sentences';

// The payment sentence most worth showing: it names money and a due date or rhythm.
const MONEY = /(?:[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:USD|EUR|GBP|dollars|euros|pounds)\b|\b(?:US|U\.S\.) ?\$)/i;
const PAY =
  /\b(?:pay\w*|fees?|price|compensat\w*|invoice\w*|royalt\w*|rent|salary|remunerat\w*|consideration|purchase price)\b/i;
const DUE =
  /\b(?:within \w+(?: \(\d+\))? (?:calendar |business )?days|net \d+|due (?:on|within|upon)|no later than)\b/i;
const WHEN =
  /\b(?:within \w+|net \d+|monthly|quarterly|annually|per (?:month|year|hour|annum|unit)|each (?:month|quarter|year)|upon (?:receipt|delivery|signing|completion)|in advance|in arrears|due)\b/i;

export function extractPaymentTerms(doc: ContractDocument): KeyTermValue | null {
  // Up to two sentences: how much (money) and when (due date or rhythm), often stated apart.
  let amount: Sentence | undefined;
  let timing: Sentence | undefined;
  for (const s of doc.sentences) {
    if (!PAY.test(s.text)) continue;
    const money = MONEY.test(s.text);
    const when = WHEN.test(s.text) || DUE.test(s.text);
    if (money && !amount) amount = s;
    if (when && DUE.test(s.text) && !timing) timing = s;
    if (amount && timing) break;
  }
  const first = amount && timing ? (amount.index <= timing.index ? amount : timing) : (amount ?? timing);
  if (!first) return null;
  const second = amount && timing && amount !== timing ? (first === amount ? timing : amount) : undefined;
  const value = second
    ? `${shorten(first.text, 200)} ${shorten(second.text, 200)}`
    : shorten(first.text, 240);
  return { value, evidence: sentenceEvidence(doc, first) };
}
