import type { CreditTransaction } from '@shared-schema';
import ListGroup from 'react-bootstrap/ListGroup';
import { countLabel } from '../../lib/count-label';

const TYPE_LABEL: Record<CreditTransaction['type'], string> = {
  purchase: 'Purchase',
  spend: 'Spent',
  credit_card: 'Card payment',
  bonus: 'Bonus',
  refund: 'Refund',
};

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Unknown'
    : date.toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });
}

export function TransactionList({
  transactions,
  emptyText,
}: {
  transactions: readonly CreditTransaction[];
  emptyText: string;
}) {
  if (transactions.length === 0) return <p className="text-body-secondary mb-0">{emptyText}</p>;
  return (
    <ListGroup variant="flush" as="ul">
      {transactions.map((transaction) => (
        <ListGroup.Item
          as="li"
          key={transaction.id}
          className="d-flex justify-content-between align-items-start gap-3 px-0"
        >
          <div>
            <div className="fw-semibold">{transaction.description || TYPE_LABEL[transaction.type]}</div>
            <div className="small text-body-secondary">
              {TYPE_LABEL[transaction.type]} · {formatDate(transaction.createdAt)}
              {transaction.packageName ? ` · ${transaction.packageName}` : ''}
            </div>
          </div>
          <span
            className={`fw-bold text-nowrap ${transaction.amount >= 0 ? 'text-success-emphasis' : 'text-danger-emphasis'}`}
          >
            {transaction.amount >= 0 ? '+' : '−'}
            {countLabel(Math.abs(transaction.amount), 'credit')}
          </span>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
