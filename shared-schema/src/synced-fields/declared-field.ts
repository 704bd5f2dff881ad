import { z } from 'zod';

/**
 * The one declaration of a synced entity's fields (docs/architecture.md, "Adding a synced field"). Each
 * entity (contract-fields.ts, review-fields.ts, message-fields.ts) lists its fields once, grouped by who
 * writes them; the zod schemas, the server's row mapping, the RxDB schema and its migrations, the sync schema
 * version and the test factories are derived from that list, so a new field is written in one place.
 */

/** How a field is kept in its PostgreSQL column: as it is, as jsonb, or as timestamptz (ISO text outside). */
export type FieldStore = 'plain' | 'json' | 'time';

/**
 * Who writes a field:
 * - key: the document id (client-generated UUIDv7);
 * - created: written once, when the document is created (contract number, a review's text);
 * - editable: user-editable, field-level last-writer-wins with its own clock (shared sync-rules);
 * - server: written only by the server (downloadedAt, isPaid); pushes never change it;
 * - time: createdAt and updatedAt;
 * - apiOnly: in the REST entity only, never replicated (the owner, finalizedAt).
 */
export const FIELD_ROLES = ['key', 'created', 'editable', 'server', 'time', 'apiOnly'] as const;
export type FieldRole = (typeof FIELD_ROLES)[number];

/** What a declared field says beside its zod schema. `z.$output` is the field's own value type. */
export type FieldMeta = {
  /**
   * A valid value other than the default: factories and the round-trip test write it. Every field a client
   * writes (created, editable) has one (synced-fields.test.ts checks).
   */
  sample?: z.$output;
  /** The value of a new document that does not say, and of documents stored before the field existed. */
  default?: z.$output;
  /** A new document's value on a device, where it is not the default (e.g. read from the browser). */
  initial?: () => z.$output;
  store?: FieldStore;
  /** The column, where it is not the field's name in snake_case. */
  column?: string;
  /**
   * The declaration version that added the field (0 or absent: from the start). It moves the entity's sync
   * schema version and its RxDB schema version, and the RxDB migration of that version fills the default.
   */
  since?: number;
};

const fieldMeta = z.registry<FieldMeta>();

/** A declared field: its zod schema (a copy, so a shared schema is never tagged) with its metadata. */
export function field<S extends z.ZodType>(schema: S, meta: NoInfer<z.core.$replace<FieldMeta, S>>): S {
  const copy = schema.clone();
  fieldMeta.add(copy, meta);
  return copy;
}

/** The fields of an entity, grouped by role; every group is a zod shape, so schemas are spread from it. */
export type FieldGroups = { [R in FieldRole]?: z.ZodRawShape };

export type DeclaredField = {
  name: string;
  role: FieldRole;
  column: string;
  store: FieldStore;
  since: number;
  schema: z.core.$ZodType;
  sample: unknown;
  hasDefault: boolean;
  default: unknown;
  initial: (() => unknown) | undefined;
};

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** Every declared field of an entity with its metadata, in declaration order of the groups. */
export function declaredFields(groups: FieldGroups): DeclaredField[] {
  return FIELD_ROLES.flatMap((role) =>
    Object.entries(groups[role] ?? {}).map(([name, schema]): DeclaredField => {
      const meta = fieldMeta.get(schema);
      // A zod default (a field added later has one) is the field's default unless the metadata names one.
      const implicit = z.safeParse(schema, undefined);
      const metaDefault = meta !== undefined && 'default' in meta;
      return {
        name,
        role,
        column: meta?.column ?? snakeCase(name),
        store: meta?.store ?? (role === 'time' ? 'time' : 'plain'),
        since: meta?.since ?? 0,
        schema,
        sample: meta?.sample,
        hasDefault: metaDefault || (implicit.success && implicit.data !== undefined),
        default: metaDefault ? meta.default : implicit.data,
        initial: meta?.initial,
      };
    }),
  );
}

/** The declaration version of an entity: the newest `since` of its fields. */
export function declarationVersion(fields: readonly DeclaredField[]): number {
  return Math.max(0, ...fields.map((f) => f.since));
}

/** The names of a group, typed by the group's own keys. */
export function groupKeys<G extends z.ZodRawShape>(group: G): Array<keyof G & string> {
  return Object.keys(group).filter((key): key is keyof G & string => key in group);
}

/** Default values of the given fields (those that declare one). */
export function defaultValues(fields: readonly DeclaredField[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.hasDefault).map((f) => [f.name, f.default]));
}

/** A new document's values on a device: `initial()` where declared, else the default. */
export function initialValues(fields: readonly DeclaredField[]): Record<string, unknown> {
  return Object.fromEntries(
    fields
      .filter((f) => f.initial !== undefined || f.hasDefault)
      .map((f) => [f.name, f.initial ? f.initial() : f.default]),
  );
}

/** The declared sample of every field that has one: a document as unlike the defaults as the schema allows. */
export function sampleValues(fields: readonly DeclaredField[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((f) => f.sample !== undefined).map((f) => [f.name, f.sample]));
}

/**
 * The RxDB migration strategies a declaration implies from `base` on: local schema version base + k fills
 * the defaults of the fields added in declaration version k (a document stored before has none).
 */
export function fieldMigrations(
  fields: readonly DeclaredField[],
  base: number,
): Record<number, (doc: Record<string, unknown>) => Record<string, unknown>> {
  const out: Record<number, (doc: Record<string, unknown>) => Record<string, unknown>> = {};
  for (let version = 1; version <= declarationVersion(fields); version++) {
    const added = defaultValues(fields.filter((f) => f.since === version));
    out[base + version] = (doc) => ({ ...added, ...doc });
  }
  return out;
}

/** The values of the given fields: as given, or the declared default where the value is missing. */
export function withDefaults(fields: readonly DeclaredField[], values: object): Record<string, unknown> {
  const given = new Map(Object.entries(values));
  return Object.fromEntries(
    fields.flatMap((f) => {
      const value = given.get(f.name);
      if (value !== undefined) return [[f.name, value]];
      return f.hasDefault ? [[f.name, f.default]] : [];
    }),
  );
}

/** The given fields of `source` (where present), typed: copies a document's fields into another write. */
export function pickFields<T extends object, F extends keyof T & string>(
  source: T,
  fields: readonly F[],
): Partial<Pick<T, F>> {
  const out: Partial<Pick<T, F>> = {};
  for (const name of fields) if (source[name] !== undefined) out[name] = source[name];
  return out;
}
