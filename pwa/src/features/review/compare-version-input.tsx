import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useSession } from '../auth';
import { serverMessage } from '../../lib/http';
import { checkUploadFile, uploadContractFile } from './review-files';

/**
 * One version of the contract: pasted, or read from a file. A .txt is read on this device (works offline); a
 * .doc or .docx goes through the upload endpoint, which needs a connection (decision 0222).
 */
export function CompareVersionInput({
  id,
  label,
  text,
  onText,
}: {
  id: string;
  label: string;
  text: string;
  onText: (text: string, fileName: string | null) => void;
}) {
  const { provider } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function read(file: File | undefined) {
    if (!file) return;
    const invalid = checkUploadFile(file);
    setProblem(invalid);
    if (invalid) return;
    if (file.name.toLowerCase().endsWith('.txt')) {
      onText((await file.text()).replace(/\r\n?/g, '\n'), file.name);
      return;
    }
    if (!navigator.onLine) {
      setProblem('Reading a Word file needs a connection. Paste the text or choose a .txt file instead.');
      return;
    }
    setBusy(true);
    try {
      onText(
        await uploadContractFile(file, () => provider?.getIdToken() ?? Promise.resolve(null)),
        file.name,
      );
    } catch (error) {
      setProblem(serverMessage(error, 'Failed to process the uploaded file.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={`${id}-text`} className="fw-semibold">
        {label}
      </Form.Label>
      <Form.Control
        as="textarea"
        id={`${id}-text`}
        rows={8}
        value={text}
        placeholder="Paste the contract text here, or choose its file below..."
        onChange={(event) => onText(event.target.value, null)}
      />
      <label htmlFor={`${id}-file`} className="form-label small mt-2 mb-1">
        {busy ? 'Processing...' : 'Or choose a DOC, DOCX or TXT file (up to 10MB)'}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".doc,.docx,.txt"
        className={`form-control form-control-sm${problem ? ' is-invalid' : ''}`}
        onChange={(event) => void read(event.currentTarget.files?.[0])}
      />
      {problem && <div className="invalid-feedback d-block">{problem}</div>}
    </Form.Group>
  );
}
