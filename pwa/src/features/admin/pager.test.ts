import { describe, expect, it } from 'vitest';
import { visiblePages } from './pager';

describe('visiblePages', () => {
  it('shows every page when there are few', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });
  it('keeps first, last and the neighbourhood, with gaps', () => {
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 'gap', 20]);
  });
});
