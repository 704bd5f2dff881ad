import type { RedlinePart } from '@contract-engine';

/**
 * The redline on screen. Not colour alone: insertions are underlined and deletions struck through (the <ins> and
 * <del> elements), and each change is announced ('inserted:', 'deleted:') to screen readers.
 */
export function RedlineView({ parts }: { parts: readonly RedlinePart[] }) {
  const inserted = parts.filter((p) => p.kind === 'inserted').length;
  const deleted = parts.filter((p) => p.kind === 'deleted').length;
  return (
    <div>
      <p className="small mb-2" data-testid="redline-summary">
        {inserted + deleted === 0
          ? 'The two versions are the same.'
          : `${inserted} ${inserted === 1 ? 'insertion' : 'insertions'}, ${deleted} ${deleted === 1 ? 'deletion' : 'deletions'}.`}{' '}
        <span className="text-body-secondary">
          Inserted text is <ins className="redline-ins">underlined</ins>, deleted text is{' '}
          <del className="redline-del">struck through</del>.
        </span>
      </p>
      <div
        className="border rounded p-3 small"
        style={{ whiteSpace: 'pre-wrap', maxHeight: 520, overflow: 'auto', overflowWrap: 'anywhere' }}
        data-testid="redline"
      >
        {parts.map((part, i) =>
          part.kind === 'same' ? (
            <span key={i}>{part.text}</span>
          ) : part.kind === 'inserted' ? (
            <ins key={i} className="text-success-emphasis bg-success-subtle">
              <span className="visually-hidden">inserted: </span>
              {part.text}
            </ins>
          ) : (
            <del key={i} className="text-danger-emphasis bg-danger-subtle">
              <span className="visually-hidden">deleted: </span>
              {part.text}
            </del>
          ),
        )}
      </div>
    </div>
  );
}
