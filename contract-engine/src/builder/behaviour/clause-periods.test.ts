import { describe, expect, it } from 'vitest';
import { chat, DRAFTED_SERVICE } from './chat-script';

// Fixed periods the templates state (a cure period, how long confidentiality lasts, a late-fee grace period, a
// warranty) are facts with the template's usual value: an edit by their label or a synonym lands and is confirmed
// with the old and new value; a bare length elsewhere never becomes one of them (decision 0405).

const LEASE = [
  'Residential lease. I am the landlord, Paul Grant; the tenant is Mia Wong. The property is 14 Elm Street, Salem, OR 97301. Rent $1,650 a month due on the 1st by bank transfer, deposit $1,650. 12 month lease from April 1, 2026. Oregon law.',
  'Draft it now',
];

const GOODS = [
  'I need a sale of goods agreement. I am Ines Ford, seller, and the buyer is Lakeside Print Co.',
  'Selling 3 laser printers for $2,400, paid on delivery by bank transfer. Delivery on April 20, 2026 to 5 Harbour Road, Portland, OR 97201. Oregon law.',
  'Draft it now',
];

describe('clause periods as facts', () => {
  it('changes the cure period and the confidentiality period of a service agreement', () => {
    const cure = chat([...DRAFTED_SERVICE, 'make the cure period 20 days']).turn;
    expect(cure.facts['CURE PERIOD']).toBe('20 days');
    expect(cure.message).toContain('cure period is now 20 days (was ten (10) days)');
    expect(cure.contract?.content).toContain('does not cure the breach within 20 days after receiving');
    const secret = chat([...DRAFTED_SERVICE, 'Change the confidentiality period to 5 years.']).turn;
    expect(secret.facts['CONFIDENTIALITY PERIOD']).toBe('5 years');
    expect(secret.contract?.content).toContain('survives the end of this Agreement for 5 years.');
  });

  it("changes a lease's grace period and a sale's warranty", () => {
    const lease = chat([...LEASE, 'the grace period should be 3 days']).turn;
    expect(lease.facts['GRACE PERIOD']).toBe('3 days');
    expect(lease.contract?.content).toContain('Rent received more than 3 days after the due date');
    expect(lease.facts['LEASE TERM']).toMatch(/12 months/);
    const goods = chat([...GOODS, 'change the warranty to 6 months']).turn;
    expect(goods.facts['WARRANTY PERIOD']).toBe('6 months');
    expect(goods.contract?.content).toContain('free from material defects for 6 months after delivery');
  });

  it('keeps the usual wording until changed, never asked and never a marker', () => {
    const { turn } = chat(LEASE);
    expect(turn.contract?.content).toContain('more than five (5) days after the due date');
    expect(turn.missingFacts).not.toContain('GRACE PERIOD');
    expect(turn.contract?.content).not.toContain('[INSERT GRACE PERIOD]');
  });

  it('must not: take the lease term, a payment deadline or the notice for a clause period', () => {
    const term = chat([...LEASE, 'make it a 6 month lease instead']).turn;
    expect(term.facts['GRACE PERIOD']).toBe('five (5) days');
    const notice = chat([...DRAFTED_SERVICE, 'make the notice period 60 days']).turn;
    expect(notice.facts['CURE PERIOD']).toBe('ten (10) days');
    expect(notice.facts['CONFIDENTIALITY PERIOD']).toBe('two (2) years');
  });
});
