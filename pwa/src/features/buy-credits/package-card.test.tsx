import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { CREDIT_PACKAGES } from '@shared-schema';
import { PackageCard } from './package-card';
import { FREE_TRIAL_ID } from './package-format';

const trial = CREDIT_PACKAGES.find((p) => p.id === FREE_TRIAL_ID);

describe('the free trial card', () => {
  it('offers Start Free Trial to a visitor, not to a signed-in user', () => {
    if (!trial) throw new Error('no free trial package');
    const { rerender } = render(
      <MemoryRouter>
        <PackageCard pkg={trial} selected={false} onSelect={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <PackageCard pkg={trial} selected={false} onSelect={vi.fn()} signedIn />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('link', { name: 'Start Free Trial' })).not.toBeInTheDocument();
    expect(screen.getByText('Included with your account')).toBeInTheDocument();
  });
});

describe('a package card', () => {
  it('says "1 credit", not "1 credits"', () => {
    const [first] = CREDIT_PACKAGES;
    if (!first) throw new Error('no package');
    render(
      <MemoryRouter>
        <PackageCard pkg={{ ...first, credits: 1 }} selected={false} onSelect={vi.fn()} signedIn />
      </MemoryRouter>,
    );
    expect(screen.getByText('1 credit')).toBeInTheDocument();
    expect(screen.queryByText('1 credits')).not.toBeInTheDocument();
  });
});
