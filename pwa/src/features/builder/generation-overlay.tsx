import Spinner from 'react-bootstrap/Spinner';

/** Covers the workspace while the assistant writes the contract. */
export function GenerationOverlay({ secondsLeft }: { secondsLeft: number | null }) {
  if (secondsLeft === null) return null;
  return (
    <div
      className="position-fixed top-0 start-0 w-100 h-100 d-flex flex-column justify-content-center align-items-center"
      style={{ background: 'rgba(255,255,255,0.85)', zIndex: 1050 }}
      role="status"
      aria-live="polite"
    >
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <p className="h4 mt-3 mb-1">Generating...</p>
      <p className="text-body-secondary mb-0">{secondsLeft} seconds remaining</p>
    </div>
  );
}
