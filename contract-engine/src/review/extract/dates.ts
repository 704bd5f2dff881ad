import type { Evidence, KeyTermValue } from '@shared-schema';
import { evidenceOf, sentenceEvidence, type ContractDocument } from '../text/document';
import type { Sentence } from '../text/sentences';
import { DATE_GLOBAL, DATE_ONCE } from '../../language/date-shapes';

// Agreement date: the first date of the preamble. Effective date and expiry: the sentence that
// says when the agreement starts or ends, with the date (or a description) as the value.

const PREAMBLE = 2500;

const EFFECTIVE =
  /\b(?:effective date|effective (?:as of|on|upon|from)|shall (?:become|be) effective|will (?:become|be) effective|commenc\w* (?:on|upon|as of|from|effective)|shall commence|will commence|will begin on|shall begin on|come into (?:force|effect)|take effect|enter into force)\b/i;
const EXPIRY =
  /\b(?:shall|will) (?:expire|terminate|end|continue|remain in (?:full )?(?:force|effect))\b|\b(?:expir\w*|terminat\w*) on\b|\b(?:term of this agreement|initial term|the term)\b[^.;]{0,120}\b(?:shall|will|is|be)\b|\bfor a (?:term|period) of\b|\buntil (?:terminated|the (?:end|expiration))\b|\bperpetual\b|\bin perpetuity\b|\bindefinite(?:ly)?\b|\bcontract period\b/i;
const TERM_WORDS = /\b(?:term|period|agreement|contract)\b/i;
const NOT_TERM =
  /\b(?:warrant\w*|confidential\w*|non-?compet\w*|solicit\w*|insurance|payment|invoice|audit|survive|license (?:shall|will) terminate)\b/i;

export function extractAgreementDate(doc: ContractDocument): KeyTermValue | null {
  const head = doc.text.norm.slice(0, PREAMBLE);
  const m = DATE_ONCE.exec(head);
  if (m) {
    const at = m.index;
    return { value: m[0], evidence: evidenceOf(doc, at, at + m[0].length) };
  }
  // Fall back to a "dated ..." date anywhere (signature blocks often carry it).
  for (const d of doc.text.norm.matchAll(DATE_GLOBAL)) {
    const at = d.index ?? 0;
    if (/\b(?:dated|date|as of|made)\W{0,3}$/i.test(doc.text.norm.slice(Math.max(0, at - 20), at))) {
      return { value: d[0], evidence: evidenceOf(doc, at, at + d[0].length) };
    }
  }
  return null;
}

function findSentence(
  doc: ContractDocument,
  test: (s: Sentence) => boolean,
  limit = doc.sentences.length,
): Sentence | undefined {
  const n = Math.min(limit, doc.sentences.length);
  for (let i = 0; i < n; i += 1) {
    const s = doc.sentences[i];
    if (s && test(s)) return s;
  }
  return undefined;
}

// 'Effective' said of something other than the agreement: a notice, a termination, an assignment.
const OTHER_EVENT =
  /\beffective (?:upon|on) (?:receipt|delivery|notice)\b|\beffective date of (?:(?:any|such|the|this|its|that|each) )?(?:termination|expiration|cancellation|withdrawal|assignment|amendment|notice|change)\b/i;

export function extractEffectiveDate(doc: ContractDocument): KeyTermValue | null {
  const s = findSentence(doc, (x) => EFFECTIVE.test(x.text) && !OTHER_EVENT.test(x.text));
  if (!s) return null;
  const date = startDate(s.text);
  let value = date ? date[0] : 'On signing';
  if (!date && /\bdate first (?:above )?written\b|\bdate hereof\b|\bdate of this agreement\b/i.test(s.text))
    value = 'The date of the agreement';
  else if (!date && /\bexecution\b|\bsigned by both\b|\bsignature\b/i.test(s.text)) value = 'On signing';
  return { value, evidence: datedAs(doc, s) ?? sentenceEvidence(doc, s) };
}

// The first date that is not the end of the term: 'commencing upon execution and terminating on
// May 31, 2016' starts on signing, not on May 31, 2016.
const ENDS_AT =
  /\b(?:terminat\w*|expir\w*|until|through|conclud\w*|end(?:s|ing)?(?: on)?)\W{1,3}(?:on\W{1,3})?$/i;

function startDate(text: string): RegExpMatchArray | null {
  for (const d of text.matchAll(DATE_GLOBAL)) {
    const at = d.index ?? 0;
    if (!ENDS_AT.test(text.slice(Math.max(0, at - 40), at))) return d;
  }
  return null;
}

// A preamble that dates the agreement and names that date the Effective Date ('made as of May 1,
// 2019 (the "Effective Date")', 'dated as of this 3rd day of June 2021', 'entered into on the 2nd day of
// May, 2020') states the date, not a term: the evidence is the date itself, as
// for the agreement date. A sentence that says when the term starts ('shall commence on March 15,
// 2018 and will expire...') is the clause and stays whole.
const DEFINED_AS_EFFECTIVE = /^\W{0,6}(?:the\W{1,3})?effective date\b/i;
const DATED_AS =
  /\b(?:dated|made|entered into|executed|effective)(?: and entered into)?(?: as of| on| this| the)*\W{0,3}$/i;

function datedAs(doc: ContractDocument, s: Sentence): Evidence | null {
  const text = doc.text.norm.slice(s.start, s.end);
  const date = DATE_ONCE.exec(text);
  if (!date) return null;
  const after = text.slice(date.index + date[0].length, date.index + date[0].length + 30);
  const before = text.slice(Math.max(0, date.index - 40), date.index);
  if (!DEFINED_AS_EFFECTIVE.test(after) || !DATED_AS.test(before)) return null;
  const at = s.start + date.index;
  return evidenceOf(doc, at, at + date[0].length);
}

// The sentence that states the agreement's duration has the term itself as its subject ('The term of
// this Agreement shall...', 'the initial term', '(the "Term")') or says this agreement commences,
// continues or expires; a sentence that only mentions the term ('During the Term, ...') or uses
// 'the term "X"' to define a word is about something else. Those sentences are preferred, then
// the looser first match.
const TERM_SUBJECT =
  /\b(?:the |this )?(?:initial |original )?term of (?:this|the) (?:agreement|contract)\b|\bthe initial term\b|\(the "term"\)|"contract period"/i;
const AGREEMENT_RUNS =
  /\bthis agreement\b[^.;]{0,80}\b(?:shall|will)\b[^.;]{0,30}\b(?:commence|begin|continue|expire|remain in (?:full )?(?:force|effect))\b|\bthis agreement is for a (?:term|period)\b/i;
const MENTIONS_ONLY =
  /^\W*(?:\(?[a-z0-9]{1,3}[.)]\s*)?(?:during|after|upon|following|throughout|in the event)\b|\bthe term ["“]/i;
const DURATION =
  /\b(?:commenc|begin|continu|expir|terminat|end|remain|year|month|period|until|through|perpetu|indefinite)/i;

/** The pattern matches as the sentence's subject: within its first words, before any modal verb. */
function asSubject(text: string, pattern: RegExp): boolean {
  const m = pattern.exec(text);
  if (!m || m.index > SUBJECT_WITHIN) return false;
  return !/\b(?:shall|will|may|must|agrees?)\b/i.test(text.slice(0, m.index));
}
const SUBJECT_WITHIN = 50;

function isExpiry(x: Sentence): boolean {
  return (
    EXPIRY.test(x.text) &&
    TERM_WORDS.test(x.text) &&
    !NOT_TERM.test(x.text) &&
    /\b(?:term|expire|until|period|continue|perpetu|indefinite|remain in)\w*/i.test(x.text)
  );
}

export function extractExpiration(doc: ContractDocument): KeyTermValue | null {
  const s =
    findSentence(
      doc,
      (x) =>
        asSubject(x.text, TERM_SUBJECT) &&
        DURATION.test(x.text) &&
        !MENTIONS_ONLY.test(x.text) &&
        !NOT_TERM.test(x.text),
    ) ??
    findSentence(
      doc,
      (x) => asSubject(x.text, AGREEMENT_RUNS) && !MENTIONS_ONLY.test(x.text) && !NOT_TERM.test(x.text),
    ) ??
    findSentence(doc, (x) => isExpiry(x) && !MENTIONS_ONLY.test(x.text)) ??
    findSentence(doc, isExpiry);
  if (!s) return null;
  const dates = [...s.text.matchAll(DATE_GLOBAL)];
  const last = dates.at(-1);
  let value: string;
  if (/\bperpetu\w*|\bindefinite\w*/i.test(s.text)) value = 'Perpetual';
  else if (
    last &&
    dates.length >= 1 &&
    /\b(?:until|through|expire|terminat\w*|end)\w*\b[^.;]{0,40}$/i.test(s.text.slice(0, last.index ?? 0))
  )
    value = last[0];
  else if (last && dates.length > 1) value = last[0];
  else if (/\buntil terminated\b/i.test(s.text)) value = 'Until terminated';
  else value = s.text.length > 140 ? `${s.text.slice(0, 137)}...` : s.text;
  return { value, evidence: sentenceEvidence(doc, s) };
}
