import type { ContractTypeDef, FactSpec, PartySpec } from './model';
import { factNamed } from './facts/fact-named';
import { notNeededClause } from './facts/removal-request';

export { factNamed, factNamedWholly } from './facts/fact-named';

export { sectionNamed } from './facts/removal-request';

// What a message asks to change, read before the fact extractors run: a correction ("actually
// $950, not $800"), a field edit ("change the price to $4,200"), a clause removal ("remove the
// confidentiality clause") or an added term ("add that ..."). The extractors then read the values.

const CORRECTION_CUE =
  /\b(?:actually|sorry|correction|i meant|mistake|typo|wrong|change|update|instead|make (?:it|that|the)|should be|rather|oops|(?:no|oh|hmm|um),?\s+wait|wait,?\s+no|scratch that|my bad)\b|(?:^|[.?!,]\s*)no[,.!]\s/i;

const NEGATED =
  /(^|,\s*|\s+)(?:and\s+|but\s+)?(?:not|instead of|rather than)\s+(?:the\s+)?([^,.;!?]{1,60}?)(?=\s*(?:[,.;!?]|$)|\s+(?:it|it's|the|but|and)\b)/gi;

// An edit is a command: the verb opens a clause ("Change the price...", "please update...", "I'd
// like to change..."), not an infinitive in a statement ("needs a plumber to replace the heater").
const COMMAND =
  "(?:^|[.!?;:]\\s+|,\\s*|\\b(?:please|pls|can you|could you|can we|could we|also|and|then|just|now|so|actually|oh|ok|okay|sorry|(?:i|we)(?:'d| would)?\\s+(?:want|like|need)\\s+to)\\s+)";
// A value runs to the end of its sentence ("Co." and "$1,350.50" do not end one).
const IN_SENTENCE = '(?:(?![.!?]\\s+[A-Z])[^\\n])';
const SENTENCE_END = '(?=$|[.!?]\\s+[A-Z])';

/** Verbs that open a change request ("bump the bond to $4,000", "move the start to 5 January"). */
export const CHANGE_VERBS =
  'change|update|set|correct|fix|switch|amend|edit|bump|raise|increase|lower|reduce|decrease|move|push|extend|shorten|bring';

const FIELD_EDIT = [
  new RegExp(
    `${COMMAND}(?:${CHANGE_VERBS}|replace)\\s+(?:the\\s+|my\\s+|our\\s+|their\\s+)?([a-z][a-z' /-]{1,40}?)(?:\\s+(?:back|forward|up|down|out))?\\s+(?:to|into|as|with)\\s*:?\\s+([\\s\\S]+?)\\s*${SENTENCE_END}`,
    'i',
  ),
  /\b(?:make|have)\s+(?:the\s+)?([a-z][a-z' /-]{1,40}?)\s+(?:be\s+)?(?=\$|\d|[A-Z])([\s\S]+?)\s*$/,
  /^\s*(?:(?:actually|sorry|oh|oops|correction)[,:!]?\s+)?(?:the\s+)?([a-z][a-z' /-]{1,30}?)\s+(?:should be|needs to be|must be|has to be)\s*:?\s+([\s\S]+?)\s*$/i,
  // "sorry the other company is actually called X": a party named again.
  // Case-sensitive: the name after "called" starts with a capital or a digit ("is called in on Mondays" names no one).
  /^\s*(?:(?:[Aa]ctually|[Ss]orry|[Oo]h|[Oo]ops|[Cc]orrection)[,:!]?\s+)*(?:[Tt]he\s+)?([a-zA-Z][a-z' /-]{1,30}?)\s+(?:is|'s)\s+(?:actually\s+|now\s+|really\s+)?(?:called|named)\s+(?=[\p{Lu}\d"“'])([\s\S]+?)\s*$/u,
];
const REPLACE = new RegExp(
  `${COMMAND}(?:replace|swap|switch|substitute)\\s+(?:the\\s+)?(${IN_SENTENCE}+?)\\s+(?:with|for|by)\\s+(${IN_SENTENCE}+?)\\s*[.!]?\\s*${SENTENCE_END}`,
  'i',
);
const REMOVE =
  /\b(?:remove|delete|drop|take out|strike|get rid of|leave out|cut)\s+(?:the\s+|a\s+|any\s+|that\s+)?([a-z][a-z -]{2,40}?)(?:\s+(?:clause|section|provision|paragraph|part|bit|terms?|language|wording))?\s*(?:from\s+(?:the\s+)?(?:contract|agreement|document))?\s*(?:please)?\s*[.!]?\s*$/i;
// "Remove the IP section, it doesn't apply to us" / "... because we share nothing": a reason after
// a command naming a clause is the person's explanation, not part of the clause's name. The
// command and the word "clause" (or section ...) are required, so "we cut the grass, trim ..." is
// not a removal.
const REMOVE_WITH_REASON = new RegExp(
  `${COMMAND}(?:remove|delete|drop|take out|strike|get rid of|leave out)\\s+(?:the\\s+|that\\s+)?([a-z][a-z -]{2,40}?)\\s+(?:clause|section|provision|paragraph|part|bit|wording)(?:\\s+(?:from|of)\\s+(?:the\\s+)?(?:contract|agreement|document))?(?:\\s*[,;:]|\\s+(?:because|as|since|-|\u2013|\u2014))\\s+[^.!?\\n]*[.!]?\\s*$`,
  'i',
);
// "Change the start date", "update the payment terms": a fact named with no new value; its question is asked.
const VALUE_LESS = new RegExp(
  `${COMMAND}(?:${CHANGE_VERBS})\\s+(?:the\\s+|my\\s+|our\\s+|their\\s+)?(?!(?:it|that|this|them|these|those|everything|something|anything)\\b)([a-z][a-z' /-]{1,40}?)(?:\\s+please)?\\s*[.!?]?\\s*$`,
  'i',
);
const ADD =
  /^\s*(?:(?:please|also|and|oh|ok|okay)[,]?\s+)*(?:can you\s+|could you\s+)?(?:add|include|insert|put in|state|mention|say)\s+(?:a\s+(?:clause|term|line|sentence|provision|condition)\s+)?(?:that|saying that|stating that|which says|to say that|:)\s*([\s\S]{5,400}?)\s*$/i;

const VALUE_WORDS =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a few|several|it|that|this)\b/i;

export interface FieldEdit {
  fact: FactSpec;
  /** The user's new value, as typed. */
  value: string;
  /** The words naming the field, for the reply when the value cannot be read. */
  field: string;
  /** Where the edit starts in the message; what comes before it is read as ordinary facts. */
  start: number;
}

export interface EditIntent {
  /** The message with "not Y" parts blanked (same length), so Y is not read as a new value. */
  text: string;
  negated: string[];
  correction: boolean;
  field?: FieldEdit;
  /** Words after "remove the ...". */
  remove?: string;
  /** Sentence after "add that ...". */
  add?: string;
  /** "Change the start date": a fact named with no value; the reply asks for it. */
  askFor?: FactSpec;
  /** "Change the colour to blue": the words of a change command that name no fact. */
  unknownField?: string;
}

function blank(text: string): string {
  return ' '.repeat(text.length);
}

// "the other side", "the other company": in a two-party contract, the party the user is not.
const OTHER_SIDE = /^(?:the\s+)?other\s+(?:side|party|company|business|person|one|firm)$/i;

function otherSideName(
  phrase: string,
  type: ContractTypeDef,
  selfParty: string | null,
): FactSpec | undefined {
  if (!selfParty || type.parties.length !== 2 || !OTHER_SIDE.test(phrase.trim())) return undefined;
  const other = type.parties.find((party) => party.id !== selfParty);
  return type.facts.find((fact) => fact.key === other?.nameKey);
}

export function readEditIntent(
  message: string,
  type: ContractTypeDef,
  selfParty: string | null = null,
): EditIntent {
  const correction = CORRECTION_CUE.test(message);
  const negated: string[] = [];
  const text = message.replace(NEGATED, (whole: string, lead: string, value: string) => {
    // "not an employee" in an ordinary sentence is a statement; "not $800" or "not Initech" is a fix.
    if (!correction && !/^[$€£\d]|^[A-Z]/.test(value)) return whole;
    negated.push(value.trim());
    return lead + blank(whole.slice(lead.length));
  });
  // "It ends July 10 now, not June 30": a value set against the one it replaces corrects, whatever the wording.
  const intent: EditIntent = { text, negated, correction: correction || negated.length > 0 };
  // "Replace $150 per hour with $165 per hour": the old value names the fact, the new one is read.
  const replace = REPLACE.exec(message);
  if (replace?.[1] && replace[2] && !FIELD_EDIT[0]?.test(message))
    return { text: replace[2], negated: [replace[1]], correction: true };
  const add = ADD.exec(message);
  if (add?.[1]) return { ...intent, add: add[1] };
  const remove = REMOVE_WITH_REASON.exec(message) ?? REMOVE.exec(message);
  if (remove?.[1] && !/\$|\d/.test(remove[1])) return { ...intent, remove: remove[1] };
  const notNeeded = notNeededClause(message);
  if (notNeeded) return { ...intent, remove: notNeeded };
  for (const [index, pattern] of FIELD_EDIT.entries()) {
    // "make the X ..." and "X should be ..." are edits only in a message that reads as a correction.
    if (index > 0 && !correction) continue;
    const match = pattern.exec(text);
    // "Two years should be enough" states a value; the words before "should be" must name a field.
    if (match?.[1] && VALUE_WORDS.test(match[1])) continue;
    const fact = match?.[1]
      ? (otherSideName(match[1], type, selfParty) ?? factNamed(match[1], type))
      : undefined;
    // The sentence's full stop goes; an abbreviation's stays ("Oakridge Labs Inc.").
    const value = (match?.[2] ?? '')
      .replace(/[\s,;!]+$/, '')
      .replace(/(?<!\b(?:Inc|Ltd|Co|Corp|Pty|Bros|Jr|Sr|St|[A-Z]))\.+$/, '')
      .replace(/[\s,;]+$/, '')
      .trim();
    if (match?.[1] && fact && value)
      return { ...intent, field: { fact, value, field: match[1], start: match.index } };
    if (index === 0 && match?.[1] && !fact) intent.unknownField = match[1];
  }
  const valueLess = VALUE_LESS.exec(message)?.[1];
  const asked = valueLess ? factNamed(valueLess, type) : undefined;
  if (asked && !intent.unknownField) intent.askFor = asked;
  // "Change the font": a change that names nothing gets the list of what can be changed.
  else if (valueLess && !intent.field) intent.unknownField ??= valueLess;
  return intent;
}

function titleCase(label: string): string {
  return label
    .toLowerCase()
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The defined term of a party in the templates: "the Service Provider". */
export function partyTerm(party: PartySpec): string {
  return `the ${titleCase(party.label)}`;
}

/**
 * Third-person legal prose from what the user typed: "I", "we", "our" become the user's party
 * ("the Client's office"); "the client" becomes the defined term "the Client". Other words stay.
 */
export function toThirdPerson(text: string, type: ContractTypeDef, selfParty: string | null): string {
  let out = text.trim();
  for (const party of type.parties) {
    const cues = party.cues.map((cue) => cue.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    out = out.replace(new RegExp(`\\b(?:the|my|our|your|their)\\s+(?:${cues})\\b`, 'gi'), partyTerm(party));
  }
  // "merging our two shops", "our respective businesses": both sides, not the user's alone.
  out = out.replace(/\bour\s+(?=(?:two|both|respective|joint|shared)\b)/gi, "the parties' ");
  const self = type.parties.find((party) => party.id === selfParty);
  if (self) {
    const term = partyTerm(self);
    // "we keep" -> "the Service Provider keeps": the party is one, so its verb takes -s.
    out = out.replace(
      /\b(?:we|i)\s+((?:also|then|still|only|always|never|each)\s+)?([a-z]+)\b/gi,
      (_whole, adverb: string | undefined, verb: string) => `${term} ${adverb ?? ''}${singularVerb(verb)}`,
    );
    out = out
      .replace(/\b(?:our|my)\b/gi, `${term}'s`)
      .replace(/\b(?:we|i)\b(?!')/gi, term)
      .replace(/\b(?:we'll|i'll)\b/gi, `${term} will`)
      .replace(/\b(?:we're|i'm)\b/gi, `${term} is`)
      .replace(/\b(?:us|me)\b/gi, term)
      .replace(/\b(?:ourselves|myself)\b/gi, 'itself');
    const other = type.parties.length === 2 ? type.parties.find((party) => party !== self) : undefined;
    if (other) out = otherPartyPronouns(out, partyTerm(other));
    // "the Client are" after replacing "we are"
    out = out
      .replace(new RegExp(`(${term}) are\\b`, 'g'), '$1 is')
      .replace(/(the [A-Z]\w*(?: [A-Z]\w*)*) have\b/g, '$1 has');
  }
  return out;
}

// After "her", these words show it is an object ("pay her on Friday"), not a possessive ("her home").
const NOT_A_NOUN =
  /^(?:$|[,.;:!?)]|(?:to|and|or|for|with|at|on|in|by|from|of|about|after|before|until|when|if|so|as|every|each|weekly|monthly|directly|up|out|back|a|an|the)\b)/i;

/**
 * In a two-party deal, "he", "she" and "they" in the user's free text are the other side: "help
 * them set up their SOC 2 program" is "help the Client set up the Client's SOC 2 program".
 */
function otherPartyPronouns(text: string, term: string): string {
  return text
    .replace(
      /\b(?:he|she|they)\s+((?:also|then|still|only|always|never)\s+)?([a-z]+)\b/gi,
      (_whole, adverb: string | undefined, verb: string) => `${term} ${adverb ?? ''}${singularVerb(verb)}`,
    )
    .replace(/\b(?:he'll|she'll|they'll)\b/gi, `${term} will`)
    .replace(/\b(?:he's|she's|they're)\b/gi, `${term} is`)
    .replace(/\b(?:his|their)\b/gi, `${term}'s`)
    .replace(/\bher\b(\s*)(?=(\S*))/gi, (_whole, space: string, next: string) =>
      NOT_A_NOUN.test(next) ? `${term}${space}` : `${term}'s${space}`,
    )
    .replace(/\b(?:him|them)\b/gi, term);
}

const MODALS = new Set(['will', 'shall', 'can', 'may', 'must', 'would', 'should', 'could', 'might', 'did']);
const IRREGULAR: Record<string, string> = {
  have: 'has',
  are: 'is',
  am: 'is',
  were: 'was',
  do: 'does',
  go: 'goes',
};

function singularVerb(verb: string): string {
  const lower = verb.toLowerCase();
  if (MODALS.has(lower) || /(?:ed|s)$/.test(lower)) return verb;
  const irregular = IRREGULAR[lower];
  if (irregular) return irregular;
  if (/(?:sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** A sentence for the contract: third person, capitalised, ending with a full stop. */
export function termSentence(text: string, type: ContractTypeDef, selfParty: string | null): string {
  const prose = toThirdPerson(text.replace(/[\s.!]+$/, ''), type, selfParty);
  return `${prose.charAt(0).toUpperCase()}${prose.slice(1)}.`;
}
