import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http';
import { CreditsRequiredDialog, creditsRequiredFrom } from './credits-required-dialog';

describe('Credits Required', () => {
  it('reads the amounts of a 402 body, of its text, or falls back to the price', () => {
    const body = {
      message: 'Insufficient credits. You have 1 credits, but need 2 credits.',
      code: 'insufficient-credits',
      currentCredits: 1,
      requiredCredits: 2,
    };
    expect(creditsRequiredFrom(new ApiError(402, JSON.stringify(body), body), 2)).toEqual({
      currentCredits: 1,
      requiredCredits: 2,
    });
    expect(
      creditsRequiredFrom(
        { status: 402, message: `402: ${JSON.stringify(body)}`, code: null, serverMessage: null },
        2,
      ),
    ).toEqual({ currentCredits: 1, requiredCredits: 2 });
    expect(creditsRequiredFrom(new Error('insufficient credit'), 2)).toEqual({
      currentCredits: 0,
      requiredCredits: 2,
    });
    expect(creditsRequiredFrom(new ApiError(500, 'boom', null), 2)).toBeNull();
  });

  it("shows 'You have N credits, but need M credits.' and a way to buy", () => {
    render(
      <MemoryRouter>
        <CreditsRequiredDialog
          state={{ currentCredits: 1, requiredCredits: 2 }}
          onClose={vi.fn()}
          action="download this contract"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Credits Required')).toBeInTheDocument();
    expect(screen.getByText('You have 1 credit, but need 2 credits.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute('href', '/buy-credits');
  });
});
