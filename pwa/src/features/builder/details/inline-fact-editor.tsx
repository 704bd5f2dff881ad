import type { FactAction } from '@shared-schema';
import type { DetailField } from './detail-fields';
import { FactField } from './fact-field';

interface Props {
  field: DetailField;
  disabled: boolean;
  onAction: (action: FactAction) => void;
}

/** After a reply the assistant could not read, the asked fact's editor shows in the chat itself. */
export function InlineFactEditor({ field, disabled, onAction }: Props) {
  return (
    <div
      className="align-self-stretch border rounded-3 px-3 pt-2 pb-1 bg-body"
      data-testid="inline-fact-editor"
      aria-label={`Set the ${field.declaration.label.toLowerCase()} directly`}
      role="group"
    >
      <p className="small text-body-secondary mb-0">Or set it here:</p>
      <FactField field={field} disabled={disabled} onAction={onAction} idPrefix="chat-" />
    </div>
  );
}
