import type { KeyTermValue } from '../../../../shared-schema/src/review';
import { sentenceEvidence, shorten, type ContractDocument } from '../text/document';

// The payment sentence most worth showing: it names money and a due date or rhythm.
const MONEY = /(?:[$€£¥]\s?\d|\b\d[\d,.]*\s?(?:USD|EUR|GBP|dollars|euros|pounds)\b|\b(?:US|U\.S\.) ?\$)/i;
const PAY = /\b(?:pay\w*|fees?|price|compensat\w*|invoice\w*|royalt\w*|rent|salary|remunerat\w*|consideration|purchase price)\b/i;
const WHEN = /\b(?:within \w+|net \d+|monthly|quarterly|annually|per (?:month|year|hour|annum|unit)|each (?:month|quarter|year)|upon (?:receipt|delivery|signing|completion)|in advance|in arrears|due)\b/i;

export function extractPaymentTerms(doc: ContractDocument): KeyTermValue | null {
  let fallback: KeyTermValue | null = null;
  for (const s of doc.sentences) {
    if (!PAY.test(s.text)) continue;
    const money = MONEY.test(s.text);
    const when = WHEN.test(s.text);
    if (money && when) return { value: shorten(s.text, 220), evidence: sentenceEvidence(doc, s) };
    if (!fallback && (money || (when && /\bpay\w*\b/i.test(s.text)))) fallback = { value: shorten(s.text, 220), evidence: sentenceEvidence(doc, s) };
  }
  return fallback;
}
