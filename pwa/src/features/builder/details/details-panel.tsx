import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import type { FactAction } from '@shared-schema';
import { ClauseList } from './clause-list';
import { fieldFor, fieldInputId, type ClauseRow, type DetailField } from './detail-fields';
import { FactField } from './fact-field';

/** A request to bring one fact's editor into view (a marker click); `at` makes each click a new request. */
export interface FocusRequest {
  key: string;
  at: number;
}

interface Props {
  fields: readonly DetailField[];
  clauses: readonly ClauseRow[];
  /** While a turn is pending or the contract is closed, nothing can be changed. */
  disabled: boolean;
  /** Why nothing can be changed (a finalized contract), shown above the fields. */
  closedReason?: string | null;
  onAction: (action: FactAction) => void;
  focus: FocusRequest | null;
}

const HIGHLIGHT_MS = 2_000;

/** Every fact of the contract type with its value and state, each with an editor, and the optional clauses. */
export function DetailsPanel({ fields, clauses, disabled, closedReason = null, onAction, focus }: Props) {
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const given = fields.filter((field) => ['given', 'none', 'default'].includes(field.state.status)).length;

  useEffect(() => {
    if (!focus) return;
    const field = fieldFor(fields, focus.key);
    if (!field) return;
    const input = document.getElementById(fieldInputId(field.declaration.key));
    input?.scrollIntoView?.({ block: 'center' });
    input?.focus({ preventScroll: true });
    setHighlighted(field.declaration.key);
    const timer = setTimeout(() => setHighlighted(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
    // Only a new request moves the focus, not a re-render with new values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focus]);

  return (
    <Card className="shadow-sm flex-grow-1" as="section" aria-labelledby="details-title">
      <Card.Header className="d-flex justify-content-between align-items-baseline">
        <h2 id="details-title" className="h5 mb-0">
          Details
        </h2>
        <span className="small text-body-secondary">
          {given} of {fields.length} filled
        </span>
      </Card.Header>
      <Card.Body className="pt-1" data-testid="details-panel">
        {closedReason ? <p className="small text-body-secondary mt-2 mb-1">{closedReason}</p> : null}
        {fields.length === 0 ? (
          <p className="small text-body-secondary mt-2 mb-0">
            The details appear here once the assistant knows which contract you need.
          </p>
        ) : (
          fields.map((field) => (
            <FactField
              key={field.declaration.key}
              field={field}
              disabled={disabled}
              onAction={onAction}
              highlighted={highlighted === field.declaration.key}
            />
          ))
        )}
        <ClauseList rows={clauses} disabled={disabled} onAction={onAction} />
      </Card.Body>
    </Card>
  );
}
