import { describe, expect, it } from 'vitest';
import { describeFacts, generateContract } from '@contract-engine/builder';
import { clauseRows, detailFields, fieldFor, fieldInputId } from './detail-fields';

const declaration = describeFacts('service-agreement');
if (!declaration) throw new Error('the service agreement is a declared type');

describe('detail fields', () => {
  it('gives each party one row holding its legal form, parties first', () => {
    const fields = detailFields(declaration, []);
    expect(fields.slice(0, 2).map((field) => field.declaration.key)).toEqual([
      'CLIENT NAME',
      'SERVICE PROVIDER NAME',
    ]);
    expect(fields[0]?.form?.declaration.key).toBe('CLIENT TYPE');
    expect(fields.some((field) => field.declaration.key === 'CLIENT TYPE')).toBe(false);
    expect(fieldFor(fields, 'PROVIDER TYPE')?.declaration.key).toBe('SERVICE PROVIDER NAME');
  });

  it('counts a value the contract holds as given when the conversation has none', () => {
    const fields = detailFields(declaration, [{ key: 'PAYMENT AMOUNT', value: '', status: 'asked' }], {
      'PAYMENT AMOUNT': '$900',
    });
    expect(fieldFor(fields, 'PAYMENT AMOUNT')?.state).toEqual({
      key: 'PAYMENT AMOUNT',
      value: '$900',
      status: 'given',
    });
    expect(fieldFor(fields, 'START DATE')?.state.status).toBe('marker');
  });

  it('marks a removable clause removed when its heading left the contract; none before a draft', () => {
    const content = 'SERVICE AGREEMENT\n\n1. SERVICES\n\nWork.\n\n2. CONFIDENTIALITY\n\nSecrets.';
    const rows = clauseRows(declaration, content);
    expect(rows.find((row) => row.clause.id === 'CONFIDENTIALITY')?.removed).toBe(false);
    expect(rows.find((row) => row.clause.id === 'TERMINATION')?.removed).toBe(true);
    expect(rows.some((row) => row.clause.id === 'SERVICES')).toBe(false);
    expect(clauseRows(declaration, null)).toEqual([]);
  });

  it("reads a British contract's clauses under their British headings", () => {
    const british = describeFacts('mutual-nda', 'en-GB');
    if (!british) throw new Error('the mutual NDA is a declared type');
    const content = generateContract('mutual-nda', {}, { locale: 'en-GB' }).content;
    const row = clauseRows(british, content).find((candidate) => /^NO LICEN/.test(candidate.clause.id));
    expect(row).toMatchObject({ clause: { id: 'NO LICENCE OR OBLIGATION' }, removed: false });
  });

  it('makes input ids from keys', () => {
    expect(fieldInputId('SERVICE PROVIDER NAME')).toBe('fact-service-provider-name');
  });
});
