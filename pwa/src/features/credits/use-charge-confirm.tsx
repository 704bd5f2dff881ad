import { useCallback, useRef, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { countLabel } from '../../lib/count-label';

/** What a paid action will cost and why: the dialog's text (decision 0120). */
export interface ChargeQuestion {
  title: string;
  /** Why it costs: one or two sentences. */
  reason: string;
  credits: number;
  /** The confirming button, e.g. 'Download (2 credits)'. */
  confirmLabel: string;
}

/**
 * Asks before a paid action: `ask` opens a dialog with the price and answers whether the user went ahead. Render
 * `dialog` once where the hook is used.
 */
export function useChargeConfirm(): {
  ask: (question: ChargeQuestion) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<ChargeQuestion | null>(null);
  const answer = useRef<((go: boolean) => void) | null>(null);

  const ask = useCallback(
    (next: ChargeQuestion) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setQuestion(next);
      }),
    [],
  );
  const close = (go: boolean) => {
    answer.current?.(go);
    answer.current = null;
    setQuestion(null);
  };

  const dialog = (
    <Modal
      show={question !== null}
      onHide={() => close(false)}
      centered
      aria-labelledby="charge-confirm-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="charge-confirm-title">{question?.title}</Modal.Title>
      </Modal.Header>
      {question ? (
        <Modal.Body>
          <p className="mb-2">{question.reason}</p>
          <p className="mb-0 fw-semibold">This costs {countLabel(question.credits, 'credit')}.</p>
        </Modal.Body>
      ) : null}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => close(false)}>
          Cancel
        </Button>
        <Button onClick={() => close(true)}>{question?.confirmLabel}</Button>
      </Modal.Footer>
    </Modal>
  );
  return { ask, dialog };
}
