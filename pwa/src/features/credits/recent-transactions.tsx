import { LIMITS } from '@shared-schema';
import { Link } from 'react-router';
import { TransactionList } from './transaction-list';
import { creditsApi } from './credits-api';

/** The 5 latest transactions with See More (spec 000 section 2). Rendered only for a signed-in user. */
export function RecentTransactions() {
  const recent = creditsApi.useGetCreditTransactionsQuery({
    page: 1,
    limit: LIMITS.accountRecentTransactions,
    sort: 'newest',
  });
  return (
    <section aria-labelledby="recent-transactions-heading">
      <h2 id="recent-transactions-heading" className="h5">
        Recent transactions
      </h2>
      {recent.isLoading ? (
        <p className="text-body-secondary">Loading…</p>
      ) : (
        <TransactionList transactions={recent.data?.transactions ?? []} emptyText="No transactions yet." />
      )}
      <Link to="/transactions" className="btn btn-link px-0 mt-2">
        See More
      </Link>
    </section>
  );
}
