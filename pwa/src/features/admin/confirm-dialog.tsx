import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { runAdminAction } from './admin-action';

/**
 * Every delete in the dashboard asks first (spec 001 section 5). Open while `item` is set; confirming
 * closes the dialog and hands the item to `onConfirm`.
 */
export function ConfirmDialog<T>(props: {
  item: T | null;
  title: string;
  body: (item: T) => string;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: (item: T) => void;
  onClose: () => void;
}) {
  const { item } = props;
  return (
    <Modal show={item !== null} onHide={props.onClose} centered aria-labelledby="confirm-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirm-dialog-title" className="h5">
          {props.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{item === null ? '' : props.body(item)}</Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={props.onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={props.pending}
          onClick={() => {
            if (item === null) return;
            props.onClose();
            props.onConfirm(item);
          }}
        >
          {props.confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** A delete that asks first, then runs with the success toast or the spec's failure text (runAdminAction). */
export function DeleteConfirm<T>(props: {
  item: T | null;
  title: string;
  body: (item: T) => string;
  confirmLabel: string;
  pending?: boolean;
  onClose: () => void;
  remove: (item: T) => Promise<unknown>;
  texts: { success: string; failure: string; detail: (item: T) => string };
}) {
  const { remove, texts, ...dialog } = props;
  return (
    <ConfirmDialog
      {...dialog}
      onConfirm={(target) => {
        void runAdminAction(() => remove(target), {
          success: texts.success,
          successDetail: texts.detail(target),
          failure: texts.failure,
        });
      }}
    />
  );
}
