import { describe, expect, it } from 'vitest';
import { normalizeText, toOriginalSpan } from './normalize';

// The normalised copy every detector reads, and its map back to the user's own text.

function mapped(original: string): { norm: string; back: string } {
  const t = normalizeText(original);
  const back = [...t.norm].map((_, i) => original.charAt(t.map[i] ?? -1)).join('');
  return { norm: t.norm, back };
}

describe('normalizeText', () => {
  it('keeps single spaces where they are and maps every character back to the original', () => {
    const original = 'The Buyer shall pay within ten days.';
    const t = normalizeText(original);
    expect(t.norm).toBe(original);
    expect([...t.map]).toEqual([...Array(original.length + 1).keys()]);
    expect(t.lower).toBe(original.toLowerCase());
  });

  it('collapses runs of spaces and tabs to one space mapped to the run start', () => {
    const { norm, back } = mapped('  Fees  are\tdue \t monthly. ');
    expect(norm).toBe('Fees are due monthly. ');
    expect(back).toBe('Fees are\tdue monthly. ');
  });

  it('turns a blank line, with the spaces around it, into one paragraph break', () => {
    expect(normalizeText('1. Term.\n\n 2. Fees are due.').norm).toBe('1. Term.\n2. Fees are due.');
    expect(normalizeText('wrapped line\ncontinues here').norm).toBe('wrapped line continues here');
  });

  it('reads curly quotes, dashes and non-breaking spaces as their plain forms', () => {
    const original = 'the \u201cGoods\u201d \u2014 as\u00a0listed';
    const t = normalizeText(original);
    expect(t.norm).toBe('the "Goods" - as listed');
    const quote = t.norm.indexOf('"Goods"');
    expect(toOriginalSpan(t, quote, quote + 7)).toEqual({ start: 4, end: 11 });
    expect(original.slice(4, 11)).toBe('\u201cGoods\u201d');
  });
});
