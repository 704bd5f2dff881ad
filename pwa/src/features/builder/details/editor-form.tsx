import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

interface Props {
  /** Accessible name of the form ("Edit Client"). */
  name: string;
  /** Whether the draft differs from the stored value and can be saved. */
  canSave: boolean;
  onSave: () => void;
  children: ReactNode;
}

/** One fact's editor: Enter in any field or the Save button stores the draft (two interactions at most). */
export function EditorForm({ name, canSave, onSave, children }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSave) onSave();
  };
  return (
    <form onSubmit={submit} aria-label={name} className="d-flex flex-wrap gap-2 align-items-start">
      <div className="d-flex flex-wrap gap-2 flex-grow-1" style={{ minWidth: 0 }}>
        {children}
      </div>
      <Button type="submit" size="sm" variant="outline-primary" disabled={!canSave}>
        Save
      </Button>
    </form>
  );
}
