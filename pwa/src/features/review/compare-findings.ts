import type { RedlinePart } from '@contract-engine';
import type { EditSuggestion, Evidence, RedFlag, ReviewData } from '@shared-schema';

/** The places in the later text that changed: inserted ranges, and points where something was deleted. */
export function changedRanges(parts: readonly RedlinePart[]): Array<{ start: number; end: number }> {
  const ranges: Array<{ start: number; end: number }> = [];
  let at = 0;
  for (const part of parts) {
    if (part.kind === 'deleted') ranges.push({ start: at, end: at });
    else {
      if (part.kind === 'inserted') ranges.push({ start: at, end: at + part.text.length });
      at += part.text.length;
    }
  }
  return ranges;
}

const touches = (evidence: Evidence | undefined, ranges: ReadonlyArray<{ start: number; end: number }>) =>
  evidence !== undefined &&
  ranges.some((r) =>
    r.start === r.end
      ? evidence.start <= r.start && r.start <= evidence.end
      : r.start < evidence.end && evidence.start < r.end,
  );

/**
 * The review of what changed: the findings of a review of the later version whose clause (the sentence the finding
 * quotes, its evidence) overlaps an insertion or holds a deletion. Findings without a quoted clause (the contract as
 * a whole, a missing clause) are left out: they are not about a change.
 */
export function findingsOnChanges(
  parts: readonly RedlinePart[],
  review: ReviewData,
): { redFlags: RedFlag[]; editSuggestions: EditSuggestion[] } {
  const ranges = changedRanges(parts);
  return {
    redFlags: review.redFlags.filter((f) => touches(f.evidence, ranges)),
    editSuggestions: review.editSuggestions.filter((s) => touches(s.evidence, ranges)),
  };
}
