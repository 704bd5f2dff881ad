import type { ContractTypeDef } from './model';
import { escapeRegExp } from '../language/mention';
import { CONTRACT_TYPES } from './types/registry';

// Recognises the contract type from free text by weighted keywords. A score below the threshold
// means "not sure yet", and the interview asks instead of guessing.

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

export function scoreContractTypes(text: string): TypeScore[] {
  const masked = withoutCompanyNames(text);
  return CONTRACT_TYPES.map((type: ContractTypeDef) => {
    const outside = keywordScore(masked, type.keywords);
    const own = masked === text ? outside : (outside + keywordScore(text, type.keywords)) / 2;
    const context = own > 0 && type.contextKeywords ? keywordScore(text, type.contextKeywords) : 0;
    return { typeId: type.id, score: own + context };
  }).sort((a, b) => b.score - a.score);
}

/** The best-matching contract type id, or null when the text says too little. */
export function detectContractType(text: string): string | null {
  const [best] = scoreContractTypes(text);
  return best && best.score >= DETECTION_THRESHOLD ? best.typeId : null;
}
