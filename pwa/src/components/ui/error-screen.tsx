import Button from 'react-bootstrap/Button';

/** The generic 'Something went wrong' screen (spec 000 section 2, shared overlays). */
export function ErrorScreen({ onReset }: { onReset: () => void }) {
  return (
    <section className="container py-5 text-center" role="alert" aria-labelledby="error-title">
      <h1 id="error-title" className="h3 mb-3">
        Something went wrong
      </h1>
      <p className="text-body-secondary mb-4">
        An unexpected error occurred. Please try refreshing the page or contact support if the problem
        persists.
      </p>
      <div className="d-flex gap-2 justify-content-center">
        <Button variant="primary" onClick={onReset}>
          Try Again
        </Button>
        <Button variant="outline-secondary" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </section>
  );
}
