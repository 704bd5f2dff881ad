import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label';

describe('countLabel', () => {
  it('uses the singular for one, the plural otherwise', () => {
    expect(countLabel(1, 'credit')).toBe('1 credit');
    expect(countLabel(0, 'credit')).toBe('0 credits');
    expect(countLabel(2, 'credit')).toBe('2 credits');
    expect(countLabel(-1, 'credit')).toBe('-1 credit');
  });
});
