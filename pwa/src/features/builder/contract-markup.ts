// Turns contract text into preview segments: `[INSERT KEY]` markers stay highlighted until the
// placeholder has a non-empty value (spec 000 section 2), and recently filled values can flash.

import { fitValue } from '@shared-schema';

export type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'marker'; key: string; text: string }
  | { kind: 'value'; key: string; text: string; flash: boolean };

const MARKER = /\[INSERT ([^\]\n]{1,100})\]/g;

function filled(
  placeholders: Readonly<Record<string, string>> | null | undefined,
  key: string,
): string | null {
  const value = placeholders?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits plain text so that occurrences of flashing values become their own segments. */
function splitFlashing(text: string, flashing: ReadonlyMap<string, string>): Segment[] {
  const entries = [...flashing.entries()]
    .filter(([, value]) => value.trim().length > 1)
    .sort((a, b) => b[1].length - a[1].length);
  if (entries.length === 0 || text === '') return text ? [{ kind: 'text', text }] : [];
  const pattern = new RegExp(entries.map(([, value]) => escapeRegExp(value)).join('|'), 'g');
  const segments: Segment[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index;
    if (index > last) segments.push({ kind: 'text', text: text.slice(last, index) });
    const key = entries.find(([, value]) => value === match[0])?.[0] ?? '';
    segments.push({ kind: 'value', key, text: match[0], flash: true });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/**
 * Substitutes markers whose placeholder is a non-empty string and marks the rest. Values of keys in
 * `flashKeys` flash, both where a marker was substituted and where the text already carries the value.
 */
export function markupContract(
  content: string,
  placeholders: Readonly<Record<string, string>> | null | undefined,
  flashKeys: ReadonlySet<string> = new Set(),
): Segment[] {
  const flashing = new Map<string, string>();
  for (const key of flashKeys) {
    const value = filled(placeholders, key);
    if (value) flashing.set(key, value);
  }
  const segments: Segment[] = [];
  let last = 0;
  for (const match of content.matchAll(MARKER)) {
    const key = match[1] ?? '';
    segments.push(...splitFlashing(content.slice(last, match.index), flashing));
    const found = filled(placeholders, key);
    const value = found ? fitValue(found, content.slice(match.index + match[0].length)) : null;
    segments.push(
      value
        ? { kind: 'value', key, text: value, flash: flashKeys.has(key) }
        : { kind: 'marker', key, text: match[0] },
    );
    last = match.index + match[0].length;
  }
  segments.push(...splitFlashing(content.slice(last), flashing));
  return segments;
}

/** The plain text after substitution (what the preview shows). */
export function substitutePlaceholders(
  content: string,
  placeholders: Readonly<Record<string, string>> | null | undefined,
): string {
  return markupContract(content, placeholders)
    .map((segment) => segment.text)
    .join('');
}

/** Keys whose value became a different non-empty string: the ones to flash for 2 seconds. */
export function newlyFilledKeys(
  before: Readonly<Record<string, string>> | null | undefined,
  after: Readonly<Record<string, string>> | null | undefined,
): Set<string> {
  const keys = new Set<string>();
  for (const [key, value] of Object.entries(after ?? {})) {
    if (typeof value === 'string' && value.trim() !== '' && before?.[key] !== value) keys.add(key);
  }
  return keys;
}
