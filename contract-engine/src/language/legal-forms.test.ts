import { describe, expect, it } from 'vitest';
import { entityTypeFromName, hasLegalForm, legalFormIn } from './legal-forms';

describe('legal forms', () => {
  it('reads the kind of company from a name', () => {
    expect(entityTypeFromName('Acme Widgets LLC')).toBe('limited liability company');
    expect(entityTypeFromName('Northwind Traders, Inc.')).toBe('corporation');
    expect(entityTypeFromName('Harbour Foods Pty Ltd')).toBe('limited company');
    expect(entityTypeFromName('Greenleaf Landscaping Limited')).toBe('limited company');
    expect(entityTypeFromName('Hollis & Vance Partners, L.P.')).toBe('limited partnership');
  });

  it('knows a company whose suffix names no kind', () => {
    expect(hasLegalForm('Harbor Bank, N.A.')).toBe(true);
    expect(hasLegalForm('Brightway Cleaning Co.')).toBe(true);
    expect(entityTypeFromName('Brightway Cleaning Co.')).toBeNull();
  });

  it('reads no legal form inside a name or from a lone word', () => {
    expect(hasLegalForm('Limited Edition Prints')).toBe(false);
    expect(entityTypeFromName('Priya Shah')).toBeNull();
    expect(legalFormIn('the hours are limited to 20')).toBeNull();
  });
});
