import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../components/ui/toast/toast-store';
import { NameCard } from './name-card';

describe('name card', () => {
  it('uses the user wording and submits the trimmed name on Enter', () => {
    const onSubmit = vi.fn();
    render(<NameCard isGuest={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'Create New Contract' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Create Contract' });
    expect(button).toBeDisabled();
    const input = screen.getByRole('textbox', { name: 'Contract Name' });
    fireEvent.change(input, { target: { value: '  Lease  ' } });
    expect(button).toBeEnabled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).toHaveBeenCalledWith('Lease');
  });

  it('uses the guest wording with the sign-up note, and a blank name gets the toast instead', () => {
    const onSubmit = vi.fn();
    render(<NameCard isGuest onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'Start Your Contract' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Building' })).toBeDisabled();
    expect(screen.getByText(/Sign up later/)).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Contract Name' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      title: 'Contract Name Required',
      description: 'Please provide a name for your contract.',
    });
  });
});
