import type { PlainLanguageExplanation } from '@shared-schema';
import { sentenceEvidence, shorten, type ContractDocument } from '../text/document';
import type { Sentence } from '../text/sentences';

// Plain-language explanations for the hardest important sentences: a topic-specific gist of what
// the clause does in practice, plus the sentence rewritten with everyday words.

const MAX_EXPLANATIONS = 6;

interface Topic {
  readonly pattern: RegExp;
  readonly importance: 'high' | 'medium' | 'low';
  readonly gist: string;
}

const TOPICS: readonly Topic[] = [
  {
    pattern: /\bindemnif\w*|\bhold (?:\w+ )?harmless\b/i,
    importance: 'high',
    gist: 'This is an indemnity: one side promises to pay for losses, claims and legal costs the other side suffers in the situations listed.',
  },
  {
    pattern:
      /\bliab\w*\b[^.]{0,120}\b(?:exceed|limit|in no event|consequential|indirect)\w*|\bin no event\b[^.]{0,160}\bliab/i,
    importance: 'high',
    gist: 'This limits how much can be claimed: it caps liability and/or rules out certain kinds of loss, such as lost profits.',
  },
  {
    pattern: /\bnon-?compet\w*|\bnot[^.]{0,60}\bcompet\w*/i,
    importance: 'high',
    gist: 'This restricts competition: a party may not run or help a competing business for the period and area described.',
  },
  {
    pattern: /\bsolicit\w*/i,
    importance: 'medium',
    gist: "This is a non-solicitation promise: a party may not approach the other side's staff or customers to take them away.",
  },
  {
    pattern: /\bterminat\w*/i,
    importance: 'high',
    gist: 'This explains how and when the contract can be ended, and what notice is needed.',
  },
  {
    pattern: /\brenew\w*/i,
    importance: 'medium',
    gist: 'This explains how the contract renews when its term ends, and what must be done to stop it.',
  },
  {
    pattern:
      /\bassign\w*[^.]{0,120}\b(?:intellectual property|inventions?|right, title|works?)\b|\bintellectual property\b|\bwork made for hire\b/i,
    importance: 'high',
    gist: 'This decides who owns the intellectual property (inventions, creative work, data) created or used under the contract.',
  },
  {
    pattern: /\bconfidential\w*/i,
    importance: 'medium',
    gist: 'This is a confidentiality obligation: information received must be kept secret and used only as allowed.',
  },
  {
    pattern: /\bexclusiv\w*/i,
    importance: 'medium',
    gist: 'This creates exclusivity: one side may deal only with the other for the products, services or territory described.',
  },
  {
    pattern: /\bgoverned by\b|\bjurisdiction\b|\barbitrat\w*|\bvenue\b/i,
    importance: 'low',
    gist: 'This says which law applies and where disputes will be decided.',
  },
  {
    pattern: /\bpay\w*|\bfees?\b|\binvoice\w*|\broyalt\w*/i,
    importance: 'medium',
    gist: 'This sets out money owed: how much, when and on what conditions.',
  },
  {
    pattern: /\bwarrant\w*/i,
    importance: 'medium',
    gist: 'This is a warranty: a promise about quality or facts, which gives a claim if it turns out to be untrue.',
  },
  {
    pattern: /\bassign\w*|\btransfer\w*/i,
    importance: 'low',
    gist: 'This controls whether a party can hand the contract over to someone else.',
  },
];

// Longest phrases first so that shorter ones do not break them up.
const REPLACEMENTS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\bnotwithstanding anything to the contrary (?:contained )?(?:herein|in this agreement)\b/gi,
    'whatever else this agreement says',
  ],
  [/\bnotwithstanding\b/gi, 'despite'],
  [/\bin the event (?:that|of)\b/gi, 'if'],
  [/\bprovided,? however,? that\b/gi, 'but'],
  [/\bprovided that\b/gi, 'as long as'],
  [/\bpursuant to\b/gi, 'under'],
  [/\bprior to\b/gi, 'before'],
  [/\bsubsequent to\b/gi, 'after'],
  [/\bin accordance with\b/gi, 'following'],
  [/\bwith respect to\b|\bin respect of\b/gi, 'about'],
  [/\bforthwith\b/gi, 'immediately'],
  [/\bhereunder\b/gi, 'under this agreement'],
  [/\bhereof\b|\bherein\b/gi, 'in this agreement'],
  [/\bhereto\b/gi, 'to this agreement'],
  [/\bthereof\b/gi, 'of it'],
  [/\btherein\b/gi, 'in it'],
  [/\bshall not\b/gi, 'must not'],
  [/\bshall\b/gi, 'must'],
  [
    /\bindemnify and hold harmless\b|\bindemnify,? defend and hold harmless\b|\bdefend, indemnify and hold harmless\b/gi,
    'cover the losses of',
  ],
  [/\bterminate\b/gi, 'end'],
  [/\bcommence\b/gi, 'start'],
  [/\bexecute\b/gi, 'sign'],
  [/\butilize\b/gi, 'use'],
  [/\bsuch\b/gi, 'that'],
  [/\bthe said\b/gi, 'the'],
  [/\binter alia\b/gi, 'among other things'],
  [/\bmutatis mutandis\b/gi, 'with the necessary changes'],
];

const LEGALESE =
  /\b(?:notwithstanding|hereunder|hereof|herein|thereof|therein|pursuant|forthwith|indemnif\w*|whereas|heretofore|provided,? however|mutatis mutandis|inter alia|aforesaid|in no event|consequential|foregoing|hereinafter)\b/gi;

export function simplify(text: string): string {
  let out = text.replace(/\s+/g, ' ').trim();
  for (const [pattern, replacement] of REPLACEMENTS) out = out.replace(pattern, replacement);
  return out;
}

function difficulty(s: Sentence): number {
  const words = s.text.split(' ').length;
  const legalese = (s.text.match(LEGALESE) ?? []).length;
  return words / 10 + legalese * 3;
}

export function explainHardestSentences(doc: ContractDocument): PlainLanguageExplanation[] {
  const scored: Array<{ s: Sentence; topic: Topic; score: number }> = [];
  for (const s of doc.sentences) {
    if (s.text.length < 80 || s.text.length > 1200) continue;
    const topic = TOPICS.find((t) => t.pattern.test(s.text));
    if (!topic) continue;
    const weight = topic.importance === 'high' ? 3 : topic.importance === 'medium' ? 2 : 1;
    scored.push({ s, topic, score: difficulty(s) + weight * 2 });
  }
  scored.sort((a, b) => b.score - a.score || a.s.start - b.s.start);
  const usedTopics = new Set<Topic>();
  const out: PlainLanguageExplanation[] = [];
  for (const item of scored) {
    if (out.length >= MAX_EXPLANATIONS) break;
    // One explanation per topic keeps the list varied.
    if (usedTopics.has(item.topic)) continue;
    usedTopics.add(item.topic);
    const evidence = sentenceEvidence(doc, item.s);
    out.push({
      originalText: evidence.quote,
      explanation: `${item.topic.gist} In plain words: "${shorten(simplify(item.s.text), 400)}"`,
      importance: item.topic.importance,
      evidence,
    });
  }
  return out.sort((a, b) => (a.evidence?.start ?? 0) - (b.evidence?.start ?? 0));
}
