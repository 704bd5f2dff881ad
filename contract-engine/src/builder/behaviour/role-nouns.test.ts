import { describe, expect, it } from 'vitest';
import { findParties } from '../extract/parties';
import { jobNouns, withJobNouns } from '../facts/job-nouns';
import { CONTRACT_TYPES, findContractType } from '../types/registry';
import { chat } from './chat-script';

// Role statements: every role word a type declares, the job noun the person used for the side
// they engage, and partners named together, in the order given. Sentences written for them.

function typeOf(id: string) {
  const type = findContractType(id);
  if (!type) throw new Error(id);
  return type;
}

describe('role statements from the declaration', () => {
  it('every role word a type declares names its side: "the X is", "our X, Name,", "the X: Name"', () => {
    const misses: string[] = [];
    for (const type of CONTRACT_TYPES)
      for (const party of type.parties)
        for (const cue of party.cues)
          for (const text of [
            `The ${cue} is Jordan Avery.`,
            `Our ${cue}, Jordan Avery, starts soon.`,
            `The ${cue}: Jordan Avery`,
          ])
            if (findParties(text, type.parties, null)[party.id]?.name !== 'Jordan Avery')
              misses.push(`${type.id}: ${text}`);
    expect(misses).toEqual([]);
  });
});

describe('a role word of its own beats a word any organisation is called', () => {
  it('"I\'m the consultant, company is X. client is Y": the client is Y', () => {
    const type = typeOf('consulting');
    const found = findParties(
      "I'm the consultant, my company is Brolga Data Pty Ltd. The client is Mallee Grain Co-op Ltd",
      type.parties,
      'consultant',
    );
    expect(found.client?.name).toBe('Mallee Grain Co-op Ltd');
  });

  it('"company is X" in a sentence where the person speaks of themselves is their own side', () => {
    const type = typeOf('consulting');
    const found = findParties(
      "I'm the consultant, company is Brolga Data Pty Ltd; the client is Mallee Grain Co-op Ltd",
      type.parties,
      'consultant',
    );
    expect([found.consultant?.name, found.client?.name]).toEqual([
      'Brolga Data Pty Ltd',
      'Mallee Grain Co-op Ltd',
    ]);
    // Not where the person says nothing of themselves.
    const plain = findParties(
      'The client is Dunmore Freight LLC and the company is Brolga Data Pty Ltd',
      type.parties,
      'consultant',
    );
    expect(plain.consultant?.name).toBeUndefined();
  });

  it('must not: lose "the company is X" where no other role word names the client', () => {
    const type = typeOf('consulting');
    expect(findParties('the company is Dunmore Freight LLC', type.parties, null).client?.name).toBe(
      'Dunmore Freight LLC',
    );
  });

  it('a registration number after a name is not part of it (ABN, EIN, company number)', () => {
    const type = typeOf('consulting');
    for (const [text, name] of [
      ['The client is Mallee Grain Pty Ltd ABN 11 222 333 444', 'Mallee Grain Pty Ltd'],
      ['The client is Dunmore Freight LLC EIN 12-3456789', 'Dunmore Freight LLC'],
    ] as const)
      expect(findParties(text, type.parties, null).client?.name, text).toBe(name);
  });
});

describe('the job noun of the side the person engages', () => {
  it('is read from a verb of engaging: the last word of what is engaged', () => {
    expect(jobNouns('we are bringing on a freelance copy editor for the spring list')).toEqual(['editor']);
    expect(jobNouns("I'm hiring a van driver, starting next week")).toEqual(['driver']);
  });

  it('must not: take the document or a vague word for a job', () => {
    expect(jobNouns('we need a contract for this')).toEqual([]);
    expect(jobNouns('I need a lease and I am looking for someone')).toEqual([]);
  });

  it('"the editor is Maya Lind" names the contractor the person engages', () => {
    const { turn } = chat(
      [
        "We're Tallis Press Ltd, bringing on a freelance copy editor for the spring list. The editor is Maya Lind, paid $40 an hour.",
      ],
      { contractType: 'independent-contractor' },
    );
    expect(turn.facts['CONTRACTOR NAME']).toBe('Maya Lind');
    expect(turn.facts['COMPANY NAME']).toBe('Tallis Press Ltd');
  });

  it("must not: add the job noun to the person's own side, or change a type with none", () => {
    const type = typeOf('independent-contractor');
    const read = withJobNouns(type, 'we are hiring a bookbinder', 'company');
    expect(read.parties.find((party) => party.id === 'company')?.cues).not.toContain('bookbinder');
    expect(read.parties.find((party) => party.id === 'contractor')?.cues).toContain('bookbinder');
    expect(withJobNouns(type, 'we need a contract', 'company')).toBe(type);
  });
});

describe('partners named together', () => {
  it('two people named together as the speakers are the partners, in the order given', () => {
    const type = typeOf('partnership');
    for (const [text, first, second] of [
      ['Nina Brooks and Tariq Aziz here, we want a partnership for our cafe', 'Nina Brooks', 'Tariq Aziz'],
      ['hi! Tariq Aziz and Nina Brooks are opening a cafe together', 'Tariq Aziz', 'Nina Brooks'],
      ["we're Olu Adeyemi and Grace Kim, partners in a bike shop", 'Olu Adeyemi', 'Grace Kim'],
    ] as const) {
      const found = findParties(text, type.parties, 'partner1');
      expect([found.partner1?.name, found.partner2?.name], text).toEqual([first, second]);
    }
  });

  it('must not: read two people named together as both sides of a deal with two different roles', () => {
    const type = typeOf('service-agreement');
    const found = findParties('Nina Brooks and Tariq Aziz here, we run a cafe', type.parties, 'provider');
    expect(found.client?.name).toBeUndefined();
  });
});
