import type { RedlinePart } from '@contract-engine/redline';

/**
 * A word-by-word redline. Not colour alone: inserted text is underlined in `<ins>`, deleted text struck through in
 * `<del>`, and each carries a visually hidden "inserted:" / "deleted:" label that screen readers announce.
 */
export function RedlineView({ parts, label }: { parts: readonly RedlinePart[]; label: string }) {
  return (
    <div
      className="border rounded p-3 bg-body small"
      style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '60vh', overflowY: 'auto' }}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {parts.map((part, index) => {
        if (part.kind === 'same') return <span key={index}>{part.text}</span>;
        if (part.kind === 'inserted')
          return (
            <ins key={index} className="redline-inserted" style={INSERTED}>
              <span className="visually-hidden">[inserted: </span>
              {part.text}
              <span className="visually-hidden">]</span>
            </ins>
          );
        return (
          <del key={index} className="redline-deleted" style={DELETED}>
            <span className="visually-hidden">[deleted: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        );
      })}
    </div>
  );
}

const INSERTED = {
  textDecoration: 'underline',
  textDecorationThickness: '2px',
  backgroundColor: '#d1e7dd',
  color: '#0a3622',
} as const;
const DELETED = {
  textDecoration: 'line-through',
  textDecorationThickness: '2px',
  backgroundColor: '#f8d7da',
  color: '#58151c',
} as const;
