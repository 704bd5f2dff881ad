import type { KeyTermValue } from '@shared-schema';
import { sentenceEvidence, type ContractDocument } from '../text/document';
import type { Sentence } from '../text/sentences';
import { describePeriod, periodsIn, type Period } from '../../language/periods';

// Duration of the initial term, renewal and the notice needed to stop renewal or to terminate.

const RENEWAL =
  /\b(?:automatic(?:ally)?|auto)[- ]?(?:be )?renew\w*|\brenew\w*\b[^.;]{0,80}\b(?:automatic\w*|successive|additional|further|same terms)\b|\b(?:successive|additional) (?:renewal )?(?:terms?|periods?)\b(?! and conditions)|\boption to (?:renew|extend)\b|\bmay (?:renew|extend) (?:this|the) agreement\b|\b(?:shall|will) (?:automatically )?(?:be )?(?:renewed|extended) (?:for|automatically|on)\b|\bevergreen\b|\bsubsequent renewal\b|\bright to (?:annually )?renew\b/i;
const NON_RENEWAL_NOTICE =
  /\bnotice\b[^.;]{0,200}\b(?:not to renew|non-?renewal|intention (?:not )?to (?:renew|terminate)|before the end of|prior to the (?:end|expiration|expiry)|terminate relations)\b|\b(?:not to renew|non-?renewal)\b[^.;]{0,160}\bnotice\b|\bunless\b[^.;]{0,120}\bnotif\w*\b[^.;]{0,120}\b(?:prior to|before)\b/i;
const DURATION = /\b(?:term|period|duration)\b[^.;]{0,160}\b(?:of|for|be) (?:a period of )?/i;
const TERMINATION_NOTICE = /\bterminat\w*\b[^.;]{0,200}\bnotice\b|\bnotice\b[^.;]{0,120}\bterminat\w*/i;

function firstSentence(
  doc: ContractDocument,
  pattern: RegExp,
  also?: (s: Sentence) => boolean,
): Sentence | undefined {
  for (const s of doc.sentences) if (pattern.test(s.text) && (!also || also(s))) return s;
  return undefined;
}

function noticePeriod(s: Sentence): Period | undefined {
  // The period nearest to the word "notice" or "prior" is the notice period.
  const periods = periodsIn(s.text);
  const anchor = s.text.search(/\bnotice\b|\bprior to\b|\bbefore\b/i);
  let best: Period | undefined;
  let bestDist = Number.POSITIVE_INFINITY;
  for (const p of periods) {
    const d = Math.abs(p.index - Math.max(0, anchor));
    if (d < bestDist) {
      best = p;
      bestDist = d;
    }
  }
  return best;
}

export function extractRenewal(doc: ContractDocument): KeyTermValue | null {
  const s = firstSentence(
    doc,
    RENEWAL,
    (x) =>
      !/\brenew(?:al)? (?:of )?(?:the )?(?:insurance|policy|polic|license registration|registration)\b|\bmutual(?:ly)? agree\w*|\bforce majeure\b|\bdelay\w*/i.test(
        x.text,
      ),
  );
  if (!s) return null;
  const auto = /\bautomatic\w*|\bauto[- ]?renew|\bevergreen\b/i.test(s.text);
  const period = periodsIn(s.text).find((p) => p.unit !== 'day');
  const value = `${auto ? 'Automatic renewal' : 'Renewal option'}${period ? ` for ${describePeriod(period)} periods` : ''}`;
  return { value, evidence: sentenceEvidence(doc, s) };
}

export function extractRenewalNotice(doc: ContractDocument): KeyTermValue | null {
  // The notice is often the sentence right after the renewal sentence.
  const s = firstSentence(
    doc,
    NON_RENEWAL_NOTICE,
    (x) =>
      /\brenew\w*|\bterm\b|\bexpir\w*/i.test(x.text) ||
      /\brenew\w*/i.test(doc.sentences[x.index - 1]?.text ?? ''),
  );
  if (!s) return null;
  const p = noticePeriod(s);
  return {
    value: p ? describePeriod(p) : 'Notice required (period not stated)',
    evidence: sentenceEvidence(doc, s),
  };
}

export function extractDuration(doc: ContractDocument, expiration: KeyTermValue | null): KeyTermValue | null {
  const sentences = doc.sentences.filter(
    (s) =>
      DURATION.test(s.text) &&
      /\b(?:agreement|term)\b/i.test(s.text) &&
      periodsIn(s.text).some((p) => p.unit === 'year' || p.unit === 'month'),
  );
  const s = sentences.find(
    (x) =>
      !/\b(?:warrant|confidential|non-?compet|solicit|after (?:the )?termination|payment)\w*/i.test(x.text),
  );
  if (s) {
    const p = periodsIn(s.text).find((x) => x.unit === 'year' || x.unit === 'month');
    if (p) return { value: describePeriod(p), evidence: sentenceEvidence(doc, s) };
  }
  if (expiration)
    return {
      value: `Until ${expiration.value}`
        .replace('Until Perpetual', 'Perpetual')
        .replace('Until Until', 'Until'),
      evidence: expiration.evidence,
    };
  return null;
}

export function extractTerminationNotice(doc: ContractDocument): KeyTermValue | null {
  for (const s of doc.sentences) {
    if (!TERMINATION_NOTICE.test(s.text)) continue;
    const p = noticePeriod(s);
    if (p && p.unit !== 'year')
      return { value: `${describePeriod(p)} notice`, evidence: sentenceEvidence(doc, s) };
  }
  return null;
}
