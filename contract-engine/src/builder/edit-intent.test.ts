import { describe, expect, it } from 'vitest';
import type { AssistantTurn, InterviewMessage } from '@shared-schema';
import { factNamed, readEditIntent, sectionNamed, termSentence, toThirdPerson } from './edit-intent';
import { runInterview } from './interview';
import { findContractType } from './types/registry';

const TODAY = '2026-11-23';

function typeOf(id: string) {
  const type = findContractType(id);
  if (!type) throw new Error(`no type ${id}`);
  return type;
}

/** Plays user messages and returns the last turn and the transcript. */
function chat(name: string, texts: readonly string[]): { turn: AssistantTurn; messages: InterviewMessage[] } {
  const messages: InterviewMessage[] = [];
  let turn: AssistantTurn | undefined;
  for (const text of texts) {
    messages.push({ role: 'user', content: text });
    turn = runInterview({ contractName: name, messages: [...messages], today: TODAY });
    messages.push({ role: 'assistant', content: turn.message });
  }
  if (!turn) throw new Error('no turn');
  return { turn, messages };
}

const COMPLETE_SERVICE = [
  "I'm Jane Doe, a freelance designer. My client is Acme LLC.",
  'I will design and build a five-page website for $3,500, half upfront and half on delivery.',
  'Work starts January 4, 2027 and ends March 31, 2027. California law. Paid by bank transfer.',
];

describe('reading what a message asks to change', () => {
  const service = typeOf('service-agreement');
  const contractor = typeOf('independent-contractor');

  it('blanks the negated value of a correction so it is not read as new', () => {
    const intent = readEditIntent('Actually, sorry, the price is $950 per month, not $800', service);
    expect(intent.correction).toBe(true);
    expect(intent.negated).toEqual(['$800']);
    expect(intent.text).not.toContain('$800');
    expect(intent.text).toContain('$950 per month');
    expect(intent.text).toHaveLength('Actually, sorry, the price is $950 per month, not $800'.length);
  });

  it('keeps "not" in an ordinary statement', () => {
    const intent = readEditIntent('The contractor is not an employee of the company.', service);
    expect(intent.negated).toEqual([]);
    expect(intent.text).toContain('not an employee');
  });

  it.each([
    ['Change the price to $4,200', 'PAYMENT AMOUNT', '$4,200'],
    ['change the start date to March 1, 2027', 'START DATE', 'March 1, 2027'],
    [
      'Update the service description to: build an online shop',
      'SERVICE DESCRIPTION',
      'build an online shop',
    ],
    ['Please set the governing law to New York', 'JURISDICTION', 'New York'],
    ['Actually the client should be Globex Corporation', 'CLIENT NAME', 'Globex Corporation'],
  ])('"%s" edits %s', (text, key, value) => {
    const intent = readEditIntent(text, service);
    expect(intent.field?.fact.key).toBe(key);
    expect(intent.field?.value).toBe(value);
  });

  it('does not read an ordinary "must be" sentence as an edit', () => {
    const note = typeOf('promissory-note');
    expect(readEditIntent('The loan must be fully repaid by March 1, 2029.', note).field).toBeUndefined();
  });

  it('names facts by their own words, cues and kind', () => {
    expect(factNamed('rent', typeOf('residential-lease'))?.key).toBe('MONTHLY RENT');
    expect(factNamed('deposit', typeOf('residential-lease'))?.key).toBe('SECURITY DEPOSIT');
    expect(factNamed('lease term', typeOf('residential-lease'))?.key).toBe('LEASE TERM');
    expect(factNamed('interest rate', typeOf('promissory-note'))?.key).toBe('INTEREST RATE');
    expect(factNamed('salary', typeOf('employment-offer'))?.key).toBe('SALARY');
    expect(factNamed('job title', typeOf('employment-offer'))?.key).toBe('JOB TITLE');
    expect(factNamed('weather', service)).toBeUndefined();
  });

  it('reads removals and added terms', () => {
    expect(readEditIntent('Please remove the confidentiality clause.', service).remove).toBe(
      'confidentiality',
    );
    expect(sectionNamed('confidentiality', service)).toBe('CONFIDENTIALITY');
    expect(sectionNamed('non-compete', service)).toBeUndefined();
    expect(readEditIntent('Add that the client provides hosting.', service).add).toBe(
      'the client provides hosting.',
    );
  });

  it('writes the user’s words in the third person with the defined party terms', () => {
    expect(toThirdPerson('clean our office twice a week', service, 'client')).toBe(
      "clean the Client's office twice a week",
    );
    expect(termSentence('the client will give us access to their bank feeds', service, 'provider')).toBe(
      "The Client will give the Service Provider access to the Client's bank feeds.",
    );
    // In a two-party deal "he", "she", "they" in the user's words are the other side.
    expect(toThirdPerson('help them set up their SOC 2 program', service, 'provider')).toBe(
      "help the Client set up the Client's SOC 2 program",
    );
    expect(toThirdPerson('mow the lawn at her home and pay her weekly', service, 'provider')).toBe(
      "mow the lawn at the Client's home and pay the Client weekly",
    );
    expect(toThirdPerson("he'll write 8 blog posts for our clients", contractor, 'company')).toBe(
      "the Contractor will write 8 blog posts for the Company's clients",
    );
  });
});

describe('corrections and edits in the interview', () => {
  it('a correction before generation replaces the value and names the change', () => {
    const { turn } = chat('Menu photos', [
      "I'm Maya O'Brien, a photographer. My client is Bean There Cafe LLC.",
      'The price is $800 per month.',
      'Actually, sorry, the price is $950 per month, not $800',
    ]);
    expect(turn.facts['PAYMENT AMOUNT']).toBe('$950 per month');
    expect(turn.facts['SERVICE DESCRIPTION']).toBeUndefined();
    expect(turn.message).toContain('payment amount is now $950 per month (was $800 per month)');
    expect(turn.changedFacts).toEqual(['PAYMENT AMOUNT']);
  });

  it('"not X, it is Y" moves Y to the fact that held X', () => {
    const { turn } = chat('Loan', [
      'I need a promissory note. I am lending $3,000 to my friend Priya Shah.',
      'Sorry, not $3,000, it is $3,500.',
    ]);
    expect(turn.facts['PRINCIPAL AMOUNT']).toBe('$3,500');
  });

  it('a price change after generation redrafts the contract without the old price', () => {
    const { turn } = chat('Website', [...COMPLETE_SERVICE, 'Change the price to $4,200']);
    expect(turn.contract?.content).toContain('$4,200');
    expect(turn.contract?.content).not.toContain('$3,500');
    expect(turn.contract?.placeholders['PAYMENT AMOUNT']).toBe('$4,200');
    expect(turn.message).toMatch(/payment amount is now \$4,200 \(was \$3,500\)/);
  });

  it('"make it 18 months" changes the only term of a lease after generation', () => {
    const { turn } = chat('Lease', [
      "I'm the landlord, Maria Gonzalez. Tenant is James O'Connor. Property: 742 Evergreen Terrace, Springfield, IL 62704.",
      'Rent $1,850 a month, deposit $1,850, 12 month lease starting January 1, 2027. Illinois law.',
      'make it 18 months',
    ]);
    expect(turn.facts['LEASE TERM']).toBe('18 months');
    expect(turn.contract?.content).not.toContain('12 months');
  });

  it('"the client is X, not Y" replaces the party name everywhere', () => {
    const { turn } = chat('Website', [...COMPLETE_SERVICE, 'The client is Globex Corporation, not Acme']);
    expect(turn.contract?.content).toContain('Globex Corporation');
    expect(turn.contract?.content).not.toContain('Acme');
  });

  it('removes a clause, adds a term in the third person, and explains a clause it does not have', () => {
    const removed = chat('Website', [...COMPLETE_SERVICE, 'Remove the confidentiality clause']).turn;
    expect(removed.contract?.content).not.toMatch(/^\d+\. CONFIDENTIALITY$/m);
    expect(removed.documentEdits?.removedSections).toEqual(['CONFIDENTIALITY']);
    expect(removed.message).toMatch(/removed the confidentiality section/);

    const added = chat('Website', [
      ...COMPLETE_SERVICE,
      'Add that we keep the right to show the site in our portfolio.',
    ]).turn;
    expect(added.contract?.content).toMatch(/^\d+\. ADDITIONAL TERMS$/m);
    expect(added.contract?.content).toContain(
      "The Service Provider keeps the right to show the site in the Service Provider's portfolio.",
    );

    const missing = chat('Website', [...COMPLETE_SERVICE, 'remove the non-compete']).turn;
    expect(missing.message).toMatch(/no non-compete clause/);
    expect(missing.contract?.content).toBeDefined();
  });

  it('"run for 12 months" gives a contract without a term its end date, echoed as a calendar date', () => {
    const { turn } = chat('Website', [
      "I'm Jane Doe and my client is Acme LLC. I'll design their website for $3,000, starting the first of next month, and it will run for 12 months.",
    ]);
    expect(turn.facts['START DATE']).toBe('December 1, 2026');
    expect(turn.facts['END DATE']).toBe('November 30, 2027');
    expect(turn.message).toContain('end date: November 30, 2027');
  });

  it('says which value it could not read in an edit', () => {
    const { turn } = chat('Website', [...COMPLETE_SERVICE, 'Change the price to something fair']);
    expect(turn.message).toMatch(/couldn't read a value from "something fair"/);
    expect(turn.contract?.content).toContain('$3,500');
  });
});
