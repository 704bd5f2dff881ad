import { LIMITS, TIMINGS_MS, TRANSACTION_SORTS, type TransactionsQuery } from '@shared-schema';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/page-spinner';
import { SignInGate, useSession } from '../auth';
import { TransactionList, creditsApi, useCredits } from '../credits';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { countLabel } from '../../lib/count-label';

type TypeFilter = TransactionsQuery['type'];
type Sort = TransactionsQuery['sort'];

const SORT_LABEL: Record<Sort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  'amount-high': 'Amount: high to low',
  'amount-low': 'Amount: low to high',
};

function isTypeFilter(value: string): value is TypeFilter {
  return value === 'all' || value === 'purchase' || value === 'spend';
}
function isSort(value: string): value is Sort {
  return TRANSACTION_SORTS.some((sort) => sort === value);
}

function TransactionsContent() {
  const credits = useCredits();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const [sort, setSort] = useState<Sort>('newest');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search.trim(), TIMINGS_MS.searchDebounce);
  const { data, isFetching, isError } = creditsApi.useGetCreditTransactionsQuery({
    search: debouncedSearch || undefined,
    type,
    sort,
    page,
    limit: LIMITS.transactionsPageSize,
  });
  const totalPages = Math.max(1, data?.totalPages ?? 1);

  return (
    <div className="container py-4" style={{ maxWidth: 860 }}>
      <Link to="/buy-credits">← Back</Link>
      <PageHeader
        title="Transaction History"
        lead={`Balance: ${countLabel(credits.data?.credits ?? 0, 'credit')}${credits.lastKnown ? ' (last known)' : ''}`}
      />
      <Card className="shadow-sm">
        <Card.Body>
          <Row className="g-2 mb-3">
            <Col md={6}>
              <Form.Control
                type="search"
                placeholder="Search transactions"
                aria-label="Search transactions"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
              />
            </Col>
            <Col xs={6} md={3}>
              <Form.Select
                aria-label="Transaction type"
                value={type}
                onChange={(event) => {
                  if (isTypeFilter(event.target.value)) setType(event.target.value);
                  setPage(1);
                }}
              >
                <option value="all">All types</option>
                <option value="purchase">Purchases</option>
                <option value="spend">Spent</option>
              </Form.Select>
            </Col>
            <Col xs={6} md={3}>
              <Form.Select
                aria-label="Sort"
                value={sort}
                onChange={(event) => {
                  if (isSort(event.target.value)) setSort(event.target.value);
                  setPage(1);
                }}
              >
                {TRANSACTION_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {SORT_LABEL[option]}
                  </option>
                ))}
              </Form.Select>
            </Col>
          </Row>
          {isError ? <p role="alert">Transactions could not be loaded.</p> : null}
          {!data && isFetching ? (
            <PageSpinner />
          ) : (
            <TransactionList transactions={data?.transactions ?? []} emptyText="No transactions found." />
          )}
          <nav
            className="d-flex justify-content-between align-items-center mt-3"
            aria-label="Transaction pages"
          >
            <Button
              variant="outline-secondary"
              disabled={page <= 1}
              onClick={() => setPage((current) => current - 1)}
            >
              Previous
            </Button>
            <span className="small text-body-secondary">
              Page {page} of {totalPages}
            </span>
            <Button
              variant="outline-secondary"
              disabled={page >= totalPages}
              onClick={() => setPage((current) => current + 1)}
            >
              Next
            </Button>
          </nav>
        </Card.Body>
      </Card>
    </div>
  );
}

export function TransactionsPage() {
  usePageMeta({ title: 'Transactions', noindex: true });
  const { status } = useSession();
  if (status === 'loading') return <PageSpinner />;
  if (status !== 'authenticated')
    return (
      <SignInGate
        title="Sign in to see your transactions"
        text="Your credit history is kept in your account."
      />
    );
  return <TransactionsContent />;
}
