import { describe, expect, it } from 'vitest';
import type { InterviewMessage } from '@shared-schema';
import { selfFromAnswers } from '../facts/self-from-answers';
import { runInterview } from '../interview';
import { findContractType } from '../types/registry';
import { chat, TODAY } from './chat-script';

// "Ines Duarte, I'm a sole trader" in reply to the question about the contractor: the person
// answering is the contractor, so their legal form and their "I" belong to that side.

/** The opening, then each [fact asked, reply] in turn. */
function answered(
  typeId: string,
  opening: string,
  key: string,
  reply: string,
  more: [string, string][] = [],
) {
  const type = findContractType(typeId);
  const question = (asked: string) => type?.facts.find((fact) => fact.key === asked)?.question ?? '';
  const messages: InterviewMessage[] = [{ role: 'user', content: opening }];
  const steps: [string, string][] = [[key, reply], ...more];
  for (const [asked, text] of steps)
    messages.push({ role: 'assistant', content: question(asked) }, { role: 'user', content: text });
  return runInterview({ messages, today: TODAY });
}

const OPENING = 'Independent contractor agreement with Halvorsen Print Co. for six poster designs.';

describe('the person answering about a party is that party', () => {
  it.each([
    ["Ines Duarte, I'm a sole proprietor", 'sole proprietorship'],
    ['Ines Duarte, and I am an individual', 'individual'],
  ])('%s', (reply, form) => {
    const turn = answered('independent-contractor', OPENING, 'CONTRACTOR NAME', reply);
    expect(turn.facts['CONTRACTOR NAME']).toBe('Ines Duarte');
    expect(turn.facts['CONTRACTOR TYPE']).toBe(form);
    expect(turn.facts['COMPANY TYPE']).toBeUndefined();
  });

  it('writes their later "I" as that party', () => {
    const turn = answered(
      'independent-contractor',
      OPENING,
      'CONTRACTOR NAME',
      "Ines Duarte, I'm a sole proprietor",
      [['PAYMENT SCHEDULE', 'half when I begin and half when I hand over the files']],
    );
    expect(turn.facts['PAYMENT SCHEDULE']).toMatch(/when the Contractor begins/);
  });

  it('must not: make the answerer the party when they name another role', () => {
    const turn = answered(
      'independent-contractor',
      OPENING,
      'CONTRACTOR NAME',
      "Ines Duarte, I'm the company",
      [['PAYMENT SCHEDULE', 'half when I approve the sketches and half at the end']],
    );
    expect(turn.facts['PAYMENT SCHEDULE'] ?? '').not.toMatch(/Contractor approves/);
  });

  it('must not: take "X, I\'m <my own name>" as the answerer being the party asked', () => {
    const type = findContractType('promissory-note');
    if (!type) throw new Error('promissory-note');
    const question = type.facts.find((fact) => fact.key === 'LENDER NAME')?.question ?? '';
    const messages: InterviewMessage[] = [
      { role: 'user', content: 'My cousin is lending me $3,000 for a laptop.' },
      { role: 'assistant', content: question },
      { role: 'user', content: "she's mara quist, i'm leo quist" },
    ];
    expect(selfFromAnswers(type, messages)).toBeNull();
    messages[2] = { role: 'user', content: "Mara Quist, I'm an individual" };
    expect(selfFromAnswers(type, messages)).toBe(
      type.parties.find((party) => party.nameKey === 'LENDER NAME')?.id,
    );
  });
});

describe('an owner who bought the property hands it to a company', () => {
  it('"we bought a cabin" makes the user the owner and "the management firm is X" the manager', () => {
    const { turn } = chat([
      'My partner and I bought a lake cabin last year and we cannot keep up with the guests and cleaners, so we are handing it over to a local firm. The cabin is at 8 Pine Road, Lake Placid, NY 12946.',
      'The management firm is Adirondack Stays Management LLC. The owner on the deed is just me, Carla Jensen. They will take 15% of the gross rents.',
    ]);
    expect(turn.contractType).toBe('property-management');
    expect(turn.facts['OWNER NAME']).toBe('Carla Jensen');
    expect(turn.facts['MANAGER NAME']).toBe('Adirondack Stays Management LLC');
  });

  it('must not: make the company that bought the building its manager', () => {
    const { turn } = chat([
      'Property management agreement. Our company, Elmstead Holdings LLC, bought a fourplex at 14 Birch St, Dayton, OH 45402. The manager is Ruth Okafor of Keystone Realty LLC, 9% of rents collected.',
    ]);
    expect(turn.facts['MANAGER NAME'] ?? '').not.toContain('Elmstead');
  });
});
