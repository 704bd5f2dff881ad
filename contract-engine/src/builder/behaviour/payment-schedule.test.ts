import { describe, expect, it } from 'vitest';
import { findPaymentSchedule } from '../extract/payment-schedule';
import { chat } from './chat-script';

// A payment schedule that names both a period and the unit of work billed ("monthly, invoiced after each visit")
// keeps both: the period is when the money falls due, the unit what each invoice covers.

const schedule = (text: string) => findPaymentSchedule(text)?.value;

describe('a period and a unit of work in one payment schedule', () => {
  it('keeps the period said beside the unit, before or after it', () => {
    expect(schedule('monthly, invoice after each visit')).toBe('monthly, invoiced after each visit');
    expect(schedule('after each session, billed monthly')).toBe('monthly, invoiced after each session');
    expect(schedule('billed weekly, after every lesson')).toBe('weekly, invoiced after every lesson');
    expect(schedule('quarterly and paid after each service')).toBe('quarterly, invoiced after each service');
  });

  it('answers the schedule question with both in the contract', () => {
    const { turn } = chat([
      'Service agreement: I am Rhea Patel, a pool cleaner, my client is Bayview Apartments LLC. Pool cleaning twice a month, $95 per visit.',
      'monthly, invoiced after each visit',
    ]);
    expect(turn.facts['PAYMENT SCHEDULE']).toBe('monthly, invoiced after each visit');
  });

  it('must not: take how often the work is done for when it is paid', () => {
    expect(schedule('a clean every week, paid after each clean')).toBe('after each clean');
    expect(schedule('she pays after each class')).toBe('after each class');
    expect(schedule('Weekly lessons at the studio. Paid after each lesson.')).toBe('after each lesson');
  });
});
