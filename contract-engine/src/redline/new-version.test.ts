import { describe, expect, it } from 'vitest';
import { newVersion, orderVersions } from './new-version';

const base = {
  id: '01900000-0000-7000-8000-00000000000a',
  contractId: '01900000-0000-7000-8000-00000000000b',
  deviceId: 'phone-1',
  authorKind: 'person' as const,
  createdAt: new Date('2027-03-01T10:00:00.000Z'),
};

describe('a new version', () => {
  it('is made only when the text or a filled-in value changed', () => {
    const text = { content: 'Rent is [INSERT RENT].', placeholders: { RENT: '900 EUR' } };
    expect(newVersion({ ...base, cause: 'details', before: text, after: { ...text } })).toBeNull();
    const version = newVersion({
      ...base,
      cause: 'details',
      before: text,
      after: { content: text.content, placeholders: { RENT: '950 EUR' } },
    });
    expect(version).toMatchObject({
      summary: 'Rent: 900 EUR → 950 EUR',
      cause: 'details',
      authorKind: 'person',
    });
  });

  it('calls the first text a draft, whatever made it', () => {
    const version = newVersion({
      ...base,
      authorKind: 'assistant',
      cause: 'chat',
      before: { content: null, placeholders: null },
      after: { content: 'Rent is [INSERT RENT].', placeholders: { RENT: '900 EUR', DEPOSIT: '' } },
    });
    expect(version).toMatchObject({ cause: 'generation', summary: 'First draft with 1 details filled in' });
  });
});

describe('version order', () => {
  it('orders by time, then id, and numbers from 1', () => {
    const ordered = orderVersions([
      { id: 'b', createdAt: '2027-03-01T10:00:00.000Z' },
      { id: 'c', createdAt: '2027-03-01T09:00:00.000Z' },
      { id: 'a', createdAt: '2027-03-01T10:00:00.000Z' },
    ]);
    expect(ordered.map((v) => `${v.number}${v.id}`)).toEqual(['1c', '2a', '3b']);
  });
});
