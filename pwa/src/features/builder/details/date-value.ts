// The date editor works on ISO calendar dates (what <input type="date"> gives); a fact's value is
// written out in words ("May 3, 2027", "3 May 2027") and read back here.

/** Month names from the platform, January first. */
const MONTHS = Array.from({ length: 12 }, (_, index) =>
  new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1)),
);
const LONG_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const pad = (n: number) => String(n).padStart(2, '0');

function iso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

function monthNumber(word: string): number {
  const lower = word.toLowerCase();
  return MONTHS.findIndex((name) => lower.length >= 3 && name.toLowerCase().startsWith(lower)) + 1;
}

/** "May 3, 2027", "3rd May 2027", "2027-05-03" -> "2027-05-03"; null for anything else. */
export function parseDateValue(value: string): string | null {
  const text = value.trim();
  const isoMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (isoMatch) return iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const us = /^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/.exec(text);
  if (us?.[1]) {
    const month = monthNumber(us[1]);
    return month ? iso(Number(us[3]), month, Number(us[2])) : null;
  }
  const uk = /^(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(text);
  if (uk?.[2]) {
    const month = monthNumber(uk[2]);
    return month ? iso(Number(uk[3]), month, Number(uk[1])) : null;
  }
  return null;
}

/** "2027-05-03" -> "May 3, 2027" (the engine's US form; a locale-aware engine may reformat it). */
export function formatDateValue(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match || !iso(Number(match[1]), Number(match[2]), Number(match[3]))) return '';
  return LONG_DATE.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}
