import type { ContractTypeDef } from '../model';
import type { ExtractOptions } from './extract-facts';

// "Term: 12 months", "• Business: operate a food truck": a line whose label is words of one fact's
// name answers that fact, as if it had been asked.
const LABELLED_LINE = /^[ \t]*(?:[-•*·][ \t]*)?([A-Za-z][A-Za-z ]{1,30}?)[ \t]*:[ \t]*(\S[^\n]*)$/gm;

function labelWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word && !['the', 'of', 'a', 'an', 'for'].includes(word))
    .map((word) => word.replace(/s$/, ''));
}

export function fillFromLabels(
  extract: (
    text: string,
    type: ContractTypeDef,
    askedKey: string,
    options: ExtractOptions,
  ) => Record<string, string>,

  text: string,
  type: ContractTypeDef,
  out: Record<string, string>,
  options: ExtractOptions,
): void {
  for (const match of text.matchAll(LABELLED_LINE)) {
    const words = labelWords(match[1] ?? '');
    if (words.length === 0) continue;
    const open = type.facts.filter((fact) => {
      const keyWords = labelWords(fact.key);
      // "Landlord: ..." names the landlord, never the kind of entity the landlord is.
      return !out[fact.key] && fact.kind !== 'party-type' && words.every((word) => keyWords.includes(word));
    });
    const [fact] = open;
    if (!fact || open.length !== 1) continue;
    const value = extract(match[2] ?? '', type, fact.key, { ...options, labelled: true })[fact.key];
    if (value) out[fact.key] = value;
  }
}
