import { describe, expect, it } from 'vitest';
import { factActionDisplayText, readFactAction, type InterviewMessage } from '@shared-schema';
import { runInterview } from '../interview';
import { describeFacts } from './declare';
import { factStates } from './states';
import { formatClauseRemoveMessage, formatFactSetMessage } from './messages';
import { CONTRACT_TYPES } from '../types/registry';

const TODAY = '2026-03-02';
const lease: InterviewMessage[] = [
  { role: 'user', content: 'I need a residential lease. I am the landlord, Dana Reyes.' },
];

describe('describeFacts', () => {
  it('declares every fact of every type with a label, an editor kind and synonyms', () => {
    for (const type of CONTRACT_TYPES) {
      const declaration = describeFacts(type.id);
      expect(declaration?.facts.map((fact) => fact.key)).toEqual(type.facts.map((fact) => fact.key));
      for (const fact of declaration?.facts ?? []) {
        expect(fact.label).toMatch(/\S/);
        expect(fact.synonyms.length).toBeGreaterThan(0);
      }
      expect(declaration?.legalSystems).toEqual(['US']);
    }
  });

  it('gives party facts their role and legal-form key, and choices their options', () => {
    const declaration = describeFacts('service-agreement');
    const client = declaration?.facts.find((fact) => fact.key === 'CLIENT NAME');
    expect(client).toMatchObject({ kind: 'party', label: 'Client', party: { formKey: 'CLIENT TYPE' } });
    const form = declaration?.facts.find((fact) => fact.key === 'CLIENT TYPE');
    expect(form?.options).toContain('limited liability company');
    expect(declaration?.facts.find((fact) => fact.key === 'PAYMENT METHOD')?.kind).toBe('choice');
  });

  it('marks optional facts that can be "none" as conditional, and core clauses as not removable', () => {
    const declaration = describeFacts('service-agreement');
    const end = declaration?.facts.find((fact) => fact.key === 'END DATE');
    expect(end?.condition?.noneLabel).toBe('No end date');
    expect(declaration?.facts.find((fact) => fact.key === 'CLIENT NAME')?.condition).toBeUndefined();
    const clauses = new Map(declaration?.clauses.map((clause) => [clause.id, clause.removable]));
    expect(clauses.get('CONFIDENTIALITY')).toBe(true);
    expect(clauses.get('PAYMENT')).toBe(false);
  });

  it('knows no unknown type', () => {
    expect(describeFacts('no-such-type')).toBeUndefined();
  });
});

describe('set-fact messages', () => {
  it('carry a sentence for the chat and an action the engine reads', () => {
    const content = formatFactSetMessage('residential-lease', 'SECURITY DEPOSIT', '$2,000');
    expect(factActionDisplayText(content)).toBe('You set the security deposit to $2,000.');
    expect(readFactAction(content)).toEqual({ action: 'set', key: 'SECURITY DEPOSIT', value: '$2,000' });
    expect(readFactAction('You set the security deposit to $2,000.')).toBeNull();
  });

  it('are applied exactly through the turn rules, with old and new values confirmed', () => {
    const messages: InterviewMessage[] = [
      ...lease,
      { role: 'user', content: 'The deposit is $1,500.' },
      { role: 'user', content: formatFactSetMessage('residential-lease', 'SECURITY DEPOSIT', '2000') },
    ];
    const turn = runInterview({ messages, today: TODAY });
    expect(turn.facts['SECURITY DEPOSIT']).toBe('$2,000');
    expect(turn.message).toContain('is now $2,000 (was $1,500)');
    expect(turn.changedFacts).toContain('SECURITY DEPOSIT');
  });

  it('report each fact as given, default, asked or marker', () => {
    const messages: InterviewMessage[] = [
      ...lease,
      { role: 'assistant', content: 'How much is the security deposit?' },
    ];
    const states = new Map(factStates({ messages, today: TODAY }).map((state) => [state.key, state]));
    expect(states.get('LANDLORD NAME')).toMatchObject({ value: 'Dana Reyes', status: 'given' });
    expect(states.get('DATE')?.status).toBe('default');
    expect(states.get('SECURITY DEPOSIT')?.status).toBe('asked');
    expect(states.get('MONTHLY RENT')?.status).toBe('marker');
  });

  it('removes a clause by its id, and a cleared fact goes back to its marker', () => {
    const messages: InterviewMessage[] = [
      { role: 'user', content: 'Service agreement: Acme LLC pays me $3,000 to build a website.' },
      { role: 'user', content: formatClauseRemoveMessage('service-agreement', 'CONFIDENTIALITY') },
      { role: 'user', content: formatFactSetMessage('service-agreement', 'CLIENT NAME', '') },
      { role: 'user', content: 'Draft it now' },
    ];
    const turn = runInterview({ messages, today: TODAY });
    expect(turn.documentEdits?.removedSections).toEqual(['CONFIDENTIALITY']);
    expect(turn.contract?.content).not.toContain('CONFIDENTIALITY');
    expect(turn.facts['CLIENT NAME']).toBeUndefined();
    expect(turn.contract?.content).toContain('[INSERT CLIENT NAME]');
  });
});
