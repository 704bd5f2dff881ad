import { contractDocSchema, versionDocSchema, type ContractDoc, type VersionDoc } from '../sync';
import { creationClocks } from '../sync-rules/field-clocks';
import { CONTRACT_DOC_DECLARED, CONTRACT_EDITABLE_FIELDS } from './contract-fields';
import type { DeclaredField } from './declared-field';
import { VERSION_DECLARED } from './version-fields';

/**
 * Test and benchmark factories, derived from the declarations: a new field appears in every fixture by
 * itself. 'defaults' gives each field its declared default (its sample where it has none, e.g. a name);
 * 'samples' gives every field a client writes its sample, so a round trip shows each one arrived.
 */
export type FactoryValues = 'defaults' | 'samples';

/** What a client writes of a new document: the created and editable fields. */
function writtenValues(fields: readonly DeclaredField[], values: FactoryValues): Record<string, unknown> {
  return Object.fromEntries(
    fields.flatMap((f) => {
      if (f.role === 'server') return f.hasDefault ? [[f.name, f.default]] : [];
      if (f.role !== 'created' && f.role !== 'editable') return [];
      const useSample = values === 'samples' || !f.hasDefault;
      return [[f.name, useSample ? f.sample : f.default]];
    }),
  );
}

/** A new contract document as a device creates it (all field clocks at `now`); `overrides` are not checked. */
export function makeContractDoc(
  overrides: Partial<ContractDoc> = {},
  options: { values?: FactoryValues; now?: number } = {},
): ContractDoc {
  const now = options.now ?? Date.now();
  const iso = new Date(now).toISOString();
  const base = contractDocSchema.parse({
    ...writtenValues(CONTRACT_DOC_DECLARED, options.values ?? 'defaults'),
    id: overrides.id ?? globalThis.crypto.randomUUID(),
    createdAt: iso,
    updatedAt: iso,
    fieldUpdatedAt: creationClocks(CONTRACT_EDITABLE_FIELDS, now),
    _deleted: false,
  });
  return { ...base, ...overrides };
}

/**
 * A version of `contractId` as a device makes it (its declared samples: a person's Details-panel change,
 * made a minute before `now`); `overrides` are not checked.
 */
export function makeVersionDoc(
  contractId: string,
  overrides: Partial<VersionDoc> = {},
  options: { now?: number } = {},
): VersionDoc {
  const base = versionDocSchema.parse({
    ...writtenValues(VERSION_DECLARED, 'samples'),
    id: globalThis.crypto.randomUUID(),
    contractId,
    authorKind: 'person',
    cause: 'details',
    restoredFrom: null,
    createdAt: new Date((options.now ?? Date.now()) - 60_000).toISOString(),
    _deleted: false,
  });
  return { ...base, ...overrides };
}
