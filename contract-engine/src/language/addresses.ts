import type { Mention } from './mention';

// Street addresses: "123 Main Street, Apt 4B, Springfield, IL 62704". A street number plus a
// street-type word anchors the match; the unit, city, state and ZIP that follow are optional.

const STREET_TYPES =
  'street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr|way|court|ct|place|pl|terrace|ter|parkway|pkwy|highway|hwy|circle|cir|square|sq|trail|trl|plaza|alley|row|crescent|close';
const STREET = new RegExp(
  `\\b\\d{1,6}[A-Za-z]?(?:-\\d{1,6})?\\s+(?:[A-Za-z0-9][\\w'.-]*\\s+){0,4}?(?:${STREET_TYPES})\\b\\.?`,
  'gi',
);
const UNIT =
  /^,?\s*(?:apt|apartment|flat|unit|suite|ste|floor|fl|bay|building|bldg|room|rm|lot|level|dock|hangar|stall|office|#)\.?\s*#?[\w-]+/i;
// A town's words; a state or province code ("NSW", "OH") is left for STATE_ZIP with its postcode.
const PLACE_PART =
  /^,?\s*(?![A-Z]{2,3}\b)[A-Z][A-Za-z.'-]*(?![\w])(?:\s+(?![A-Z]{2,3}\b)[A-Z][A-Za-z.'-]*(?![\w])){0,2}/;
// A US state and ZIP, a Canadian province and postcode ("ON M5V 2A9"), or a UK postcode ("M14 5RT").
const STATE_ZIP =
  /^,?\s*[A-Z]{2,3}(?:\s+(?:\d{5}(?:-\d{4})?|\d{4}|[A-Z]\d[A-Z]\s?\d[A-Z]\d))?\b|^,?\s*\d{5}(?:-\d{4})?\b|^,?\s*[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|^,?\s*[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/;
// "Queen Street West", "Main St NW": a direction after the street type belongs to the street.
const DIRECTION = /^\s+(?:North|South|East|West|N|S|E|W|NE|NW|SE|SW)\b\.?(?!\s*\d|\s+of\b)/;
// "Unit 12, 450 Queen Street", "flat 4, 27 Albert Road", "unit 3 at 901 Lamar Blvd": a unit typed first.
// Also "the unit is 3B at ...", a shop or office in a building ("Shop 4, 218 King Street") and
// several units of one building ("units 1A, 1B and 2A at ...").
const UNIT_ID = String.raw`#?(?:\d+[A-Za-z]?|[A-Za-z]\d*)`;
const UNIT_FIRST = new RegExp(
  String.raw`\b(apt|apartments?|flats?|units?|suites?|ste|shops?|offices?)\.?(?:\s+(?:is|are|number|no\.?))?\s*(${UNIT_ID}(?:\s*(?:,|&|and|,\s*and)\s*${UNIT_ID}){0,7})\s*(?:,|at|-|–|in)?\s*$`,
  'i',
);
// Words that show the number counts something ("2 bedroom apartment on Oak Street").
const NOT_STREET_WORDS =
  /^(?:on|at|in|the|a|an|for|of|and|to|with|by|my|our|your|his|her|their|its|bedroom|bedrooms|bed|bath|baths|room|rooms|apartment|house|home|unit|units|month|months|year|years|day|days|week|weeks|people|hours?)$/i;
// "310 Rue Saint-Paul", "12 Calle Mayor", "5 Via Roma": the street type before the name.
const TYPE_FIRST =
  /\b\d{1,6}[A-Za-z]?,?\s+(?:rue|avenue|boulevard|chemin|calle|avenida|via|viale|rua|place)\s+(?:(?:de|du|des|la|le|del|di)\s+)?\p{Lu}[\p{L}'’-]*(?:[\s-]+\p{Lu}[\p{L}'’-]*){0,3}/giu;
const PO_BOX = /\bP\.?\s?O\.?\s+Box\s+\d+(?:,\s*[A-Z][A-Za-z.' -]{1,40})?/gi;

function extendTail(text: string, end: number): number {
  let cursor = end;
  const direction = DIRECTION.exec(text.slice(cursor));
  if (direction) cursor += direction[0].length;
  const unit = UNIT.exec(text.slice(cursor));
  if (unit) cursor += unit[0].length;
  for (let parts = 0; parts < 3; parts += 1) {
    const rest = text.slice(cursor);
    const stateZip = STATE_ZIP.exec(rest);
    if (stateZip) {
      cursor += stateZip[0].length;
      break;
    }
    const place = /^,/.test(rest) ? PLACE_PART.exec(rest) : null;
    if (!place) break;
    cursor += place[0].length;
  }
  return cursor;
}

export function findAddresses(text: string): Mention[] {
  const found: Mention[] = [];
  const street = new RegExp(STREET.source, STREET.flags);
  for (let match = street.exec(text); match; match = street.exec(text)) {
    const start = match.index;
    const middle = match[0].split(/\s+/).slice(1, -1);
    if (middle.some((word) => NOT_STREET_WORDS.test(word) || /^\d/.test(word))) {
      // Retry just after this number: "2026 to 9 Harbor Road" still holds "9 Harbor Road".
      street.lastIndex = start + 1;
      continue;
    }
    const end = extendTail(text, start + match[0].length);
    const unit = UNIT_FIRST.exec(text.slice(Math.max(0, start - 60), start));
    const unitText = unit
      ? `${(unit[1] ?? '').charAt(0).toUpperCase()}${(unit[1] ?? '').slice(1)} ${(unit[2] ?? '').replace(/\s+/g, ' ')}, `
      : '';
    found.push({
      value: unitText + text.slice(start, end).replace(/\s+/g, ' ').replace(/[.,]$/, '').trim(),
      start: unit ? start - unit[0].length : start,
      end,
    });
    street.lastIndex = end;
  }
  for (const match of text.matchAll(TYPE_FIRST)) {
    if (found.some((other) => match.index < other.end && other.start < match.index + match[0].length))
      continue;
    const end = extendTail(text, match.index + match[0].length);
    found.push({ value: text.slice(match.index, end).replace(/\s+/g, ' ').trim(), start: match.index, end });
  }
  for (const match of text.matchAll(PO_BOX))
    found.push({ value: match[0].trim(), start: match.index, end: match.index + match[0].length });
  return found.sort((a, b) => a.start - b.start);
}
