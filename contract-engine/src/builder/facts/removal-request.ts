import type { ContractTypeDef } from '../model';
import { spellingKey } from './spelling';

// A clause removal said without "remove": "we don't need the non-compete part", "no need for the
// late payment clause", "the part about who owns the work can go". The clause word (part, section,
// bit ...) is required, so "we don't need a deposit" stays a fact's none, read elsewhere.

const CLAUSE_WORD = '(?:clause|section|provision|paragraph|part|bit|terms?|language|wording|stuff)';
const ABOUT = '(?:about|on|covering|regarding|for|that says|saying)';
const NAMED = `(?:the|a|any|that|this)\\s+(?:whole\\s+)?`;
const PHRASE = "([a-z][a-z' -]{2,60}?)";
const END = '(?=\\s*(?:[,.;:!?]|$|\\s+(?:because|as|since|so|and|either|at all|anymore|any more)\\b))';

const NOT_NEEDED = [
  // "we don't need the non-compete part", "no need for the late payment clause"
  new RegExp(
    `\\b(?:(?:do|does)\\s*n[o']?t|don't|dont|won't|will not|no)\\s+(?:really\\s+)?need(?:\\s+for)?\\s+${NAMED}${PHRASE}\\s+${CLAUSE_WORD}${END}`,
    'i',
  ),
  // "we don't need the part about who owns the work she produces"
  new RegExp(
    `\\b(?:(?:do|does)\\s*n[o']?t|don't|dont|won't|will not|no)\\s+(?:really\\s+)?need(?:\\s+for)?\\s+${NAMED}${CLAUSE_WORD}\\s+${ABOUT}\\s+${PHRASE}${END}`,
    'i',
  ),
  // "the late payment clause isn't needed", "the part about interest can go"
  new RegExp(
    `\\b(?:the|that)\\s+(?:${CLAUSE_WORD}\\s+${ABOUT}\\s+)?${PHRASE}(?:\\s+${CLAUSE_WORD})?\\s+(?:isn't|is not|aren't|are not)\\s+needed\\b|\\b(?:the|that)\\s+(?:${CLAUSE_WORD}\\s+${ABOUT}\\s+)?${PHRASE}(?:\\s+${CLAUSE_WORD})?\\s+can\\s+go\\b`,
    'i',
  ),
];

// "remove the part about interest": the clause word comes first and the words after "about" name it.
const PART_ABOUT = new RegExp(`^\\s*${CLAUSE_WORD}\\s+${ABOUT}\\s+`, 'i');

/** The words naming a clause the message says is not needed; undefined when it says none. */
export function notNeededClause(message: string): string | undefined {
  for (const pattern of NOT_NEEDED) {
    const match = pattern.exec(message);
    const phrase = match?.slice(1).find(Boolean);
    if (phrase && !/\$|\d/.test(phrase)) return phrase.trim();
  }
  return undefined;
}

// Words that name no heading: pronouns, links and the clause words themselves.
const FUNCTION_WORDS = new Set(
  'about who what which that this these those she he they it we i you our their his her its and or for on in to with of by from any all whole part bit clause section provision paragraph stuff wording language term terms the a an'.split(
    ' ',
  ),
);

function headingWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word && !FUNCTION_WORDS.has(word))
    .map((word) => spellingKey(word).toLowerCase());
}

/** Two words name the same thing when one is the other's stem: "owns" / "ownership", "produces" / "product". */
function sameStem(said: string, heading: string): boolean {
  let common = 0;
  while (common < said.length && said[common] === heading[common]) common += 1;
  const shorter = Math.min(said.replace(/s$/, '').length, heading.replace(/s$/, '').length);
  return common >= 3 && common >= Math.min(5, shorter);
}

/** The template section a removal request names, by heading words; undefined when none does. */
export function sectionNamed(phrase: string, type: ContractTypeDef): string | undefined {
  // Either spelling names the section: "the licence clause" is the NO LICENSE heading.
  const said = headingWords(phrase.replace(PART_ABOUT, ''));
  if (said.length === 0) return undefined;
  let best: { heading: string; score: number } | undefined;
  for (const section of type.template.sections) {
    const heading = headingWords(section.heading);
    const score = said.filter((word) => heading.some((h) => sameStem(word, h))).length;
    if (score > 0 && score >= said.length / 2 && (!best || score > best.score))
      best = { heading: section.heading, score };
  }
  return best?.heading;
}
