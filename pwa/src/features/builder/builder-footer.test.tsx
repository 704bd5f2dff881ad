import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BuilderFooter } from './builder-footer';
import { ProgressSteps } from './progress-steps';

function footer(onFinalize: () => void) {
  return render(
    <MemoryRouter>
      <BuilderFooter
        contractId="c1"
        updatedAt={null}
        downloadedAt={null}
        showDownload
        downloading={false}
        onDownload={vi.fn()}
        showFinalize
        finalizing={false}
        onFinalize={onFinalize}
        finalized={false}
        offlineNote={null}
      />
    </MemoryRouter>,
  );
}

describe('Finalize Contract', () => {
  it('asks first, saying what finalizing means; Cancel changes nothing', async () => {
    const onFinalize = vi.fn();
    footer(onFinalize);
    fireEvent.click(screen.getByRole('button', { name: 'Finalize Contract' }));
    expect(await screen.findByText('Finalize this contract?')).toBeInTheDocument();
    expect(screen.getByText(/locks the contract/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onFinalize).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Finalize Contract' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Finalize' }));
    expect(onFinalize).toHaveBeenCalledTimes(1);
  });
});

describe('the stepper after a paid download', () => {
  it("says 'Step 3 of 3'", () => {
    render(<ProgressSteps status="in-progress" downloadedAt="2026-11-23T01:00:00.000Z" />);
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
  });
});
