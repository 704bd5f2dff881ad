import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useInstallPrompt } from './use-install-prompt';

export function InstallAppButton() {
  const option = useInstallPrompt();
  const [hintOpen, setHintOpen] = useState(false);
  if (option.kind === 'none') return null;
  return (
    <>
      <Button
        variant="outline-primary"
        size="sm"
        className="text-nowrap"
        onClick={() => (option.kind === 'prompt' ? void option.install() : setHintOpen(true))}
      >
        Install app
      </Button>
      <Modal show={hintOpen} onHide={() => setHintOpen(false)} centered aria-labelledby="install-hint-title">
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id="install-hint-title">Install Clausecraft</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          In Safari, tap the <strong>Share</strong> button, then choose <strong>Add to Home Screen</strong>.
          Clausecraft then opens like an app and keeps working offline.
        </Modal.Body>
      </Modal>
    </>
  );
}
