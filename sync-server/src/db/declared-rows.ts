import type { DeclaredField } from '@shared-schema';

// The row mapping of a synced entity, derived from its field declaration (shared-schema synced-fields):
// camelCase fields <-> snake_case columns, jsonb and timestamptz. Owner modules use it for their table,
// so a declared field is read and written without a list of columns in the repository.

/**
 * Column values of the given fields present in `values` (undefined is left out). jsonb goes as JSON text
 * to knex, as a plain object where the whole row is sent as JSON (the sync engine's batched update).
 */
export function toColumns(
  fields: readonly DeclaredField[],
  values: object,
  jsonb: 'text' | 'object' = 'text',
): Record<string, unknown> {
  const given = new Map(Object.entries(values));
  const columns: Record<string, unknown> = {};
  for (const field of fields) {
    const value = given.get(field.name);
    if (value === undefined) continue;
    columns[field.column] =
      field.store === 'json' && jsonb === 'text' && value !== null ? JSON.stringify(value) : value;
  }
  return columns;
}

/** The declared fields of a row (pg gives timestamptz as Date, jsonb parsed): ISO text for times. */
export function fromRow(
  fields: readonly DeclaredField[],
  row: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field.column in row)) continue;
    const value = row[field.column];
    out[field.name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * A select list that answers the fields under their API names, times as the same ISO text as
 * Date.toISOString (both truncate to milliseconds): rows come out of PostgreSQL ready to send, with no
 * per-row mapping in JavaScript (the hottest reads, e.g. the documents list).
 */
export function selectFields(fields: readonly DeclaredField[]): string {
  return fields
    .map((field) => {
      const column = `"${field.column}"`;
      const value =
        field.store === 'time'
          ? `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : column;
      return `${value} as "${field.name}"`;
    })
    .join(', ');
}
