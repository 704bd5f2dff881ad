import { capClock, nextClock, sameValue, type FieldClocks } from './field-clocks';

/**
 * The fields whose value changes, the clocks after the change, and the fields whose clock moved (see
 * field-clocks.ts for the rule). Nothing to write when `moved` is empty.
 */
export type FieldChange<T, F extends keyof T> = {
  changes: Partial<Pick<T, F>>;
  clocks: FieldClocks;
  moved: F[];
};

/**
 * A local write (a user's edit, an assistant turn, a REST call): keeps the fields of `edit` whose value
 * differs from `current`, and moves only their clocks. No changes: `changes` is empty and the clocks are
 * the old ones.
 */
export function applyEdit<T, F extends keyof T & string>(
  current: T,
  clocks: FieldClocks,
  edit: Partial<Pick<T, F>>,
  fields: readonly F[],
  now: number,
): FieldChange<T, F> {
  const changes: Partial<Pick<T, F>> = {};
  const next = { ...clocks };
  const moved: F[] = [];
  for (const field of fields) {
    if (!(field in edit)) continue;
    const value = edit[field];
    if (value === undefined || sameValue(current[field], value)) continue;
    changes[field] = value;
    next[field] = nextClock(clocks[field], now);
    moved.push(field);
  }
  return { changes, clocks: next, moved };
}

/**
 * The server's merge of a pushed document into the stored one, a last-writer-wins register per field:
 * the newer clock wins (the pushed clock capped at now) and brings its value; equal clocks keep the
 * stored value. A newer clock with the value the server already has still moves the clock: skipping it
 * would let an older write that arrives later win, and devices would not converge (the randomized tests
 * found this). A device adopts the server's answer, so it holds exactly what the server holds.
 */
export function mergeFields<T, F extends keyof T & string>(
  stored: T,
  storedClocks: FieldClocks,
  incoming: T,
  incomingClocks: FieldClocks,
  fields: readonly F[],
  now: number,
): FieldChange<T, F> {
  const changes: Partial<Pick<T, F>> = {};
  const next = { ...storedClocks };
  const moved: F[] = [];
  for (const field of fields) {
    const clock = capClock(incomingClocks[field], now);
    if (clock <= (storedClocks[field] ?? 0)) continue;
    next[field] = clock;
    moved.push(field);
    if (!sameValue(stored[field], incoming[field])) changes[field] = incoming[field];
  }
  return { changes, clocks: next, moved };
}
