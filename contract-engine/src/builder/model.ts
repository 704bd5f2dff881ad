import type { FactKind, FieldKind } from '@shared-schema';

// Internal definitions of contract types. Templates are data, not code, so they can be listed,
// validated by tests and rendered the same way in the browser and on the server.

export interface FactSpec {
  key: string;
  kind: FactKind;
  /** Friendly question asked when the fact is missing. */
  question: string;
  /** 1-10; drives question order and the confidence weight. */
  importance: number;
  required: boolean;
  /** Words near a mention that tie it to this fact rather than to another fact of the same kind. */
  cues?: readonly string[];
  /** Party id for party-name and party-type facts. */
  party?: string;
  /** Money: keep a rate suffix such as "per hour" in the value. */
  keepRate?: boolean;
  /** Text facts the template continues with a verb phrase ("is to {{X}}"): a bare noun phrase
   * ("a bike repair shop") gets this verb in front ("operate a bike repair shop"). */
  nounVerb?: string;
  /** Takes a value of its kind only beside one of its cues or when asked, never as the leftover:
   * "repay $375 a month starting February 1st" does not date the agreement. */
  cuedOnly?: boolean;
  /** Text facts: patterns whose first capture group is the value. */
  patterns?: readonly RegExp[];
  /** Panel label when the key does not read well ("Agreement date" for DATE). */
  label?: string;
  /** Panel editor when it differs from the kind's default (a count kept as text). */
  fieldKind?: FieldKind;
  /** Suggested values for a choice. */
  options?: readonly string[];
  /** Other words people use for this fact in a request ("bond" for a deposit). */
  synonyms?: readonly string[];
  /** The value the template uses until the person gives one (shown as a default, never asked). */
  defaultValue?: string;
  /** Text facts: the business's trading name; a party's "trading as X" names it, not the party. */
  tradeName?: boolean;
}

export interface PartySpec {
  id: string;
  /** Capitalised label used in the signature block, e.g. "CLIENT". */
  label: string;
  nameKey: string;
  typeKey?: string;
  /** Role words: "client", "customer"... */
  cues: readonly string[];
  /** The party the user most likely is ("I", "my company") unless they say otherwise. */
  self?: boolean;
  /** "for Acme LLC" names this party (the one the work is done for). */
  forPrep?: boolean;
  /** "as Analyst at Corvid Inc.", "work at Acme LLC": a company named after "at" is this party. */
  atPrep?: boolean;
  /** Phrases showing the user is this party, e.g. "I want to borrow". */
  selfPhrase?: RegExp;
  /** Verbs this party does in a sentence: "Lumen Health Inc. discloses ...", "Jane Doe rents ...". */
  verbs?: readonly string[];
}

export interface TemplateSection {
  heading: string;
  /** Paragraphs; "(a) ..." starts a lettered sub-clause. `{{KEY}}`, `{{a KEY}}`, `{{the KEY}}` insert facts. */
  paragraphs: readonly string[];
}

export interface ContractTemplate {
  preamble: readonly string[];
  sections: readonly TemplateSection[];
  signatureIntro: string;
}

export interface ContractTypeDef {
  id: string;
  title: string;
  description: string;
  /** Short descriptions of the needs this type serves, in the words people use ("an owner hands a
   * flat to a letting agent"): read with the rest of the declaration to recognise a need. */
  needs?: readonly string[];
  /** Both sides do the same to each other (a mutual NDA, partners): a need told jointly ("we both
   * share", "we and X exchange") leans to this type. */
  reciprocal?: boolean;
  /** Lower-case words or phrases with a weight; the best total score wins detection. */
  keywords: ReadonlyArray<readonly [string, number]>;
  /** Words that add to the score only when one of `keywords` matched (a business name, a shop). */
  contextKeywords?: ReadonlyArray<readonly [string, number]>;
  parties: readonly PartySpec[];
  facts: readonly FactSpec[];
  template: ContractTemplate;
  /** Legal systems the template is written for; every built-in one follows a US model. */
  legalSystems?: readonly string[];
}
