import { formatIsoDate } from '../../language/dates';
import type { Mention } from '../../language/mention';

// "Monday the 30th", "start on the 3rd, no wait, the 10th": a day of the month without its month
// is the next such day from today. Read only where it is plainly a date (after a weekday, a start or
// end word, or as the correction of a date just given), never a due day ("rent paid on the 1st").

const BARE_DAY =
  /\bthe\s+(\d{1,2})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:each|every|the|month|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/gi;
const WEEKDAY_BEFORE = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+$/i;
const DATE_WORD_BEFORE =
  /\b(?:start(?:s|ing)?|begin(?:s|ning)?|commenc(?:e|es|ing)|end(?:s|ing)?|finish(?:es|ing)?|until|till|through|thru|move in|moving in|deliver(?:y|ed)?|pick ?up|picking up|back by|returned by|date(?:\s+is|\s+to)?)\s+(?:on\s+|by\s+|from\s+)?$/i;
const CORRECTION_BEFORE =
  /(?:\bno,?\s+wait|\bsorry|\bi mean|\bi meant|\bactually|\boops|\bmake (?:it|that)|\bor rather|\brather|\bcorrection)[,:]?\s+(?:(?:make (?:it|that)|it'?s|on)\s+)?$/i;

function nextDay(day: number, todayIso: string): string | null {
  const [year = 0, month = 0, today = 0] = todayIso.split('-').map(Number);
  // A day already past this month is next month's; a month too short for it passes to the next.
  const offset = day < today ? 1 : 0;
  for (let ahead = 0; ahead < 3; ahead += 1) {
    const when = new Date(Date.UTC(year, month - 1 + offset + ahead, 1));
    const last = new Date(Date.UTC(when.getUTCFullYear(), when.getUTCMonth() + 1, 0)).getUTCDate();
    if (day <= last) {
      const iso = `${when.getUTCFullYear()}-${String(when.getUTCMonth() + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      return formatIsoDate(iso);
    }
  }
  return null;
}

/** Bare days of the month that are plainly dates; `dates` are the dates already found in the text. */
export function findBareDays(
  text: string,
  todayIso: string | undefined,
  dates: readonly Mention[],
): Mention[] {
  if (!todayIso) return [];
  const found: Mention[] = [];
  for (const match of text.matchAll(BARE_DAY)) {
    const day = Number(match[1]);
    if (
      day < 1 ||
      day > 31 ||
      dates.some((date) => match.index < date.end && date.start < match.index + match[0].length)
    )
      continue;
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    const corrects =
      CORRECTION_BEFORE.test(before) && [...dates, ...found].some((date) => date.end <= match.index);
    if (!WEEKDAY_BEFORE.test(before) && !DATE_WORD_BEFORE.test(before) && !corrects) continue;
    const weekday = WEEKDAY_BEFORE.exec(before);
    const value = nextDay(day, todayIso);
    const start = weekday ? match.index - weekday[0].length : match.index;
    if (value) found.push({ value, start, end: match.index + match[0].length });
  }
  return found;
}
