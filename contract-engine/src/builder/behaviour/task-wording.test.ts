import { describe, expect, it } from 'vitest';
import { extractFacts } from '../extract/extract-facts';
import { chat } from './chat-script';

// The task as the person tells it: found past the description of their own business, and how
// often it is done kept in the task rather than read as when it is paid.

describe('the task, told after the business', () => {
  it('reads the task a client wants done after the user describes their own business', () => {
    const facts = extractFacts(
      'I run a little window washing firm, Clearview Panes LLC. A veterinary clinic wants us to clean their windows every other Friday.',
      'service-agreement',
    );
    expect(facts['SERVICE DESCRIPTION']).toMatch(/^clean their windows/);
  });

  it('keeps "two mornings a week" in the task and asks when it is paid', () => {
    const { turn } = chat([
      'Service agreement: I run Clearview Panes LLC. Harlow Dental LLC wants us to clean their windows two mornings a week for a flat $1,300.',
    ]);
    expect(turn.facts['SERVICE DESCRIPTION']).toMatch(/two mornings a week/);
    expect(turn.facts['PAYMENT SCHEDULE']).toBeUndefined();
  });

  it('must not: drop a schedule said again outside the task', () => {
    const { turn } = chat([
      'Service agreement: I run Clearview Panes LLC. Harlow Dental LLC wants us to clean their windows once a week, for $80 per visit, billed weekly.',
    ]);
    expect(turn.facts['PAYMENT SCHEDULE']).toMatch(/week/);
  });
});
