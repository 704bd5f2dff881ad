import { describe, expect, it } from 'vitest';
import { AssistantTurnSchema, type InterviewMessage } from '@shared-schema';
import { confidenceBand, generateContract, runInterview } from './index';
import { SAMPLE_CONVERSATIONS } from './sample-conversations';
import { findContractType } from './types/registry';

const TODAY = '2026-02-10';

function chat(
  userTexts: readonly string[],
  base: { contractName?: string; contractType?: string | null } = {},
) {
  const messages: InterviewMessage[] = [];
  let turn = runInterview({ ...base, messages, today: TODAY });
  messages.push({ role: 'assistant', content: turn.message });
  for (const text of userTexts) {
    messages.push({ role: 'user', content: text });
    turn = runInterview({ ...base, messages, today: TODAY });
    messages.push({ role: 'assistant', content: turn.message });
  }
  return { turn, messages };
}

function requiredMarkers(typeId: string, content: string): string[] {
  const type = findContractType(typeId);
  return (type?.facts ?? [])
    .filter((fact) => fact.required && content.includes(`[INSERT ${fact.key}]`))
    .map((fact) => fact.key);
}

describe('runInterview with free-text conversations', () => {
  for (const sample of SAMPLE_CONVERSATIONS) {
    it(`${sample.typeId}: recognises the type, extracts every fact and generates a complete contract`, () => {
      const { turn } = chat(sample.story, { contractName: sample.contractName });
      expect(AssistantTurnSchema.parse(turn)).toEqual(turn);
      expect(turn.contractType).toBe(sample.typeId);
      for (const [key, value] of Object.entries(sample.expected)) expect(turn.facts[key], key).toBe(value);
      expect(turn.confidence).toBeGreaterThanOrEqual(75);
      expect(turn.readyToGenerate).toBe(true);
      expect(turn.contract).not.toBeNull();
      expect(requiredMarkers(sample.typeId, turn.contract?.content ?? '')).toEqual([]);
      for (const value of Object.values(sample.expected)) expect(turn.contract?.content).toContain(value);
    });
  }
});

describe('runInterview answering one question at a time', () => {
  for (const sample of SAMPLE_CONVERSATIONS) {
    it(`${sample.typeId}: every question is asked once and its bare answer is taken`, () => {
      const messages: InterviewMessage[] = [];
      let turn = runInterview({ contractType: sample.typeId, messages, today: TODAY });
      const asked: string[] = [];
      messages.push({ role: 'assistant', content: turn.message });
      while (turn.missingFacts.length > 0 && asked.length < 30) {
        const key = turn.missingFacts[0] ?? '';
        expect(asked, `asked ${key} twice`).not.toContain(key);
        asked.push(key);
        const answer = sample.answers[key];
        expect(answer, `sample answer for ${key}`).toBeDefined();
        messages.push({ role: 'user', content: answer ?? '' });
        turn = runInterview({ contractType: sample.typeId, messages, today: TODAY });
        expect(turn.facts[key], `${key} from "${answer}"`).toBeTruthy();
        messages.push({ role: 'assistant', content: turn.message });
      }
      expect(turn.missingFacts).toEqual([]);
      expect(turn.confidence).toBe(100);
      expect(turn.contract?.content).not.toContain('[INSERT');
    });
  }

  it('asks the most important missing fact first and one question per turn', () => {
    const turn = runInterview({ contractType: 'service-agreement', messages: [] });
    expect(turn.missingFacts[0]).toBe('CLIENT NAME');
    expect(turn.message).toContain(findContractType('service-agreement')?.facts[0]?.question);
    expect(turn.message.split('?').length - 1).toBe(1);
  });

  it('confidence rises as facts arrive but stays below 75 until every required fact is known', () => {
    const sample = SAMPLE_CONVERSATIONS[0];
    const story = sample?.story ?? [];
    const scores = story.map((_text, index) => chat(story.slice(0, index + 1)).turn.confidence);
    for (let i = 1; i < scores.length; i += 1)
      expect(scores[i] ?? 0).toBeGreaterThanOrEqual(scores[i - 1] ?? 0);
    expect(scores.slice(0, -1).every((score) => score < 75)).toBe(true);
    expect(scores.at(-1)).toBeGreaterThanOrEqual(75);
  });
});

describe('runInterview edge cases', () => {
  it('greets and asks for the contract type when nothing is known', () => {
    const turn = runInterview({ messages: [] });
    expect(turn.contractType).toBeNull();
    expect(turn.confidence).toBe(0);
    expect(turn.message).toMatch(/what kind of contract/i);
    expect(turn.contract).toBeNull();
  });

  it('survives garbage and asks a sensible question', () => {
    for (const content of [
      '',
      '   ',
      'asdf qwerty ;;;',
      '🙂🙂🙂',
      '$$$ 123 %%% ((',
      'a'.repeat(5000),
      '\u0000\u0001',
    ]) {
      const turn = runInterview({ messages: [{ role: 'user', content }] });
      expect(AssistantTurnSchema.safeParse(turn).success).toBe(true);
      expect(turn.message).toMatch(/\?/);
    }
  });

  it('recognises the type from the contract name alone', () => {
    const turn = runInterview({ contractName: 'NDA with Orbit Robotics', messages: [] });
    expect(turn.contractType).toBe('mutual-nda');
    expect(turn.message).toContain('Mutual Non-Disclosure Agreement');
  });

  it('ignores an unknown explicit contract type and falls back to detection', () => {
    const turn = runInterview({
      contractType: 'no-such-type',
      messages: [{ role: 'user', content: 'I need a residential lease for my apartment' }],
    });
    expect(turn.contractType).toBe('residential-lease');
  });

  it('drafts on request with markers for the facts still missing', () => {
    const { turn } = chat([
      'I need a service agreement with my client Acme LLC',
      'Just generate it now please',
    ]);
    expect(turn.readyToGenerate).toBe(false);
    expect(turn.contract).not.toBeNull();
    expect(turn.contract?.content).toContain('Acme LLC');
    expect(turn.contract?.content).toContain('[INSERT SERVICE PROVIDER NAME]');
    expect(turn.contract?.placeholders['SERVICE PROVIDER NAME']).toBe('');
    expect(turn.message).toContain('[INSERT SERVICE PROVIDER NAME]');
  });

  it('moves on when the user skips a question', () => {
    const { turn } = chat(['I need a service agreement', "I don't know yet"]);
    expect(turn.message).toMatch(/leave that as a fill-in/i);
    expect(turn.message).toContain(findContractType('service-agreement')?.facts[1]?.question);
    expect(turn.missingFacts).toContain('CLIENT NAME');
  });

  it('takes a correction in a later message', () => {
    const { turn } = chat([
      'Service agreement with my client Acme LLC for $2,500',
      'Actually the fee is $3,000',
    ]);
    expect(turn.facts['PAYMENT AMOUNT']).toBe('$3,000');
  });

  it('switches type only when the user says so', () => {
    const kept = chat(['I need a service agreement for web design', 'The client also wants an NDA clause']);
    expect(kept.turn.contractType).toBe('service-agreement');
    const switched = chat(['I need a service agreement', 'Actually, make it a one-way NDA instead']);
    expect(switched.turn.contractType).toBe('one-way-nda');
  });

  it('says when it did not understand an answer, opens that fact inline and moves on', () => {
    const { turn } = chat(['I need a consulting agreement', '...']);
    expect(turn.message).toMatch(/couldn't read the client from "..."/i);
    expect(turn.inlineEditor).toBe('CLIENT NAME');
    expect(turn.message).not.toContain('Who is the client');
  });
});

describe('generateContract', () => {
  it('fills known facts and leaves [INSERT KEY] markers for unknown ones', () => {
    const contract = generateContract('service-agreement', {
      'CLIENT NAME': 'Acme LLC',
      'PAYMENT AMOUNT': '$2,500',
    });
    expect(contract.title).toBe('Service Agreement');
    expect(contract.content).toContain('Acme LLC');
    expect(contract.content).toContain('$2,500');
    expect(contract.content).toContain('[INSERT SERVICE PROVIDER NAME]');
    expect(contract.content).toContain('[INSERT JURISDICTION]');
    expect(contract.placeholders['CLIENT NAME']).toBe('Acme LLC');
    expect(contract.placeholders['JURISDICTION']).toBe('');
  });

  it('uses the spec sample keys and terms for the service agreement', () => {
    const { placeholders, content } = generateContract('service-agreement', {});
    expect(Object.keys(placeholders).sort()).toEqual(
      [
        'DATE',
        'CLIENT NAME',
        'CLIENT TYPE',
        'SERVICE PROVIDER NAME',
        'PROVIDER TYPE',
        'SERVICE DESCRIPTION',
        'PAYMENT AMOUNT',
        'PAYMENT SCHEDULE',
        'PAYMENT METHOD',
        'START DATE',
        'END DATE',
        'JURISDICTION',
        'NOTICE PERIOD',
        'CURE PERIOD',
        'CONFIDENTIALITY PERIOD',
      ].sort(),
    );
    // The clause periods have the template's usual values until the person changes them (decisions 0371, 0405);
    // every other fact is a marker.
    const periods = ['NOTICE PERIOD', 'CURE PERIOD', 'CONFIDENTIALITY PERIOD'];
    for (const key of Object.keys(placeholders))
      if (!periods.includes(key)) expect(content).toContain(`[INSERT ${key}]`);
    expect(placeholders['NOTICE PERIOD']).toBe('thirty (30) days');
    expect(placeholders['CURE PERIOD']).toBe('ten (10) days');
    expect(placeholders['CONFIDENTIALITY PERIOD']).toBe('two (2) years');
    expect(content).toMatch(/within thirty \(30\) days/);
    expect(content).toContain('1.5% per month');
    expect(content).toContain('written notice at least thirty (30) days in advance');
  });

  it('keeps every marker when asked to, so the preview can substitute placeholders', () => {
    const contract = generateContract(
      'service-agreement',
      { 'CLIENT NAME': 'Acme LLC' },
      { keepMarkers: true },
    );
    expect(contract.content).toContain('[INSERT CLIENT NAME]');
    expect(contract.content).not.toContain('Acme LLC');
    expect(contract.placeholders['CLIENT NAME']).toBe('Acme LLC');
  });

  it('dates the agreement today when no date was given', () => {
    const contract = generateContract('mutual-nda', {}, { today: '2026-03-03' });
    expect(contract.placeholders['DATE']).toBe('March 3, 2026');
    expect(contract.content).toContain('as of March 3, 2026');
  });

  it('uses the right article before a legal form', () => {
    const content = generateContract('service-agreement', {
      'CLIENT NAME': 'Acme LLC',
      'CLIENT TYPE': 'limited liability company',
      'SERVICE PROVIDER NAME': 'Jane Doe',
      'PROVIDER TYPE': 'individual',
    }).content;
    expect(content).toContain('Acme LLC, a limited liability company (the "Client")');
    expect(content).toContain('Jane Doe, an individual (the "Service Provider")');
  });

  it('rejects an unknown type', () => {
    expect(() => generateContract('nope', {})).toThrow(/Unknown contract type/);
  });
});

describe('confidenceBand', () => {
  it('follows the spec bands', () => {
    expect(confidenceBand(100)).toBe('high');
    expect(confidenceBand(75)).toBe('high');
    expect(confidenceBand(74)).toBe('medium');
    expect(confidenceBand(40)).toBe('medium');
    expect(confidenceBand(39)).toBe('low');
    expect(confidenceBand(0)).toBe('low');
  });
});
