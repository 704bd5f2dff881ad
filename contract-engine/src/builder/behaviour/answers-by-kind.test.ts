import { describe, expect, it } from 'vitest';
import type { InterviewMessage } from '@shared-schema';
import { runInterview } from '../interview';
import { findContractType } from '../types/registry';
import { chat, TODAY } from './chat-script';

// A reply to a question is read as the kind of value asked; "none" and "skip" are understood per
// fact; an unreadable reply is never refused twice.

describe('replies read by the fact asked', () => {
  it('reads "none", "n/a", "no end date" and "ongoing" as there being none for an optional fact', () => {
    const question =
      findContractType('service-agreement')?.facts.find((fact) => fact.key === 'END DATE')?.question ?? '';
    for (const reply of ['none', 'n/a', 'No end date.', "There isn't one", 'ongoing', "it's ongoing"]) {
      const messages: InterviewMessage[] = [
        { role: 'user', content: 'I need a service agreement with Acme LLC for logo design.' },
        { role: 'assistant', content: question },
        { role: 'user', content: reply },
      ];
      const states = runInterview({ messages, today: TODAY }).factStates ?? [];
      expect(states.find((state) => state.key === 'END DATE')?.status, reply).toBe('none');
    }
  });

  it('writes no end date as a term that runs until a party ends it', () => {
    const { turn } = chat([
      'Service agreement: Acme LLC pays me, Jordan Lee, $900 a month for bookkeeping, starting May 4, 2026. There is no end date.',
      'Draft it now',
    ]);
    expect(turn.facts['END DATE']).toBe('no fixed end date');
    expect(turn.contract?.content).toContain('continues until either party ends it');
  });

  it('leaves a skipped fact as a marker and does not ask it again', () => {
    const { turns } = chat(['I need a consulting agreement', 'not sure', 'skip']);
    const asked = turns.map((turn) => turn.message);
    expect(asked.filter((message) => message.includes('Who is the client')).length).toBeLessThanOrEqual(1);
  });

  it('after one unreadable reply shows the fact inline and moves on to another question', () => {
    const { turn } = chat(['I need a consulting agreement', '???']);
    expect(turn.inlineEditor).toBe('CLIENT NAME');
    expect(turn.message).toMatch(/couldn't read the client/);
    expect(turn.message).toMatch(/\?$/);
  });

  it('never refuses a fact twice: after one unreadable reply it is not asked again, and a later message still sets it', () => {
    const { turns } = chat([
      'I need a consulting agreement',
      '???',
      'Ines Cole',
      'Market research for a new line of garden tools',
    ]);
    const refusals = turns.filter((turn) => /couldn't read the client/.test(turn.message));
    expect(refusals).toHaveLength(1);
    for (const turn of turns.slice(1)) expect(turn.message).not.toMatch(/Who is the client/);
    const later = chat(['I need a consulting agreement', '???', 'The client is Brightfold Media LLC.']).turn;
    expect(later.facts['CLIENT NAME']).toBe('Brightfold Media LLC');
  });

  it('reads "no clue" and "we haven\'t decided yet" as not knowing, never as a name', () => {
    for (const reply of [
      'not a clue',
      'no clue really',
      "we haven't decided yet",
      'I have not worked that out yet',
    ]) {
      const { turn } = chat(['I need a consulting agreement', reply]);
      expect(turn.facts['CLIENT NAME'], reply).toBeUndefined();
      expect(Object.values(turn.facts).join(' '), reply).not.toMatch(/clue|decided|worked/i);
    }
  });

  it('must not: take a name that starts like a doubt for one', () => {
    const { turn } = chat(['I need a consulting agreement', 'Nottingham Clue Games Ltd']);
    expect(turn.facts['CLIENT NAME']).toBe('Nottingham Clue Games Ltd');
  });

  it('answers a question asked back with the usual choices and moves on', () => {
    const { turn } = chat(['I need a consulting agreement', 'Acme LLC', 'Dana Cole', "what's normal?"]);
    expect(turn.message).toMatch(/couldn't read/);
    expect(turn.inlineEditor).toBeDefined();
  });

  it('never asks for a fact that is set', () => {
    const { turns } = chat([
      'I need a service agreement with Acme LLC as the client; I am Jordan Lee.',
      'I design websites',
    ]);
    for (const turn of turns) expect(turn.message).not.toMatch(/Who is the client\?/);
  });

  it('sends a need that fits no type to the service agreement and says so', () => {
    const { turn } = chat(['I do wedding photo retainers for couples and want something in writing']);
    expect(turn.contractType).toBe('service-agreement');
    expect(turn.message).toMatch(/closest general agreement/);
  });

  it('must not: move a bare greeting to a type', () => {
    expect(chat(['Hi']).turn.contractType).toBeNull();
    expect(chat(['hello there']).turn.contractType).toBeNull();
  });

  it('must not: read "not sure" or "skip" as there being none', () => {
    const question =
      findContractType('service-agreement')?.facts.find((fact) => fact.key === 'END DATE')?.question ?? '';
    for (const reply of ['not sure', 'skip']) {
      const messages: InterviewMessage[] = [
        { role: 'user', content: 'I need a service agreement with Acme LLC for logo design.' },
        { role: 'assistant', content: question },
        { role: 'user', content: reply },
      ];
      const states = runInterview({ messages, today: TODAY }).factStates ?? [];
      expect(states.find((state) => state.key === 'END DATE')?.status, reply).toBe('asked');
    }
  });
});
