import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { formatDateValue, parseDateValue } from './date-value';
import { EditorForm } from './editor-form';

interface Props {
  id: string;
  label: string;
  value: string;
  onSave: (value: string) => void;
}

/** A date picker; the contract gets the date in words. */
export function DateEditor({ id, label, value, onSave }: Props) {
  const [date, setDate] = useState(parseDateValue(value) ?? '');
  const next = date ? formatDateValue(date) : '';
  return (
    <EditorForm name={`Edit ${label}`} canSave={next !== '' && next !== value} onSave={() => onSave(next)}>
      <Form.Control
        id={id}
        type="date"
        size="sm"
        value={date}
        onChange={(event) => setDate(event.target.value)}
        aria-label={label}
        style={{ flex: '1 1 10rem', minWidth: 0 }}
      />
    </EditorForm>
  );
}

/** One of the declared options; with `allowOther` the person may type another (suggestions stay). */
export function ChoiceEditor({
  id,
  label,
  value,
  onSave,
  options,
  allowOther,
}: Props & { options: readonly string[]; allowOther: boolean }) {
  const [choice, setChoice] = useState(value);
  const next = choice.trim();
  const listId = `${id}-options`;
  return (
    <EditorForm name={`Edit ${label}`} canSave={next !== '' && next !== value} onSave={() => onSave(next)}>
      {allowOther ? (
        <>
          <Form.Control
            id={id}
            size="sm"
            list={listId}
            value={choice}
            onChange={(event) => setChoice(event.target.value)}
            aria-label={label}
            placeholder="Choose or type"
            style={{ flex: '1 1 10rem', minWidth: 0 }}
          />
          <datalist id={listId}>
            {options.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        </>
      ) : (
        <Form.Select
          id={id}
          size="sm"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          aria-label={label}
          style={{ flex: '1 1 10rem', minWidth: 0 }}
        >
          {options.includes(value) ? null : <option value={value}>{value || 'Choose…'}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Form.Select>
      )}
    </EditorForm>
  );
}

/** Free text: a few lines for descriptions (scope of work), one line for the rest. */
export function TextEditor({
  id,
  label,
  value,
  onSave,
  multiline,
  numeric = false,
}: Props & { multiline: boolean; numeric?: boolean }) {
  const [text, setText] = useState(value);
  const next = text.trim().replace(/\s+/g, ' ');
  return (
    <EditorForm name={`Edit ${label}`} canSave={next !== '' && next !== value} onSave={() => onSave(next)}>
      {multiline ? (
        <Form.Control
          id={id}
          size="sm"
          as="textarea"
          rows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // In a text area Enter saves too (Shift+Enter breaks the line), as in the chat input.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          aria-label={label}
          placeholder="Not given yet"
          style={{ flex: '1 1 12rem', minWidth: 0 }}
        />
      ) : (
        <Form.Control
          id={id}
          size="sm"
          inputMode={numeric ? 'numeric' : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={label}
          placeholder="Not given yet"
          style={{ flex: '1 1 12rem', minWidth: 0 }}
        />
      )}
    </EditorForm>
  );
}
