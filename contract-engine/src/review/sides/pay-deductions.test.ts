import { describe, expect, it } from 'vitest';
import type { RedFlag } from '@shared-schema';
import { analyzeContract } from '../analyze';

// Deductions from wages: flagged for the employee whose pay they come out of, never for the
// employer, and not for deductions the law requires. All text is written for these tests.

const JOB = (...clauses: string[]): string =>
  [
    'EMPLOYMENT AGREEMENT',
    'This employment agreement is made on March 2, 2026 between Juniper Row Hotels Inc., an Ohio corporation (the "Employer"), and Dana Whitcombe, of Columbus, Ohio (the "Employee").',
    '1. Role\n1.1 The Employee shall work as front desk supervisor.',
    '2. Pay\n2.1 The Employer shall pay the Employee a salary of $48,000 per year in monthly instalments.\n2.2 The Employer shall pay the Employee for overtime at one and a half times the hourly rate.',
    ...clauses,
    'This document is the entire agreement between the parties. The laws of the State of Ohio govern it.',
  ].join('\n');

const flags = (text: string, party: string): RedFlag[] => analyzeContract(text, { party }).redFlags;
const deduction = (list: RedFlag[]): RedFlag | undefined => list.find((f) => /deduct/.test(f.title));

describe('deductions from pay', () => {
  const text = JOB(
    '3. Uniforms\n3.1 The Employer may deduct the cost of any lost uniform from the final wages of the Employee.',
  );

  it('flags the employee side as medium, at its clause', () => {
    const f = deduction(flags(text, 'Employee'));
    expect(f?.severity).toBe('medium');
    expect(f?.title).toContain('final pay');
    expect(f?.location).toBe('Section 3.1 Uniforms');
  });

  it('is not flagged for the employer', () => {
    expect(deduction(flags(text, 'Employer'))).toBeUndefined();
  });

  it('reads a passive deduction from the named party pay', () => {
    const passive = JOB(
      "3. Equipment\n3.1 The Employee shall pay for any damage to hotel equipment, which may be deducted from the Employee's salary.",
    );
    expect(deduction(flags(passive, 'Employee'))?.title).toMatch(/deduct costs from your pay/);
  });

  it('does not flag tax or other deductions required by law', () => {
    const tax = JOB(
      '3. Deductions\n3.1 The Employer shall deduct income tax and social security contributions from the salary as required by law.',
    );
    expect(deduction(flags(tax, 'Employee'))).toBeUndefined();
  });
});
