import type { FactAction } from '@shared-schema';
import Button from 'react-bootstrap/Button';
import { fieldInputId, type DetailField } from './detail-fields';
import { FactEditor } from './fact-editor';
import { FactStatusBadge } from './fact-status-badge';

interface Props {
  field: DetailField;
  disabled: boolean;
  onAction: (action: FactAction) => void;
  /** Briefly outlined after a marker click opened it. */
  highlighted?: boolean;
  /** Keeps ids unique when the same fact's editor also shows in the chat. */
  idPrefix?: string;
}

/** One row of the Details panel: the fact's label, its state and the editor for its kind. */
export function FactField({ field, disabled, onAction, highlighted = false, idPrefix = '' }: Props) {
  const { declaration, state, form } = field;
  const id = `${idPrefix}${fieldInputId(declaration.key)}`;
  const set = (key: string, value: string) => onAction({ action: 'set', key, value });
  const condition = declaration.condition;

  return (
    <div
      className={`py-2 border-bottom ${highlighted ? 'bg-warning-subtle rounded px-1' : ''}`}
      data-fact={declaration.key}
    >
      <div className="d-flex justify-content-between align-items-baseline gap-2 mb-1">
        <label htmlFor={id} className="small fw-semibold mb-0">
          {declaration.label}
          {declaration.required ? null : <span className="text-body-secondary fw-normal"> (optional)</span>}
        </label>
        <FactStatusBadge status={state.status} />
      </div>
      <fieldset disabled={disabled} className="m-0 p-0 border-0">
        <legend className="visually-hidden">{declaration.label}</legend>
        {/* Remounted when the stored values change, so a chat edit resets the draft. */}
        <FactEditor key={`${state.value}|${form?.state.value ?? ''}`} field={field} id={id} onSet={set} />
        {condition && state.status !== 'none' ? (
          <Button
            variant="link"
            size="sm"
            className="p-0 mt-1"
            aria-label={`${declaration.label}: ${condition.noneLabel}`}
            onClick={() => set(declaration.key, condition.noneValue)}
          >
            {condition.noneLabel}
          </Button>
        ) : null}
      </fieldset>
    </div>
  );
}
