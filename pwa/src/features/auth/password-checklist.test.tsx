import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordChecklist } from './password-checklist';

describe('PasswordChecklist', () => {
  it('marks each rule live', () => {
    const { rerender } = render(<PasswordChecklist id="rules" password="" />);
    const labels = [
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character',
    ];
    for (const label of labels)
      expect(screen.getByText(label).closest('li')).toHaveAttribute('data-met', 'false');
    rerender(<PasswordChecklist id="rules" password="abcdefgh" />);
    expect(screen.getByText('At least 8 characters').closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('One lowercase letter').closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('One uppercase letter').closest('li')).toHaveAttribute('data-met', 'false');
    rerender(<PasswordChecklist id="rules" password="Abcdefg1!" />);
    for (const label of labels)
      expect(screen.getByText(label).closest('li')).toHaveAttribute('data-met', 'true');
  });
});
