import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useDispatch } from 'react-redux';
import { editSuggestionIds, type ContractReview } from '@shared-schema';
import { toast } from '../../components/ui/toast/toast-store';
import { api } from '../../lib/api/api';
import { countLabel } from '../../lib/count-label';
import { serverMessage } from '../../lib/http';
import { fetchDownloadCost, useChargeConfirm } from '../credits';
import { EditSuggestionsCard } from './review-cards';
import { reviewApi } from './review-api';
import { checkUploadFile } from './review-files';
import { downloadWithEdits, editsDownloadMessage, suggestionName } from './edits-download';

/** The button names its price while the review's downloads still cost (decision 0220: shared with the report). */
export function editsButtonLabel(credits: number | undefined): string {
  return credits
    ? `Download with suggested edits (${countLabel(credits, 'credit')})`
    : 'Download with suggested edits';
}

/**
 * The edit suggestions of a paid review with a tick each, the person's own document picked again (optional), and
 * 'Download with suggested edits': their document back with the ticked edits as Word tracked changes.
 */
export function SuggestedEditsCard({ review }: { review: ContractReview }) {
  const suggestions = review.reviewData.editSuggestions;
  const ids = useMemo(() => editSuggestionIds(suggestions), [suggestions]);
  const [picked, setPicked] = useState<boolean[]>(() => suggestions.map(() => true));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; warn: boolean; notPlaced: string[] } | null>(null);
  const cost = reviewApi.useGetReportCostQuery(review.id);
  const { ask, dialog } = useChargeConfirm();
  const dispatch = useDispatch();
  const chosen = ids.filter((_, i) => picked[i]);

  const download = async () => {
    if (!navigator.onLine) {
      toast({
        title: 'Download Failed',
        description: 'Downloading needs a connection. Try again when you are back online.',
        variant: 'destructive',
      });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const price = await fetchDownloadCost(
        `/api/contract-reviews/${encodeURIComponent(review.id)}/report-cost`,
      );
      const go =
        price.credits === 0 ||
        (await ask({
          title: 'Download with suggested edits?',
          reason:
            'Your contract as a Word document with the ticked edits as tracked changes. One payment covers every download of this review, the report included.',
          credits: price.credits,
          confirmLabel: editsButtonLabel(price.credits),
        }));
      if (!go) return;
      const result = await downloadWithEdits(review.id, chosen, file);
      dispatch(api.util.invalidateTags(['Credits', 'CreditTransactions', 'Profile']));
      dispatch(reviewApi.util.invalidateTags([{ type: 'Review', id: review.id }]));
      const message = editsDownloadMessage(result, (id) => {
        const suggestion = suggestions[ids.indexOf(id)];
        return suggestion ? suggestionName(suggestion) : 'An edit';
      });
      setOutcome({ text: message.description, warn: message.warn, notPlaced: message.notPlaced });
      toast({
        title: message.title,
        description: message.description,
        variant: message.warn ? 'default' : 'success',
      });
    } catch (error) {
      toast({
        title: 'Download Failed',
        description: serverMessage(error, 'Failed to download the contract with suggested edits.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  const footer =
    suggestions.length === 0 ? null : (
      <div className="border-top pt-3">
        <Form.Group className="mb-2">
          <Form.Label htmlFor="edits-own-document" className="small mb-1">
            Your document (optional: DOC, DOCX or TXT, up to 10MB)
          </Form.Label>
          <input
            type="file"
            id="edits-own-document"
            className={`form-control form-control-sm${fileError ? ' is-invalid' : ''}`}
            accept=".doc,.docx,.txt"
            onChange={(event) => {
              const next = event.currentTarget.files?.[0] ?? null;
              const problem = next ? checkUploadFile(next) : null;
              setFileError(problem);
              setFile(problem ? null : next);
            }}
          />
          <Form.Control.Feedback type="invalid">{fileError}</Form.Control.Feedback>
          <Form.Text>
            Pick the file you had reviewed: a .docx comes back with its own formatting. Without it, you get a
            Word copy of the reviewed text.
          </Form.Text>
        </Form.Group>
        <Button variant="success" onClick={() => void download()} disabled={busy || chosen.length === 0}>
          {busy ? 'Downloading...' : editsButtonLabel(cost.data?.credits)}
        </Button>
        {chosen.length === 0 && (
          <span className="small ms-2 text-body-secondary">Tick at least one edit.</span>
        )}
        {outcome && (
          <Alert variant={outcome.warn ? 'warning' : 'success'} className="small mt-3 mb-0" role="status">
            {outcome.text}
            {outcome.notPlaced.length > 0 && (
              <ul className="mb-0 mt-2" aria-label="Edits not in your file">
                {outcome.notPlaced.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        {dialog}
      </div>
    );

  return (
    <EditSuggestionsCard
      suggestions={suggestions}
      picks={{ picked, onToggle: (i) => setPicked((old) => old.map((p, j) => (j === i ? !p : p))) }}
      footer={footer}
    />
  );
}
