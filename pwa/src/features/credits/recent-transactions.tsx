import type { ReactNode } from 'react';
import { LIMITS } from '@shared-schema';
import { Link } from 'react-router';
import { TransactionList } from './transaction-list';
import { creditsApi } from './credits-api';

/**
 * The 5 latest transactions with See More (spec 000 section 2), under the heading the page gives (the
 * account page and Buy Credits). With `labelledBy` it is a section named by that heading. Signed-in users only.
 */
export function RecentTransactions({ heading, labelledBy }: { heading: ReactNode; labelledBy?: string }) {
  const recent = creditsApi.useGetCreditTransactionsQuery({
    page: 1,
    limit: LIMITS.accountRecentTransactions,
    sort: 'newest',
  });
  const body = (
    <>
      {heading}
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
  return labelledBy ? <section aria-labelledby={labelledBy}>{body}</section> : body;
}
