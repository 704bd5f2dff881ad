import { useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';

interface Props {
  initial: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Inline rename: Enter saves a non-empty trimmed name, Escape cancels (spec 000 sections 2 and 5). */
export function InlineRename({ initial, onSave, onCancel }: Props) {
  const [name, setName] = useState(initial);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const trimmed = name.trim();
      if (trimmed) onSave(trimmed);
    }
  };
  return (
    <Form.Control
      size="sm"
      value={name}
      onChange={(event) => setName(event.target.value)}
      onKeyDown={onKeyDown}
      onBlur={onCancel}
      aria-label="New name"
      maxLength={200}
      autoFocus
      isInvalid={name.trim() === ''}
    />
  );
}
