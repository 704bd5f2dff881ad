import type { ContractTypeDef, FactSpec } from '../model';

// Which declared fact a few words name ("the bond", "the finish date", "the client's name"): by the fact's key,
// synonyms, cues and the words people use for its kind. Edits, removals and split requests resolve through here.

// Words people use for a fact, by kind; the key's own words and cue words count more.
const KIND_WORDS: Record<FactSpec['kind'], readonly string[]> = {
  'party-name': ['name', 'party'],
  'party-type': ['type', 'entity', 'kind'],
  money: ['price', 'fee', 'amount', 'cost', 'rate', 'pay', 'payment', 'compensation', 'sum', 'total'],
  percentage: ['rate', 'percent', 'percentage', 'fee'],
  date: ['date', 'day'],
  duration: ['term', 'length', 'duration', 'period', 'how long'],
  text: ['description', 'details'],
  address: ['address', 'location'],
  jurisdiction: ['law', 'jurisdiction', 'governing law', 'state', 'country'],
  'payment-schedule': ['schedule', 'payment terms', 'frequency', 'when paid'],
  'payment-method': ['method', 'payment method', 'how paid'],
};

const OTHER_PERIODS = new Set(['notice', 'grace', 'cure', 'probation', 'probationary', 'trial', 'warranty']);

// Words people use for the words of fact keys: "the finish date" is the end date, "the kick-off" the start.
const KEY_WORD_SYNONYMS: Readonly<Record<string, string>> = {
  finish: 'end',
  finishing: 'end',
  completion: 'end',
  expiry: 'end',
  expiration: 'end',
  ending: 'end',
  begin: 'start',
  beginning: 'start',
  commencement: 'start',
  starting: 'start',
};

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => word && !['the', 'a', 'an', 'of', 'my', 'our', 'their'].includes(word))
    .map((word) => KEY_WORD_SYNONYMS[word] ?? word);
}

/** The fact a few words name ("price", "start date", "the client's name"), or undefined. */
export function factNamed(phrase: string, type: ContractTypeDef): FactSpec | undefined {
  const said = words(phrase);
  const saidText = ` ${said.join(' ')} `;
  if (said.length === 0) return undefined;
  let best: { fact: FactSpec; score: number } | undefined;
  for (const fact of type.facts) {
    const keyWords = words(fact.key);
    // "the notice period", "the grace period": another clause's period, not this fact.
    const qualifier = said.find((word) => OTHER_PERIODS.has(word));
    if (qualifier && said.includes('period') && !keyWords.includes(qualifier)) continue;
    // The whole key said counts most, unless a one-word key ("DATE") is only the tail of what was said
    // ("start date"): then the longer key that holds every word said is meant.
    const wholeKey = saidText.includes(` ${keyWords.join(' ')} `);
    let score = wholeKey ? (keyWords.length > 1 || said.length === 1 ? 10 : 4) : 0;
    // A declared synonym ("bond" for the security deposit, "termination notice") names the fact as its key does.
    if ((fact.synonyms ?? []).some((synonym) => saidText.includes(` ${words(synonym).join(' ')} `)))
      score += 8;
    score += 3 * keyWords.filter((word) => said.includes(word) || said.includes(`${word}s`)).length;
    const party = type.parties.find((candidate) => candidate.id === fact.party);
    const cues = [...(fact.cues ?? []), ...(fact.kind === 'party-name' ? (party?.cues ?? []) : [])];
    score += 2 * cues.filter((cue) => saidText.includes(` ${words(cue).join(' ')} `)).length;
    // A phrase people use for the kind ("payment terms", "governing law") says more than one word of it.
    for (const word of KIND_WORDS[fact.kind])
      if (saidText.includes(` ${word} `)) score += word.includes(' ') ? 3 : 1;
    if (fact.kind === 'party-type' && !said.includes('type')) score -= 5;
    score += fact.importance / 100;
    if (score >= 2 && (!best || score > best.score)) best = { fact, score };
  }
  return best?.fact;
}

/**
 * The fact a few words name when every word is one of that fact's own (its key, label, synonyms, cues
 * or kind words): "the bond" and "the start date" do, "the tenant wants" does not.
 */
export function factNamedWholly(phrase: string, type: ContractTypeDef): FactSpec | undefined {
  const fact = factNamed(phrase, type);
  if (!fact) return undefined;
  const party = type.parties.find((candidate) => candidate.id === fact.party);
  const own = new Set(
    [fact.key, fact.label ?? '', ...(fact.synonyms ?? []), ...(fact.cues ?? []), ...(party?.cues ?? [])]
      .concat(KIND_WORDS[fact.kind])
      .flatMap(words),
  );
  return words(phrase).every((word) => own.has(word) || own.has(word.replace(/s$/, ''))) ? fact : undefined;
}
