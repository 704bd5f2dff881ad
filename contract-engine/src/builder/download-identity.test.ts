import { describe, expect, it } from 'vitest';
import { changesDownloadIdentity, downloadIdentity } from './download-identity';

const paid = {
  type: 'consulting',
  placeholders: {
    'CLIENT NAME': 'Northwind Traders LLC',
    'CONSULTANT NAME': 'Priya Raman',
    'CONSULTING FEE': '$4,000 per month',
  },
};

describe('download identity (what a paid download covers)', () => {
  it('keeps the same contract through edits of terms, wording and name spelling of case or punctuation', () => {
    const edited = {
      type: 'consulting',
      placeholders: {
        'CLIENT NAME': 'NORTHWIND TRADERS, LLC.',
        'CONSULTANT NAME': ' Priya  Raman ',
        'CONSULTING FEE': '$4,500 per month',
        JURISDICTION: 'Oregon',
      },
    };
    expect(changesDownloadIdentity(paid, edited)).toBe(false);
  });

  it('makes another contract when a party changes or a party is named for the first time', () => {
    const otherClient = { ...paid, placeholders: { ...paid.placeholders, 'CLIENT NAME': 'Contoso Ltd' } };
    expect(changesDownloadIdentity(paid, otherClient)).toBe(true);
    const { 'CONSULTANT NAME': _gone, ...withoutConsultant } = paid.placeholders;
    expect(changesDownloadIdentity({ ...paid, placeholders: withoutConsultant }, paid)).toBe(true);
  });

  it('makes another contract when the type changes', () => {
    expect(changesDownloadIdentity(paid, { ...paid, type: 'service-agreement' })).toBe(true);
  });

  it('reads the parties of a type the builder does not declare from its NAME placeholders', () => {
    const foreign = { type: 'memorandum', placeholders: { 'LENDER NAME': 'Bank A', 'LOAN AMOUNT': '$5' } };
    expect(downloadIdentity(foreign)).toEqual({ type: 'memorandum', parties: { 'LENDER NAME': 'bank a' } });
    expect(
      changesDownloadIdentity(foreign, {
        ...foreign,
        placeholders: { ...foreign.placeholders, 'LOAN AMOUNT': '$9' },
      }),
    ).toBe(false);
    expect(downloadIdentity({ type: null, placeholders: null })).toEqual({ type: null, parties: {} });
  });
});
