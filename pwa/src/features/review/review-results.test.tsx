import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { toFreePreview, type ReviewData } from '@shared-schema';
import { analyzeContract } from '@contract-engine';
import { ReviewResults } from './review-results';
import type { ResultView } from './review-state';

const full: ReviewData = analyzeContract(
  'CONSULTING AGREEMENT between Acme Corp ("Client") and Jane Doe ("Consultant"). The Consultant shall deliver a monthly report by the fifth day of each month. The Consultant shall indemnify the Client for any and all claims. Liability is unlimited. This Agreement renews automatically unless notice is given 180 days before renewal.',
);

function show(
  view: ResultView,
  review: ReviewData,
  extra: { canUnlock?: boolean; onUnlock?: () => void } = {},
) {
  render(
    <MemoryRouter>
      <ReviewResults
        review={review}
        view={view}
        canUnlock={extra.canUnlock ?? true}
        unlocking={false}
        onUnlock={extra.onUnlock ?? (() => undefined)}
        onDownload={() => undefined}
      />
    </MemoryRouter>,
  );
}

const blurredTitles = () =>
  screen.queryAllByTestId('blurred-card').map((card) => within(card).getByRole('heading').textContent);

describe('ReviewResults', () => {
  it('always shows the analysis and key terms summary', () => {
    show('locked', toFreePreview(full));
    expect(screen.getByText('Contract Analysis')).toBeInTheDocument();
    expect(screen.getByText('Key Terms Summary')).toBeInTheDocument();
    expect(screen.getByTestId('score-badge')).toHaveTextContent(`${full.contractInfo.overallScore}/100`);
  });

  it('signed in, not unlocked: five blurred samples and the unlock button', async () => {
    const onUnlock = vi.fn();
    show('locked', toFreePreview(full), { onUnlock });
    expect(blurredTitles()).toEqual([
      'Red Flags',
      'Missing or Risky Clauses',
      'Edit Suggestions',
      'Plain Language Explanations',
      'Obligations & Deadlines',
    ]);
    expect(screen.queryByText(full.redFlags[0]?.title ?? '-')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Unlock Full Analysis (1 Credit)' }));
    expect(onUnlock).toHaveBeenCalledOnce();
  });

  it('an offline preview cannot be unlocked', () => {
    show('locked', toFreePreview(full), { canUnlock: false });
    expect(screen.getByRole('button', { name: 'Unlock Full Analysis (1 Credit)' })).toBeDisabled();
  });

  it('guest, not unlocked: blurred samples and the sign-up link to /auth', () => {
    show('guest-locked', toFreePreview(full));
    expect(blurredTitles()).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Sign Up to Unlock Full Analysis' })).toHaveAttribute(
      'href',
      '/auth',
    );
  });

  it('guest with a preview: real red flags, explanations and missing clauses, sign-up prompts', () => {
    show('guest-preview', toFreePreview(full));
    expect(blurredTitles()).toEqual([]);
    expect(screen.getByTestId('red-flags')).toHaveTextContent(full.redFlags[0]?.title ?? 'missing');
    expect(screen.getByTestId('explanations')).toBeInTheDocument();
    expect(screen.getByTestId('missing-clauses')).toBeInTheDocument();
    expect(screen.queryByTestId('obligations')).not.toBeInTheDocument();
    expect(screen.queryByTestId('edit-suggestions')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign Up for Detailed Analysis & Download' })).toHaveAttribute(
      'href',
      '/auth',
    );
    const card = screen.getByTestId('signup-download');
    expect(card).toHaveTextContent('Complete Analysis Ready!');
    expect(within(card).getByRole('link', { name: 'Sign Up & Download' })).toHaveAttribute('href', '/auth');
  });

  it('signed in, unlocked: every card real, edit suggestions with rationale, download', () => {
    show('full', full);
    expect(blurredTitles()).toEqual([]);
    for (const id of ['red-flags', 'explanations', 'missing-clauses', 'obligations', 'edit-suggestions'])
      expect(screen.getByTestId(id)).toBeInTheDocument();
    if (full.editSuggestions[0])
      expect(screen.getByTestId('edit-suggestions')).toHaveTextContent(
        `Rationale: ${full.editSuggestions[0].rationale}`,
      );
    expect(screen.getByRole('button', { name: 'Download Report' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Unlock/ })).not.toBeInTheDocument();
  });
});
