/**
 * Whether a parsed JSON value holds a NUL character (`\u0000`) in any string or key: PostgreSQL can store
 * it in neither text nor jsonb, so such a value must be refused before a write fails with 500.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
