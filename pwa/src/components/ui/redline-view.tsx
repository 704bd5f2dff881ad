import type { RedlinePart } from '@contract-engine/redline';

interface Props {
  parts: readonly RedlinePart[];
  /** The region's accessible name (e.g. 'Redline from version 1 to version 2'). */
  label: string;
  /** Show the count of insertions and deletions and how they are marked, above the text. */
  summary?: boolean;
}

/**
 * A word-by-word redline (contract versions, 'What did they change?'). Not colour alone: inserted text is underlined
 * in `<ins>`, deleted text struck through in `<del>`, and each carries a visually hidden "[inserted: ...]" /
 * "[deleted: ...]" label that screen readers announce.
 */
export function RedlineView({ parts, label, summary = false }: Props) {
  const inserted = parts.filter((p) => p.kind === 'inserted').length;
  const deleted = parts.filter((p) => p.kind === 'deleted').length;
  return (
    <div>
      {summary ? (
        <p className="small mb-2" data-testid="redline-summary">
          {inserted + deleted === 0
            ? 'The two versions are the same.'
            : `${inserted} ${inserted === 1 ? 'insertion' : 'insertions'}, ${deleted} ${deleted === 1 ? 'deletion' : 'deletions'}.`}{' '}
          <span className="text-body-secondary">
            Inserted text is <ins>underlined</ins>, deleted text is <del>struck through</del>.
          </span>
        </p>
      ) : null}
      <div
        className="border rounded p-3 bg-body small"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '60vh', overflowY: 'auto' }}
        role="region"
        aria-label={label}
        tabIndex={0}
        data-testid="redline"
      >
        {parts.map((part, index) =>
          part.kind === 'same' ? (
            <span key={index}>{part.text}</span>
          ) : (
            <Change key={index} kind={part.kind} text={part.text} />
          ),
        )}
      </div>
    </div>
  );
}

function Change({ kind, text }: { kind: 'inserted' | 'deleted'; text: string }) {
  const Tag = kind === 'inserted' ? 'ins' : 'del';
  return (
    <Tag style={kind === 'inserted' ? INSERTED : DELETED}>
      <span className="visually-hidden">[{kind}: </span>
      {text}
      <span className="visually-hidden">]</span>
    </Tag>
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
