// Content words of a text reduced to a rough stem, so "managing", "manager" and "management" meet
// in one form. Used to compare a person's words with the words a contract type declares; a light
// suffix rule is enough for that (no dictionary, no library load on the first turn).

// Function words and words every contract type shares: they say nothing about which one is meant.
const STOP = new Set(
  (
    'a about after again all also am an and any are as at be been before being but by can could did do ' +
    'does doing done for from get got had has have having he her here him his how i if in into is it its ' +
    'just me mine my no not now of off on once one only or our ours out over she so some such than that the ' +
    'their them then there these they this those to too up us very was we were what when where which while ' +
    'who why will with would you your yours im ive id ill weve were youre theyre thats dont cant wont ' +
    'hi hello hey please thanks thank ok okay yes yeah need want like looking look make made sort kind ' +
    'contract contracts agreement agreements document template something thing things write draft help ' +
    'new go going gonna wanna let lets bit lot'
  ).split(/\s+/),
);

// Words after "contract" that make it the document again ("a contract between", "a contract to").
const LINKS = new Set(['between', 'to', 'for', 'with', 'that', 'which', 'and', 'so', 'because']);

/** A word's rough stem: plural, verb and agent endings dropped, a final silent "e" dropped. */
export function stemWord(word: string): string {
  let stem = word.toLowerCase().replace(/['’]s$/, '');
  if (/ies$/.test(stem) && stem.length > 4) return `${stem.slice(0, -3)}y`;
  const stripped = stem.replace(/(?:ments?|ings?|ers?|ors?|ed|es|s)$/, '');
  if (stripped.length >= 3) stem = stripped;
  return stem.length > 3 ? stem.replace(/e$/, '') : stem;
}

interface Word {
  word: string;
  /** No punctuation between this word and the next. */
  joined: boolean;
}

function wordsOf(text: string): Word[] {
  // A hyphenated compound ("part-time", "two-way") is one word: its parts alone mean other things.
  const matches = [...text.toLowerCase().matchAll(/[a-z][a-z'’]*(?:-[a-z]+)*/g)];
  return matches.map((match, index) => {
    const next = matches[index + 1];
    const gap = next ? text.slice((match.index ?? 0) + match[0].length, next.index) : '.';
    return { word: match[0].replace(/['’]/g, ''), joined: /^\s+$/.test(gap) };
  });
}

/**
 * The stems of a text's content words with their weight: the last word of a run of content words
 * is what the run names (1), the words before it describe it (0.5): "commercial cleaning" is
 * cleaning, "a letting agent" is an agent, "a contract bookkeeper" a bookkeeper.
 */
export function stemWeights(text: string): Map<string, number> {
  const words = wordsOf(text);
  const weights = new Map<string, number>();
  words.forEach(({ word, joined }, index) => {
    const next = words[index + 1]?.word ?? '.';
    // "a contract bookkeeper", "contract work": the word describes how someone works, not the document.
    const describes = word === 'contract' && joined && !STOP.has(next) && !LINKS.has(next);
    if (word.length < 2 || (STOP.has(word) && !describes)) return;
    const modifies = joined && next.length >= 2 && !STOP.has(next);
    const stem = word.includes('-') ? word : stemWord(word);
    weights.set(stem, Math.max(weights.get(stem) ?? 0, modifies ? 0.5 : 1));
  });
  return weights;
}

/** The distinct stems of a text's content words, in the order they first appear. */
export function contentStems(text: string): string[] {
  return [...stemWeights(text).keys()];
}
