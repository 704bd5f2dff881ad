import type { FactAction } from '@shared-schema';
import Button from 'react-bootstrap/Button';
import type { ClauseRow } from './detail-fields';

interface Props {
  rows: readonly ClauseRow[];
  disabled: boolean;
  onAction: (action: FactAction) => void;
}

/** Optional clauses: each can be removed from the contract, and put back. */
export function ClauseList({ rows, disabled, onAction }: Props) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="details-clauses" className="pt-3">
      <h3 id="details-clauses" className="h6 mb-1">
        Optional clauses
      </h3>
      <ul className="list-unstyled mb-0">
        {rows.map(({ clause, removed }) => (
          <li
            key={clause.id}
            className="d-flex justify-content-between align-items-center gap-2 py-1 border-bottom"
            data-clause={clause.id}
          >
            <span className={`small ${removed ? 'text-decoration-line-through text-body-secondary' : ''}`}>
              {clause.title}
              {removed ? <span className="visually-hidden"> (removed)</span> : null}
            </span>
            <Button
              size="sm"
              variant={removed ? 'outline-secondary' : 'outline-danger'}
              disabled={disabled}
              aria-label={`${removed ? 'Restore' : 'Remove'} the ${clause.title} clause`}
              onClick={() =>
                onAction({ action: removed ? 'restore-clause' : 'remove-clause', clause: clause.id })
              }
            >
              {removed ? 'Restore' : 'Remove'}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
