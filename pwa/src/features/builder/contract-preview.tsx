import { Fragment, useRef, type CSSProperties, type ReactNode, type SyntheticEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import type { ContractStatus } from '@shared-schema';
import { contentBlocks } from './content-changes';
import { markupContract, type Segment } from './contract-markup';
import { useContentChanges } from './use-content-changes';
import { useFlashKeys } from './use-flash-keys';
import { useMobileScroll } from './use-mobile-scroll';

const STATUS_LABEL: Record<ContractStatus, { label: string; bg: string }> = {
  draft: { label: 'Draft', bg: 'secondary' },
  'in-progress': { label: 'In Progress', bg: 'primary' },
  completed: { label: 'Completed', bg: 'success' },
  finalized: { label: 'Finalized', bg: 'dark' },
};

/** Share of the text (by paragraphs) shown clearly above the paywall blur. */
const CLEAR_SHARE = 0.4;

interface Props {
  content: string | null;
  placeholders: Record<string, string> | null;
  status: ContractStatus;
  /** Blur the lower part (not yet paid for). */
  paywalled: boolean;
  footer?: ReactNode;
  /** A click on an `[INSERT …]` marker (in the clear part) opens that fact's editor. */
  onMarker?: (key: string) => void;
}

const MARKER_BUTTON: CSSProperties = {
  border: 0,
  background: 'none',
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  cursor: 'pointer',
  textAlign: 'inherit',
};

function renderSegment(segment: Segment, index: number, onMarker?: (key: string) => void) {
  if (segment.kind === 'text') return segment.text;
  if (segment.kind === 'marker') {
    const mark = (
      <mark
        key={index}
        className="contract-marker rounded px-1"
        style={{ backgroundColor: '#fff3a3' }}
        data-marker={segment.key}
      >
        {segment.text}
      </mark>
    );
    if (!onMarker) return mark;
    return (
      <button
        key={index}
        type="button"
        style={MARKER_BUTTON}
        title="Fill this in"
        onClick={() => onMarker(segment.key)}
      >
        {mark}
      </button>
    );
  }
  return (
    <span
      key={index}
      className={segment.flash ? 'contract-filled rounded' : undefined}
      style={segment.flash ? { backgroundColor: '#c7f0d2', transition: 'background-color 0.3s' } : undefined}
      data-filled={segment.key}
      data-flash={segment.flash ? 'true' : undefined}
    >
      {segment.text}
    </span>
  );
}

const block = (event: SyntheticEvent) => event.preventDefault();

/** A paragraph an edit added or changed: the same light green as a newly filled value. */
const CHANGED_STYLE: CSSProperties = { backgroundColor: '#e3f7e8', transition: 'background-color 0.3s' };

/** 'Contract Preview' (spec 000 section 2): markers highlighted, no selection, copying or context menu, the lower part blurred. */
export function ContractPreview({ content, placeholders, status, paywalled, footer, onMarker }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const flash = useFlashKeys(placeholders);
  const changes = useContentChanges(content);
  useMobileScroll(ref, `${content ?? ''}|${JSON.stringify(placeholders ?? null)}`);
  const blocks = contentBlocks(content);
  const clearCount = paywalled ? Math.max(1, Math.ceil(blocks.length * CLEAR_SHARE)) : blocks.length;

  return (
    <Card ref={ref} className="shadow-sm flex-grow-1" aria-label="Contract Preview">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 className="h5 mb-0">Contract Preview</h2>
        <Badge bg={STATUS_LABEL[status].bg} data-testid="contract-status">
          {STATUS_LABEL[status].label}
        </Badge>
      </Card.Header>
      <Card.Body
        className="position-relative"
        style={{ userSelect: 'none', WebkitUserSelect: 'none', minHeight: 320 }}
        onCopy={block}
        onCut={block}
        onContextMenu={block}
        onDragStart={block}
        data-testid="contract-preview"
      >
        {blocks.length === 0 ? (
          <div className="text-center text-body-secondary py-5">
            <p className="h5">Contract Preview</p>
            <p className="mb-0 small">Your contract appears here as the assistant drafts it.</p>
          </div>
        ) : (
          <div style={{ fontFamily: 'Georgia, serif', lineHeight: 1.6 }}>
            {blocks.map((text, index) => (
              <Fragment key={index}>
                {changes.removed
                  .filter((removal) => removal.at === index)
                  .map((removal) => (
                    <p
                      key={removal.heading}
                      className="small fst-italic text-danger"
                      data-removed={removal.heading}
                    >
                      Removed: {removal.heading}
                    </p>
                  ))}
                <p
                  className={index === 0 ? 'fw-bold text-center' : undefined}
                  style={{
                    whiteSpace: 'pre-wrap',
                    ...(changes.changed.has(index) ? CHANGED_STYLE : {}),
                    ...(index >= clearCount ? { filter: 'blur(4px)' } : {}),
                  }}
                  aria-hidden={index >= clearCount ? true : undefined}
                  data-blurred={index >= clearCount ? 'true' : undefined}
                  data-changed={changes.changed.has(index) ? 'true' : undefined}
                >
                  {markupContract(text, placeholders, flash).map((segment, at) =>
                    // Blurred paragraphs are hidden from assistive technology: no buttons there.
                    renderSegment(segment, at, index >= clearCount ? undefined : onMarker),
                  )}
                </p>
              </Fragment>
            ))}
          </div>
        )}
      </Card.Body>
      {footer ? <Card.Footer className="bg-body">{footer}</Card.Footer> : null}
    </Card>
  );
}
