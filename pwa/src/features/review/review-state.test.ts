import { describe, expect, it } from 'vitest';
import { toFreePreview, type ReviewData } from '@shared-schema';
import { analyzeContract } from '@contract-engine';
import { ApiError } from '../../lib/http';
import { mentionsCredits, resultView } from './review-state';
import { creditsRequiredFrom } from '../credits';

const full: ReviewData = analyzeContract(
  'CONSULTING AGREEMENT between Acme Corp ("Client") and Jane Doe ("Consultant"). The Consultant shall deliver a monthly report by the fifth day of each month. The Consultant shall indemnify the Client for any and all claims. Liability is unlimited. This Agreement renews automatically unless notice is given 180 days before renewal.',
);
const empty: ReviewData = { ...full, redFlags: [], plainLanguageExplanations: [], missingClauses: [] };

describe('resultView', () => {
  it('signed in: full when paid, locked otherwise', () => {
    expect(resultView({ signedIn: true, isPaid: true, review: full })).toBe('full');
    expect(resultView({ signedIn: true, isPaid: false, review: toFreePreview(full) })).toBe('locked');
  });
  it('guest: the preview when it has findings to show, blurred samples when it has none', () => {
    expect(resultView({ signedIn: false, isPaid: false, review: toFreePreview(full) })).toBe('guest-preview');
    expect(resultView({ signedIn: false, isPaid: false, review: empty })).toBe('guest-locked');
    // A guest never sees the full state, even with a stray isPaid.
    expect(resultView({ signedIn: false, isPaid: true, review: full })).toBe('guest-preview');
  });
});

describe('creditsRequiredFrom (review actions, 1 credit)', () => {
  const body = {
    currentCredits: 2,
    requiredCredits: 5,
    message: 'Insufficient credits. You have 2 credits, but need 5 credits.',
    code: 'insufficient-credits',
  };
  it('reads the 402 body', () => {
    expect(creditsRequiredFrom(new ApiError(402, JSON.stringify(body), body), 1)).toEqual({
      currentCredits: 2,
      requiredCredits: 5,
    });
  });
  it('reads a serialised RTK Query error', () => {
    expect(
      creditsRequiredFrom(
        {
          status: 402,
          message: `402: ${JSON.stringify(body)}`,
          code: 'insufficient-credits',
          serverMessage: body.message,
        },
        1,
      ),
    ).toEqual({ currentCredits: 2, requiredCredits: 5 });
  });
  it("treats any 'insufficient credit' message as required 1, current 0", () => {
    expect(creditsRequiredFrom(new Error('Insufficient credits for this action'), 1)).toEqual({
      currentCredits: 0,
      requiredCredits: 1,
    });
  });
  it('is null for other failures', () => {
    expect(creditsRequiredFrom(new ApiError(500, 'boom', null), 1)).toBeNull();
    expect(
      creditsRequiredFrom(
        new ApiError(403, '{"message":"Unlock the full analysis first"}', {
          message: 'Unlock the full analysis first',
          code: 'review-not-paid',
        }),
        1,
      ),
    ).toBeNull();
  });
  it('spots errors about credits (no download toast for them)', () => {
    expect(mentionsCredits(new Error('Not enough credits'))).toBe(true);
    expect(mentionsCredits(new Error('Network down'))).toBe(false);
  });
});
