import { fitValue } from '@shared-schema';
import { NO_END_DATE } from './facts/none-values';

// Fills `{{KEY}}`, `{{a KEY}}` and `{{the KEY}}` slots in template text. Unknown facts become the
// spec's `[INSERT KEY]` markers; articles are only added around real values so a marker never
// reads "a [INSERT ...]".

const SLOT = /\{\{(?:(a|the) )?([A-Z0-9]+(?: [A-Z0-9]+)*)\}\}/g;

export function marker(key: string): string {
  return `[INSERT ${key}]`;
}

export function withIndefiniteArticle(value: string): string {
  if (/^(a|an|the)\s/i.test(value)) return value;
  const vowelSound =
    /^[aeio]/i.test(value) ||
    (/^u/i.test(value) && !/^(uni|use|usu)/i.test(value)) ||
    /^(LLC|LLP|S corp)/.test(value);
  return `${vowelSound ? 'an' : 'a'} ${value}`;
}

export function withDefiniteArticle(value: string): string {
  return /^(State|Commonwealth|Province|District|Republic|United|Kingdom|Netherlands|Philippines)\b/.test(
    value,
  )
    ? `the ${value}`
    : value;
}

/** Keys referenced by a template string, in order of appearance. */
export function slotKeys(text: string): string[] {
  return Array.from(text.matchAll(SLOT), (match) => match[2] ?? '');
}

export function renderText(
  text: string,
  facts: Readonly<Record<string, string>>,
  keepMarkers = false,
): string {
  return text.replace(SLOT, (whole: string, article: string | undefined, key: string, offset: number) => {
    const raw = keepMarkers ? '' : (facts[key] ?? '').trim();
    if (!raw) return marker(key);
    if (raw === NO_END_DATE) return noEnd(text.slice(0, offset));
    const value = fitValue(raw, text.slice(offset + whole.length));
    if (article === 'a') return withIndefiniteArticle(value);
    if (article === 'the') return withDefiniteArticle(value);
    return value;
  });
}

/** "continues until {{END DATE}}" with no end date: it runs until a party ends it. */
function noEnd(before: string): string {
  if (/\buntil\s*$/i.test(before)) return 'either party ends it as this Agreement allows';
  if (/\b(?:on|by)\s*$/i.test(before))
    return 'no fixed date (it continues until either party ends it as this Agreement allows)';
  return 'no fixed term, continuing until either party ends it as this Agreement allows';
}
