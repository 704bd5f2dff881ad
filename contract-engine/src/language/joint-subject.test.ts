import { describe, expect, it } from 'vitest';
import { saysJointly } from './joint-subject';

describe('joint subject', () => {
  it('the person and the other side doing the same to each other', () => {
    for (const text of [
      'we both hand over our sales figures',
      'Marlow Foods and I will exchange recipes',
      'we (Tern Robotics Inc.) and Ostrava Labs s.r.o. want to share test results',
      'the two firms will keep each other’s plans secret',
    ])
      expect(saysJointly(text), text).toBe(true);
  });

  it('must not: one side giving to the other', () => {
    for (const text of [
      'I will show my drawings to a manufacturer',
      'we share an office with our accountant and want her to keep our numbers private',
      'the tenant and the landlord sign the lease',
    ])
      expect(saysJointly(text), text).toBe(false);
  });
});
