/**
 * Per-field clocks for field-level last-writer-wins (DESIGN "Sync protocol"). Every synced document whose
 * fields users edit carries `fieldUpdatedAt`: for each user-editable field, the clock (ms) of its last
 * change. The PWA, the server's REST writes, the sync push and the guest transfer all use these functions.
 *
 * The rule, written once:
 * - A write moves the clock of a field only when the field's value really changes. A field written
 *   with the value it already has keeps its clock, so an unchanged field never overrides a newer edit
 *   made on another device (an assistant turn rewrites every field it knows, most of them unchanged).
 * - A moved clock becomes `now`, or one past the field's old clock when that is not older than now: a
 *   write always wins over every state its writer has seen, even with a clock that runs behind.
 * - A clock that arrives from a client is capped at the server's now (a device clock from the future
 *   must not win every later edit).
 */
export type FieldClocks = Record<string, number>;

/** Equal values, where object key order does not count (PostgreSQL's jsonb does not keep it). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValue(item, b[index]));
  }
  const aEntries = Object.entries(a);
  const bMap = new Map(Object.entries(b));
  return (
    aEntries.length === bMap.size &&
    aEntries.every(([key, value]) => bMap.has(key) && sameValue(value, bMap.get(key)))
  );
}

/** The clock of a field changed at `now`. */
export function nextClock(previous: number | undefined, now: number): number {
  return Math.max((previous ?? 0) + 1, now);
}

/** The clocks of a new document: every field written at creation starts at the creation clock. */
export function creationClocks(fields: readonly string[], now: number): FieldClocks {
  return Object.fromEntries(fields.map((field) => [field, now]));
}

/** A clock from a client, capped at the server's now. */
export function capClock(value: number | undefined, now: number): number {
  return Math.min(value ?? 0, now);
}

export function capClocks(clocks: FieldClocks, now: number): FieldClocks {
  return Object.fromEntries(Object.entries(clocks).map(([field, clock]) => [field, capClock(clock, now)]));
}
