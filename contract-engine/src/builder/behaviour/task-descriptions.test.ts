import { describe, expect, it } from 'vitest';
import { cleanDescription } from '../extract/description';
import { extractFacts } from '../extract/extract-facts';

// The work keeps all its parts: a count inside a task ("for 9 staff") and the last item of a list ("and the
// quarterly returns") stay; a price, a length or a new clause after the task go. The user's own premises
// ("we run three cafes") are no task of the other side.

describe('task descriptions', () => {
  it('keeps a count inside the task and the last item of a list', () => {
    expect(cleanDescription('weekly payroll for 9 staff, invoicing, and the quarterly returns')).toBe(
      'weekly payroll for 9 staff, invoicing, and the quarterly returns',
    );
  });

  it('must not: keep a price, a length or another clause after the task', () => {
    expect(cleanDescription('tidy the garden beds for $400 a month')).toBe('tidy the garden beds');
    expect(cleanDescription('update the booking site for 3 months')).toBe('update the booking site');
    expect(cleanDescription('paint the hallway, and the client pays for the paint')).toBe(
      'paint the hallway',
    );
    expect(cleanDescription('service the boilers at 90 an hour')).toBe('service the boilers');
  });

  it("must not: take the user's own premises for the contractor's work", () => {
    const facts = extractFacts(
      'We run three cafes in Leeds. The contractor is Omar Haddad.',
      'independent-contractor',
    );
    expect(facts['SCOPE OF WORK']).toBeUndefined();
    const owned = extractFacts('I own two salons and need a cleaner', 'independent-contractor');
    expect(owned['SCOPE OF WORK'] ?? '').not.toMatch(/salons/);
  });
});
