import { Link } from 'react-router';
import { LastKnownNote, RecentTransactions, useCredits } from '../credits';

export function CreditManagement() {
  const credits = useCredits();
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
        <div>
          <div className="text-body-secondary small">Available credits</div>
          <div className="display-6 fw-bold" data-testid="available-credits">
            {credits.data?.credits ?? 0}
          </div>
          <LastKnownNote show={credits.lastKnown} />
        </div>
        <Link to="/buy-credits" className="btn btn-primary">
          Buy More Credits
        </Link>
      </div>
      <RecentTransactions heading={<h3 className="h6">Recent transactions</h3>} />
    </>
  );
}
