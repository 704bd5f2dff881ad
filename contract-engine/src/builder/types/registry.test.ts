import { describe, expect, it } from 'vitest';
import { ContractTypeSummarySchema, FactKeySchema } from '@shared-schema';
import { listContractTypes } from '../list-types';
import { slotKeys } from '../render';
import { CONTRACT_TYPES } from './registry';

function templateText(typeIndex: number): string {
  const type = CONTRACT_TYPES[typeIndex];
  if (!type) return '';
  return [...type.template.preamble, ...type.template.sections.flatMap((section) => section.paragraphs)].join(
    '\n',
  );
}

describe('contract type registry', () => {
  it('offers at least the twelve types small businesses need', () => {
    const ids = CONTRACT_TYPES.map((type) => type.id);
    expect(ids.length).toBeGreaterThanOrEqual(12);
    for (const id of [
      'service-agreement',
      'independent-contractor',
      'consulting',
      'mutual-nda',
      'one-way-nda',
      'residential-lease',
      'commercial-lease',
      'property-management',
      'employment-offer',
      'sale-of-goods',
      'partnership',
      'promissory-note',
      'equipment-rental',
    ]) {
      expect(ids).toContain(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  CONTRACT_TYPES.forEach((type, index) => {
    it(`${type.id}: facts and template agree`, () => {
      const keys = type.facts.map((fact) => fact.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(FactKeySchema.safeParse(key).success, key).toBe(true);
      const used = new Set(slotKeys(templateText(index)));
      for (const key of used) expect(keys, `template uses undeclared ${key}`).toContain(key);
      for (const key of keys)
        expect(
          used.has(key) || type.parties.some((party) => party.nameKey === key),
          `${key} never appears`,
        ).toBe(true);
      for (const party of type.parties) {
        expect(keys).toContain(party.nameKey);
        if (party.typeKey) expect(keys).toContain(party.typeKey);
      }
      expect(type.facts.filter((fact) => fact.required).length).toBeGreaterThanOrEqual(4);
      for (const fact of type.facts) {
        expect(fact.question.trim()).toMatch(/\?|\.$/);
        expect(fact.importance).toBeGreaterThanOrEqual(1);
        expect(fact.importance).toBeLessThanOrEqual(10);
      }
    });
  });

  it('lists serializable summaries', () => {
    const list = listContractTypes();
    expect(list).toHaveLength(CONTRACT_TYPES.length);
    for (const summary of list) expect(ContractTypeSummarySchema.parse(summary)).toEqual(summary);
    expect(JSON.parse(JSON.stringify(list))).toEqual(list);
  });
});
