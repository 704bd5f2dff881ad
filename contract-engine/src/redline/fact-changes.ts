/** One fact whose value differs between two versions; null where the fact had no value. */
export interface FactChange {
  key: string;
  label: string;
  before: string | null;
  after: string | null;
}

/** The facts (a contract's filled-in values, by key) that differ between two versions, in key order. */
export function factChanges(
  before: Readonly<Record<string, string>> | null | undefined,
  after: Readonly<Record<string, string>> | null | undefined,
): FactChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  const changes: FactChange[] = [];
  for (const key of keys) {
    const was = valueOf(before, key);
    const now = valueOf(after, key);
    if (was !== now) changes.push({ key, label: factKeyLabel(key), before: was, after: now });
  }
  return changes;
}

/** How one change reads in a sentence: "Rent: 1,000 → 1,200", "Start date set to 1 May", "Deposit removed". */
export function describeFactChange(change: FactChange): string {
  if (change.before === null) return `${change.label} set to ${change.after ?? ''}`;
  if (change.after === null) return `${change.label} removed`;
  return `${change.label}: ${change.before} → ${change.after}`;
}

/**
 * The one-line summary of a version: its changed facts, the longest list that fits `max` characters with
 * "and N more"; `fallback` where no fact changed (the text did).
 */
export function factChangeSummary(changes: readonly FactChange[], fallback: string, max = 300): string {
  if (changes.length === 0) return fallback.slice(0, max);
  const parts = changes.map(describeFactChange);
  for (let shown = parts.length; shown >= 1; shown -= 1) {
    const rest = parts.length - shown;
    const line = parts.slice(0, shown).join('; ') + (rest > 0 ? `; and ${rest} more` : '');
    if (line.length <= max) return line;
  }
  const more = parts.length > 1 ? ` and ${parts.length - 1} more` : '';
  return `${(parts[0] ?? '').slice(0, Math.max(0, max - more.length - 1))}…${more}`;
}

/** "PAYMENT AMOUNT" -> "Payment amount": fact keys are the template's marker names. */
export function factKeyLabel(key: string): string {
  const lower = key.toLowerCase().replace(/_/g, ' ');
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function valueOf(facts: Readonly<Record<string, string>> | null | undefined, key: string): string | null {
  const value = facts?.[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
