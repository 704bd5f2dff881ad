import { findDates, type NumericDateOrder } from '../../language/dates';
import type { Mention } from '../../language/mention';
import { findBareDays } from './bare-days';

// "Start March 15 - sorry, March 22", "$800, no wait, $850": a value corrected right after it is
// said is not meant; only the value after the cue is. Two values joined by "and" or a comma alone
// are both meant.

const CORRECTED_BY =
  /^[\s,.;:!\-–—]*(?:(?:no|oh|hmm|um)[,!]?\s+)?(?:wait|sorry|i mean|i meant|actually|oops|make (?:it|that)|or rather|rather|correction|scratch that|no)\b[\s,.;:!\-–—]*(?:(?:no|i mean|make (?:it|that)|it'?s|it should be|on|the)\b[\s,:]*)*$/i;

/** The mentions without those corrected by the next one. */
export function withoutCorrected<T extends Mention>(text: string, mentions: readonly T[]): T[] {
  const sorted = [...mentions].sort((a, b) => a.start - b.start);
  return sorted.filter((mention, index) => {
    const next = sorted[index + 1];
    return !next || !CORRECTED_BY.test(text.slice(mention.end, next.start));
  });
}

/** The dates a message means: its dates and plain bare days, without those it corrects at once. */
export function meantDates(
  text: string,
  today: string | undefined,
  order: NumericDateOrder | undefined,
): Mention[] {
  const dates = findDates(text, today, order);
  return withoutCorrected(text, [...dates, ...findBareDays(text, today, dates)]);
}
