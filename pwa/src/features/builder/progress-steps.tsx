import type { ContractStatus } from '@shared-schema';
import { BUILDER_STEPS, builderStep } from './builder-state';

/** Three steps (spec 000 section 2) with 'Step n of 3'. */
export function ProgressSteps({
  status,
  downloadedAt = null,
}: {
  status: ContractStatus;
  downloadedAt?: string | null;
}) {
  const current = builderStep(status, downloadedAt);
  return (
    <nav aria-label="Progress" className="mb-3">
      <ol className="list-unstyled d-flex flex-wrap gap-3 mb-1">
        {BUILDER_STEPS.map((label, index) => {
          const step = index + 1;
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              className="d-flex align-items-center gap-2"
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span
                className={`badge rounded-pill ${state === 'todo' ? 'text-bg-light border' : state === 'done' ? 'text-bg-success' : 'text-bg-primary'}`}
                aria-hidden="true"
              >
                {state === 'done' ? '✓' : step}
              </span>
              <span className={state === 'todo' ? 'text-body-secondary' : 'fw-semibold'}>{label}</span>
            </li>
          );
        })}
      </ol>
      <p className="small text-body-secondary mb-0">
        Step {current} of {BUILDER_STEPS.length}
      </p>
    </nav>
  );
}
