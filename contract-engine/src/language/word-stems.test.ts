import { describe, expect, it } from 'vitest';
import { contentStems, stemWeights, stemWord } from './word-stems';

describe('word stems', () => {
  it('a role, its verb and its activity meet in one stem', () => {
    expect(new Set(['manager', 'managing', 'management', 'manage'].map(stemWord)).size).toBe(1);
    expect(stemWord('tenants')).toBe(stemWord('tenant'));
    expect(stemWord('properties')).toBe('property');
  });

  it('must not: keep function words or the words every contract shares', () => {
    expect(contentStems('hi, I need a contract for the agreement please')).toEqual([]);
  });

  it('a hyphenated compound is one word', () => {
    expect(contentStems('a part-time job')).toEqual(['part-time', 'job']);
  });

  it('the last word of a run names it; the words before describe it', () => {
    expect(stemWeights('commercial cleaning')).toEqual(
      new Map([
        ['commercial', 0.5],
        ['clean', 1],
      ]),
    );
    // Punctuation ends a run: "office, cleaning" are two things.
    expect(stemWeights('office, cleaning').get(stemWord('office'))).toBe(1);
  });

  it('"contract" describing a worker counts; the document word does not', () => {
    expect(contentStems('a contract bookkeeper')).toContain('contract');
    expect(contentStems('a contract for my bookkeeper')).not.toContain('contract');
  });
});
