import { contentStems, stemWeights } from '../language/word-stems';
import type { ContractTypeDef } from './model';
import { CONTRACT_TYPES } from './types/registry';

// A reading of a need against what each contract type declares about itself: its title, its
// role words and verbs, its fact labels and synonyms, its clause headings and its short need
// descriptions. A word many types declare ("payment", "date") says little; a word one type alone
// declares ("lodger", "borrow") says much, so each word weighs by how few types hold it.

/** How much a word weighs by where the declaration holds it: a role word says more than a heading. */
const SOURCE_WEIGHTS = {
  title: 1.5,
  role: 1.5,
  need: 1,
  fact: 0.75,
  heading: 0.5,
} as const;

type Source = keyof typeof SOURCE_WEIGHTS;

function declaredTexts(type: ContractTypeDef): Array<[Source, string]> {
  const texts: Array<[Source, string]> = [
    ['title', type.title],
    ['need', type.description],
    ...(type.needs ?? []).map((need): [Source, string] => ['need', need]),
  ];
  // A role's verbs ("share", "evaluate") are said of several types' parties; its nouns are its own.
  for (const party of type.parties)
    texts.push(
      ['role', party.label],
      ...party.cues.map((word): [Source, string] => ['role', word]),
      ...(party.verbs ?? []).map((word): [Source, string] => ['fact', word]),
    );
  for (const fact of type.facts)
    texts.push(
      ['fact', fact.label ?? fact.key],
      ...(fact.synonyms ?? []).map((word): [Source, string] => ['fact', word]),
      // Cues locate a value ("fee", "retainer", "to evaluate"): a weak sign of the type, like a heading.
      ...(fact.cues ?? []).map((word): [Source, string] => ['heading', word]),
    );
  for (const section of type.template.sections) texts.push(['heading', section.heading]);
  return texts;
}

function profileOf(type: ContractTypeDef): Map<string, number> {
  const profile = new Map<string, number>();
  for (const [source, text] of declaredTexts(type))
    for (const stem of contentStems(text))
      profile.set(stem, Math.max(profile.get(stem) ?? 0, SOURCE_WEIGHTS[source]));
  return profile;
}

interface Reading {
  profiles: ReadonlyArray<readonly [string, Map<string, number>]>;
  rarity: Map<string, number>;
}

let reading: Reading | undefined;

// Built once, on the first need read: thirteen small declarations, well under a millisecond each.
function declarationReading(): Reading {
  if (reading) return reading;
  const profiles = CONTRACT_TYPES.map((type) => [type.id, profileOf(type)] as const);
  const holders = new Map<string, number>();
  for (const [, profile] of profiles)
    for (const stem of profile.keys()) holders.set(stem, (holders.get(stem) ?? 0) + 1);
  const rarity = new Map<string, number>();
  for (const [stem, count] of holders) rarity.set(stem, Math.log(profiles.length / count));
  reading = { profiles, rarity };
  return reading;
}

// A need is told in a sentence or two; a long text (a whole conversation) holds words of every
// type, so past this many content words its reading is scaled down to the length of a need.
const NEED_LENGTH = 12;

/** Each type's score for the words of a text, by the declarations alone. */
export function declarationScores(text: string): Map<string, number> {
  const { profiles, rarity } = declarationReading();
  const stems = stemWeights(text);
  const scale = Math.min(1, Math.sqrt(NEED_LENGTH / Math.max(1, stems.size)));
  const scores = new Map<string, number>();
  for (const [typeId, profile] of profiles) {
    let score = 0;
    for (const [stem, weight] of stems) score += weight * (profile.get(stem) ?? 0) * (rarity.get(stem) ?? 0);
    scores.set(typeId, score * scale);
  }
  return scores;
}
