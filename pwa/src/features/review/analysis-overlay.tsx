import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { TIMINGS_MS } from '@shared-schema';

const SECONDS = TIMINGS_MS.analysisCountdown / 1000;

/** Full-screen wait while the analysis runs: a 60-second countdown and 'Analyzing...'. */
export function AnalysisOverlay() {
  const [left, setLeft] = useState(SECONDS);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(
      () => setLeft(Math.max(0, SECONDS - Math.floor((Date.now() - started) / 1000))),
      250,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <div
      role="status"
      aria-live="polite"
      className="position-fixed top-0 start-0 w-100 h-100 d-flex flex-column align-items-center justify-content-center bg-dark bg-opacity-75 text-white"
      style={{ zIndex: 2000 }}
      data-testid="analysis-overlay"
    >
      <Spinner animation="border" className="mb-3" />
      <div className="display-4 fw-bold" data-testid="analysis-countdown">
        {left}
      </div>
      <div className="fs-5">Analyzing...</div>
    </div>
  );
}
