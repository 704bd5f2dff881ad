import { LIMITS } from '@shared-schema';
import { Link } from 'react-router';
import { TransactionList } from '../credits/transaction-list';
import { creditsApi } from '../credits/credits-api';
import { useCredits } from '../credits/use-credits';

export function CreditManagement() {
  const credits = useCredits();
  const recent = creditsApi.useGetCreditTransactionsQuery({
    page: 1,
    limit: LIMITS.accountRecentTransactions,
    sort: 'newest',
  });
  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-3 mb-3">
        <div>
          <div className="text-body-secondary small">Available credits</div>
          <div className="display-6 fw-bold">{credits.data?.credits ?? 0}</div>
        </div>
        <Link to="/buy-credits" className="btn btn-primary">
          Buy More Credits
        </Link>
      </div>
      <h3 className="h6">Recent transactions</h3>
      {recent.isLoading ? (
        <p className="text-body-secondary">Loading…</p>
      ) : (
        <TransactionList transactions={recent.data?.transactions ?? []} emptyText="No transactions yet." />
      )}
      <Link to="/transactions" className="btn btn-link px-0 mt-2">
        See More
      </Link>
    </>
  );
}
