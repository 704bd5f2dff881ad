import { useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { toast } from '../../components/ui/toast/toast-store';
import { serverMessage } from '../../lib/http';
import { useSession } from '../auth';
import { checkUploadFile, uploadContractFile } from './review-files';

const ACCEPT =
  '.doc,.docx,.txt,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain';

/** 'Upload a contract file': checks type and size here, sends the file as form field file, hands back the text. */
export function UploadBox({ onText }: { onText: (text: string) => void }) {
  const { provider } = useSession();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function handle(file: File | undefined) {
    if (!file) return;
    const problem = checkUploadFile(file);
    if (problem) {
      toast({ title: 'Upload Failed', description: problem, variant: 'destructive' });
      return;
    }
    setBusy(true);
    try {
      onText(await uploadContractFile(file, () => provider?.getIdToken() ?? Promise.resolve(null)));
      toast({
        title: 'File Uploaded',
        description: 'Contract text has been extracted and loaded.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Upload Failed',
        description: serverMessage(error, 'Failed to process the uploaded file.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div
      className="border border-2 border-dashed rounded p-4 text-center mt-3"
      style={{ borderStyle: 'dashed' }}
    >
      <p className="fw-semibold mb-1">Upload a contract file</p>
      <p className="small text-body-secondary">Supports DOC, DOCX, and TXT files up to 10MB</p>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="d-none"
        data-testid="contract-file-input"
        aria-label="Contract file"
        onChange={(e) => void handle(e.target.files?.[0])}
      />
      {busy ? (
        <span className="text-body-secondary">Processing...</span>
      ) : (
        <Button variant="outline-primary" onClick={() => input.current?.click()}>
          Choose File
        </Button>
      )}
    </div>
  );
}
