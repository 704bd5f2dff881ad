import { describe, expect, it } from 'vitest';
import { evaluatePlanted, evaluatePlantedSet } from './planted-eval';
import { freshContracts } from './fresh';
import { partyRows } from './party-rows';

// The side-aware review on the planted contracts (all written for the evaluation): the older set is
// held to its targets; the fresh small-business set to parties found and the requested side kept.

describe('planted evaluation', () => {
  const old = evaluatePlanted();

  it('finds at least 95% of the planted issues of the older set, with no wrong finding', () => {
    expect(old.recall).toBeGreaterThanOrEqual(0.95);
    expect(old.wrongPerContract).toBe(0);
    expect(old.wrongSideWhenSwitched).toBe(0);
  });

  it('puts every contract of the older set in its score band', () => {
    expect(old.bandAccuracy).toBe(1);
  });

  it('finds the parties and keeps the requested side on every fresh contract', () => {
    const rows = partyRows(freshContracts());
    expect(rows.filter((r) => !r.partiesRight).map((r) => r.contract)).toEqual([]);
    expect(rows.filter((r) => !r.sideHonoured).map((r) => r.contract)).toEqual([]);
  });

  it('makes no wrong finding on the fresh set', () => {
    expect(evaluatePlantedSet(freshContracts()).wrongPerContract).toBe(0);
  });
});
