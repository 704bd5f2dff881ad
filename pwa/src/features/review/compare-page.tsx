import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import type { RedlinePart } from '@contract-engine';
import type { EditSuggestion, RedFlag } from '@shared-schema';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/page-spinner';
import { toast } from '../../components/ui/toast/toast-store';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useOnlineStatus } from '../../lib/use-online-status';
import { currentIdToken, errorFromResponse, serverMessage } from '../../lib/http';
import { filenameFromDisposition, saveBlob } from '../../lib/file-download';
import { SignInGate, useSession } from '../auth';
import { EditSuggestionsCard, RedFlagsCard, ReviewCard } from './review-cards';
import { CompareVersionInput } from './compare-version-input';
import { findingsOnChanges } from './compare-findings';
import { RedlineView } from '../../components/ui/redline-view';

interface Comparison {
  parts: RedlinePart[];
  redFlags: RedFlag[];
  editSuggestions: EditSuggestion[];
}

/** The redline and the review of what changed, both by the engine in the browser: no connection needed. */
async function compareOnDevice(before: string, after: string, party: string): Promise<Comparison> {
  const { analyzeContract, compareTexts } = await import('@contract-engine');
  const parts = compareTexts(before, after);
  const review = analyzeContract(after, { party: party.trim() || null });
  return { parts, ...findingsOnChanges(parts, review) };
}

async function downloadRedline(before: string, after: string, changedBy: string): Promise<void> {
  const token = await currentIdToken();
  const response = await fetch('/api/compare/tracked-docx', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ before, after, changedBy }),
  });
  if (!response.ok) throw await errorFromResponse(response);
  saveBlob(
    await response.blob(),
    filenameFromDisposition(response.headers.get('content-disposition'), 'Changes between versions.docx'),
  );
}

/** 'What did they change?' (/contract-review/compare, decision 0222): two versions, the redline, the review of it. */
export function ComparePage() {
  usePageMeta({ title: 'What did they change?', noindex: true });
  const { status } = useSession();
  const online = useOnlineStatus();
  const [before, setBefore] = useState('');
  const [after, setAfter] = useState('');
  const [afterName, setAfterName] = useState<string | null>(null);
  const [party, setParty] = useState('');
  const [result, setResult] = useState<Comparison | null>(null);
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState(false);

  if (status === 'loading') return <PageSpinner />;
  if (status !== 'authenticated')
    return (
      <SignInGate title="Compare Contract Versions" text="Sign in to compare two versions of a contract." />
    );

  const ready = before.trim() !== '' && after.trim() !== '';
  const compare = async () => {
    setBusy(true);
    try {
      setResult(await compareOnDevice(before, after, party));
    } finally {
      setBusy(false);
    }
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadRedline(
        before,
        after,
        afterName ? `Changes in ${afterName}`.slice(0, 100) : 'Returned version',
      );
      toast({
        title: 'Download Complete',
        description: 'The changes as Word tracked changes.',
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: 'Download Failed',
        description: serverMessage(error, 'Failed to download the changes.'),
        variant: 'destructive',
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="container py-4">
      <Link to="/contract-review">← Back to Contract Review</Link>
      <PageHeader title="What did they change?" />
      <p className="text-body-secondary">
        Put the version you sent beside the one that came back: see every change, and what the changes mean
        for your side.
      </p>
      <div className="row g-3">
        <div className="col-12 col-lg-6">
          <CompareVersionInput
            id="compare-before"
            label="Your version"
            text={before}
            onText={(t) => setBefore(t)}
          />
        </div>
        <div className="col-12 col-lg-6">
          <CompareVersionInput
            id="compare-after"
            label="The version returned to you"
            text={after}
            onText={(t, name) => {
              setAfter(t);
              if (name) setAfterName(name);
            }}
          />
        </div>
      </div>
      <Form.Group className="mb-3" style={{ maxWidth: 420 }}>
        <Form.Label htmlFor="compare-party">Your side (optional)</Form.Label>
        <Form.Control
          id="compare-party"
          value={party}
          placeholder="e.g. Tenant, Contractor, or your company's name"
          onChange={(event) => setParty(event.target.value)}
        />
      </Form.Group>
      <Button onClick={() => void compare()} disabled={!ready || busy}>
        {busy ? 'Comparing...' : 'Compare'}
      </Button>
      {result && (
        <div className="mt-4">
          <ReviewCard title="Changes" testId="compare-changes">
            <RedlineView parts={result.parts} label="Changes from the first version to the second" summary />
            <div className="mt-3 d-flex flex-wrap align-items-center gap-2">
              <Button variant="success" onClick={() => void download()} disabled={!online || downloading}>
                {downloading ? 'Downloading...' : 'Download as Word tracked changes (.docx)'}
              </Button>
              {!online && (
                <span className="small text-body-secondary">The Word download needs a connection.</span>
              )}
            </div>
          </ReviewCard>
          <Alert variant="light" className="small border">
            The review below reads the returned version from your side and keeps only the findings on clauses
            that changed. It is produced automatically and is not legal advice.
          </Alert>
          <RedFlagsCard flags={result.redFlags} showCount />
          <EditSuggestionsCard suggestions={result.editSuggestions} />
        </div>
      )}
    </div>
  );
}
