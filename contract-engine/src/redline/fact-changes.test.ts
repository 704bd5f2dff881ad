import { describe, expect, it } from 'vitest';
import { factChanges, factChangeSummary } from './fact-changes';

describe('fact changes between versions', () => {
  it('lists set, changed and removed facts and leaves equal or still-empty ones out', () => {
    const changes = factChanges(
      { 'MONTHLY RENT': '900 EUR', 'TENANT NAME': 'Ana Ruiz', DEPOSIT: '1,800 EUR', 'START DATE': '' },
      { 'MONTHLY RENT': '950 EUR', 'TENANT NAME': 'Ana Ruiz', 'START DATE': '1 May 2027', 'PET POLICY': '' },
    );
    expect(changes.map((c) => [c.label, c.before, c.after])).toEqual([
      ['Deposit', '1,800 EUR', null],
      ['Monthly rent', '900 EUR', '950 EUR'],
      ['Start date', null, '1 May 2027'],
    ]);
    expect(factChangeSummary(changes, 'Text changed')).toBe(
      'Deposit removed; Monthly rent: 900 EUR → 950 EUR; Start date set to 1 May 2027',
    );
  });

  it('says how many more changed when the line would be too long, and uses the fallback when no fact changed', () => {
    const after = Object.fromEntries(
      Array.from({ length: 30 }, (_, i) => [`FACT ${i + 10}`, 'a long value here']),
    );
    const line = factChangeSummary(factChanges({}, after), 'Text changed', 120);
    expect(line.length).toBeLessThanOrEqual(120);
    expect(line).toMatch(/; and \d+ more$/);
    expect(factChangeSummary(factChanges(null, null), 'Text changed')).toBe('Text changed');
  });
});
