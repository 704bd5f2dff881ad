import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractDocSchema, SYNC_SCHEMA_VERSIONS } from '../sync';
import { CONTRACT_DOC_DECLARED, CONTRACT_FIELDS } from './contract-fields';
import {
  declarationVersion,
  declaredFields,
  field,
  fieldMigrations,
  initialValues,
  snakeCase,
  withDefaults,
} from './declared-field';
import { MESSAGE_DECLARED } from './message-fields';
import { REVIEW_DECLARED } from './review-fields';
import { VERSION_DECLARED } from './version-fields';
import { makeContractDoc } from './synced-factories';

const ALL = [CONTRACT_DOC_DECLARED, REVIEW_DECLARED, MESSAGE_DECLARED, VERSION_DECLARED];

describe('declared synced fields', () => {
  it('give every field a client writes a sample, and every field added later a default', () => {
    for (const fields of ALL)
      for (const f of fields) {
        if (f.role === 'created' || f.role === 'editable') expect(f.sample, f.name).toBeDefined();
        // Data written before the field existed (rows, local documents, guest drafts) must still read.
        if (f.since > 0) expect(z.safeParse(f.schema, undefined).success, f.name).toBe(true);
      }
  });

  it('derive columns, roles and defaults from one declaration', () => {
    const fields = declaredFields({
      key: { id: z.uuid() },
      editable: {
        colourName: field(z.string().default('blue'), { sample: 'red', since: 2 }),
        note: field(z.string().nullable(), {
          default: null,
          sample: 'n',
          column: 'remark',
          initial: () => 'hi',
        }),
      },
      server: { paidAt: field(z.string().nullable(), { default: null, sample: 'x', store: 'time' }) },
    });
    expect(fields.map((f) => [f.name, f.role, f.column, f.store])).toEqual([
      ['id', 'key', 'id', 'plain'],
      ['colourName', 'editable', 'colour_name', 'plain'],
      ['note', 'editable', 'remark', 'plain'],
      ['paidAt', 'server', 'paid_at', 'time'],
    ]);
    expect(declarationVersion(fields)).toBe(2);
    expect(withDefaults(fields, { note: 'kept' })).toEqual({
      colourName: 'blue',
      note: 'kept',
      paidAt: null,
    });
    expect(initialValues(fields)).toEqual({ colourName: 'blue', note: 'hi', paidAt: null });
    // Local version base+2 fills the field added in declaration version 2; version base+1 adds nothing.
    const migrations = fieldMigrations(fields, 3);
    expect(Object.keys(migrations)).toEqual(['4', '5']);
    expect(migrations[4]?.({ id: 'a' })).toEqual({ id: 'a' });
    expect(migrations[5]?.({ id: 'a' })).toEqual({ id: 'a', colourName: 'blue' });
    expect(migrations[5]?.({ id: 'a', colourName: 'green' })).toEqual({ id: 'a', colourName: 'green' });
    expect(snakeCase('fieldUpdatedAt')).toBe('field_updated_at');
  });

  it('move the sync schema version with the declaration', () => {
    expect(SYNC_SCHEMA_VERSIONS.contracts).toBe(1 + declarationVersion(CONTRACT_DOC_DECLARED));
    expect(SYNC_SCHEMA_VERSIONS.reviews).toBe(1 + declarationVersion(REVIEW_DECLARED));
    expect(SYNC_SCHEMA_VERSIONS.messages).toBe(2 + declarationVersion(MESSAGE_DECLARED));
    expect(SYNC_SCHEMA_VERSIONS.versions).toBe(1 + declarationVersion(VERSION_DECLARED));
  });

  it('build whole documents for tests, with every declared field', () => {
    const doc = makeContractDoc({}, { values: 'samples' });
    expect(contractDocSchema.parse(doc)).toEqual(doc);
    for (const f of CONTRACT_DOC_DECLARED) expect(doc).toHaveProperty(f.name);
    expect(doc.locale).toBe(CONTRACT_FIELDS.editable.locale.parse('en-GB'));
    expect(makeContractDoc().locale).toBe('en-US');
  });
});
