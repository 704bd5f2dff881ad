import type { ChangeEvent, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface ControlProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  as?: 'textarea';
  rows?: number;
  type?: 'text' | 'url' | 'date' | 'number';
  placeholder?: string;
  required?: boolean;
  min?: number;
  step?: number;
}

/** A labelled field of an admin form: the label names the control (controlId), `help` stands below it. */
export function AdminField({
  id,
  label,
  className,
  help,
  ...control
}: { id: string; label: string; className?: string; help?: ReactNode } & ControlProps) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control {...control} />
      {help}
    </Form.Group>
  );
}
