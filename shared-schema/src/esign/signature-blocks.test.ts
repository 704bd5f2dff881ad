import { describe, expect, it } from 'vitest';
import { samePartyLabel, signatureBlocks } from './signature-blocks';

const TEXT = [
  'IN WITNESS WHEREOF the parties sign.',
  '',
  'LANDLORD',
  'Signature: ____________',
  'Name: Maple Homes LLC',
  'Date: ____________',
  '',
  'TENANT',
  'Signature: ____________',
  'Name: [INSERT TENANT NAME]',
].join('\n');

describe('signatureBlocks', () => {
  it('finds each block with its party, its name and the line to sign on', () => {
    expect(signatureBlocks(TEXT)).toEqual([
      { party: 'LANDLORD', name: 'Maple Homes LLC', signatureLine: 3 },
      { party: 'TENANT', name: '', signatureLine: 8 },
    ]);
  });

  it('takes an unfilled name from the filled-in values', () => {
    expect(signatureBlocks(TEXT, { 'TENANT NAME': 'Jo Renter' })[1]?.name).toBe('Jo Renter');
  });

  it('compares party labels without case or spacing', () => {
    expect(samePartyLabel(' Service  provider', 'SERVICE PROVIDER')).toBe(true);
    expect(samePartyLabel('CLIENT', 'CLIENTS')).toBe(false);
  });
});
