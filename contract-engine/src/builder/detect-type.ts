import type { ContractTypeDef } from './model';
import { escapeRegExp } from '../language/mention';
import { CONTRACT_TYPES } from './types/registry';
import { declarationScores } from './type-reading';
import { saysJointly } from '../language/joint-subject';

// Recognises the contract type from free text: weighted keywords plus a reading of the words
// against each type's declaration (type-reading.ts), which carries needs told in words no keyword
// lists ("a lodger", "a letting agent"). A score below the threshold means "not sure yet", and the
// interview asks instead of guessing.

export const DETECTION_THRESHOLD = 2.5;

const keywordCache = new Map<string, RegExp>();
function keywordRegex(word: string): RegExp {
  let regex = keywordCache.get(word);
  if (!regex) {
    // A verb phrase's first word in any form: "rent out" also reads "renting out", "rented out".
    const [head = '', ...rest] = escapeRegExp(word).split(' ');
    const verb = /e$/.test(head) ? `${head.slice(0, -1)}(?:e|es|ed|ing)` : `${head}(?:ing|ed)?`;
    const phrase = [rest.length ? verb : head, ...rest].join('[\\s-]+');
    regex = new RegExp(`(?:^|[^\\w])${phrase}(?:s|es)?(?![\\w])`, 'i');
    keywordCache.set(word, regex);
  }
  return regex;
}

export interface TypeScore {
  typeId: string;
  score: number;
}

// "wedding photography contract", "a cleaning agreement": a word typed just before "contract" or
// "agreement" names what the contract is for, so it counts one more.
const NAMES_CONTRACT = /^\s+(?:contract|agreement)\b/i;

function keywordScore(text: string, keywords: ContractTypeDef['keywords']): number {
  return keywords.reduce((sum, [word, weight]) => {
    const match = keywordRegex(word).exec(text);
    if (!match) return sum;
    const naming = !/\b(?:contract|agreement)$/i.test(word);
    return sum + weight + (naming && NAMES_CONTRACT.test(text.slice(match.index + match[0].length)) ? 1 : 0);
  }, 0);
}

// A company's name ("Keystone & Sons Property Management LLC", "Harbor Equipment Rentals Inc.") says
// what the company does, not which contract it signs: keywords found only inside such a name count
// half. A name here is capitalised words (with '&', "and", "of", "the") ending in a legal form.
const COMPANY_NAME =
  /\b[A-Z][\w'’-]*(?:\s+(?:[A-Z][\w'’-]*|&|and|of|the))*,?\s+(?:LLC|L\.L\.C\.|Inc\.?|Ltd\.?|LP|L\.P\.|LLP|PLLC|P\.C\.|PC|Corp\.?|Corporation|Co\.)(?![\w])/g;

function withoutCompanyNames(text: string): string {
  return text.replace(COMPANY_NAME, (name) => ' '.repeat(name.length));
}

/** How much the declaration reading adds beside the keywords (tuned on need descriptions). */
const DECLARATION_WEIGHT = 1;
/** What a need told jointly ("we both share") adds to a reciprocal type. */
const JOINT_WEIGHT = 2;
/** One shared word is no evidence: the reading counts only past about one rare word's worth. */
const DECLARATION_FLOOR = 1.5;

// "not as an employee", "not on the payroll", "no deposit": a word the person negates names no type.
const NEGATED =
  /\b(?:not|no|never|without)\s+(?:(?:as|on|in|for)\s+)?(?:(?:a|an|the|any|my|our|their)\s+)?[\w'’-]+(?:\s+[\w'’-]+)?/gi;

function withoutNegated(text: string): string {
  return text.replace(NEGATED, (phrase) => ' '.repeat(phrase.length));
}

// "What's the difference between a mutual and a one-way NDA?", "a lease or a licence?": a question
// weighing two types chooses neither; what the person says after it does.
const WEIGHING = /\b(?:difference|differences|or|vs\.?|versus|which|compare|better)\b/i;

function withoutWeighedTypes(text: string): string {
  return text.replace(/[^.?!\n]*\?/g, (question) => {
    if (!WEIGHING.test(question)) return question;
    const named = CONTRACT_TYPES.filter((type) => keywordScore(question, type.keywords) > 0);
    return named.length >= 2 ? ' '.repeat(question.length) : question;
  });
}

export interface ScoreOptions {
  /** Keywords only: the type must be named ("actually it's a mutual NDA"), which is what a switch
   * of type mid-conversation needs, since an edit's words ("hire", "employees") are no new need. */
  named?: boolean;
  /** The text whose words are read against the declarations, when it is not the whole text: the
   * need as first told, so later answers and edits do not pull the type their way. */
  need?: string;
}

/** Each type's score for a text, best first. */
export function scoreContractTypes(text: string, options: ScoreOptions = {}): TypeScore[] {
  const cleaned = (value: string) => withoutCompanyNames(withoutNegated(withoutWeighedTypes(value)));
  const affirmed = withoutNegated(withoutWeighedTypes(text));
  const masked = withoutCompanyNames(affirmed);
  const declared = options.named
    ? new Map<string, number>()
    : declarationScores(options.need === undefined ? masked : cleaned(options.need));
  const joint = !options.named && saysJointly(options.need ?? masked) ? JOINT_WEIGHT : 0;
  return CONTRACT_TYPES.map((type: ContractTypeDef) => {
    const outside = keywordScore(masked, type.keywords);
    const own = masked === affirmed ? outside : (outside + keywordScore(affirmed, type.keywords)) / 2;
    const context = own > 0 && type.contextKeywords ? keywordScore(affirmed, type.contextKeywords) : 0;
    const reading = DECLARATION_WEIGHT * Math.max(0, (declared.get(type.id) ?? 0) - DECLARATION_FLOOR);
    return { typeId: type.id, score: own + context + reading + (type.reciprocal ? joint : 0) };
  }).sort((a, b) => b.score - a.score);
}

/** The best-matching contract type id, or null when the text says too little. */
export function detectContractType(text: string, options: ScoreOptions = {}): string | null {
  const [best] = scoreContractTypes(text, options);
  return best && best.score >= DETECTION_THRESHOLD ? best.typeId : null;
}
