import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link, useSearchParams } from 'react-router';
import { LIMITS, REVIEW_CONTRACT_TEXT_MAX_CHARS } from '@shared-schema';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toast/toast-store';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { useCredits, CreditsRequiredDialog } from '../credits';
import { serverMessage } from '../../lib/http';
import { useSession } from '../auth';
import { AnalysisOverlay } from './analysis-overlay';
import { PartyPicker } from './party-picker';
import { ReviewResults } from './review-results';
import { resultView } from './review-state';
import { UploadBox } from './upload-box';
import { useGuestReview, useRunReview, useSavedReview, type ReviewResult } from './use-review';
import { usePaidReviewActions, useReportButtonLabel } from './use-paid-review-actions';
import { useChangeSide } from './use-change-side';
import { countLabel } from '../../lib/count-label';

export function ReviewPage() {
  usePageMeta({
    title: 'Contract Review',
    description: 'Paste or upload a contract and get a plain-language analysis of its risks.',
  });
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  // While the session is being restored the page cannot tell a guest's preview from a signed-in user's saved
  // review: a review started then would go the guest way (and make a guest session) for a signed-in user.
  const sessionKnown = status !== 'loading';
  const [params, setParams] = useSearchParams();
  const reviewId = params.get('reviewId');
  const [text, setText] = useState('');
  const [result, setResult] = useState<ReviewResult | null>(null);
  const { run, pending } = useRunReview();
  const credits = useCredits();
  const guestReview = useGuestReview();
  const saved = useSavedReview(reviewId);
  const paid = usePaidReviewActions();
  const side = useChangeSide();
  const resultsRef = useRef<HTMLDivElement>(null);
  const restored = useRef(false);

  // A guest comes back to their last review, kept on this device.
  useEffect(() => {
    if (restored.current || signedIn || !guestReview) return;
    restored.current = true;
    setText(guestReview.contractText);
    setResult({ review: guestReview.reviewResult, reviewId: null, isPaid: false, offline: false });
  }, [guestReview, signedIn]);

  // ?reviewId: the saved review (also re-read after an unlock) replaces what is shown.
  const savedReview = saved.data && saved.data.id === reviewId ? saved.data : null;
  useEffect(() => {
    if (!savedReview) return;
    setText((current) => current || savedReview.originalText);
    setResult({
      review: savedReview.reviewData,
      reviewId: savedReview.id,
      isPaid: savedReview.isPaid,
      offline: false,
    });
  }, [savedReview]);

  const shown = result;
  const reportLabel = useReportButtonLabel(shown?.reviewId ?? null, shown?.isPaid ?? false);
  useEffect(() => {
    if (shown) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [shown?.reviewId, shown !== null]); // eslint-disable-line react-hooks/exhaustive-deps -- scroll when a result appears, not on every re-read

  // A saved review keeps its id (and paid status) when the user says which party they are.
  async function pickSide(party: string) {
    const id = result?.reviewId;
    if (!signedIn || !id || result.offline) return review(party);
    const changed = await side.changeSide(id, party);
    if (changed)
      setResult({ review: changed.reviewData, reviewId: changed.id, isPaid: changed.isPaid, offline: false });
  }

  async function review(party?: string) {
    try {
      const next = await run(text, party);
      setResult(next);
      if (next.reviewId) setParams({ reviewId: next.reviewId }, { replace: true });
    } catch (error) {
      toast({
        title: 'Review Failed',
        description: serverMessage(
          error,
          error instanceof Error ? error.message : 'The review could not be completed.',
        ),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="container py-4">
      {pending && <AnalysisOverlay />}
      <PageHeader
        title="Contract Review"
        lead="Get expert review of your contracts: red flags, missing clauses and plain-language explanations."
      />
      <Row className="g-4">
        <Col lg={6}>
          <Card className="shadow-sm">
            <Card.Body>
              <Form.Group controlId="contract-text">
                <Form.Label className="fw-semibold">Contract text</Form.Label>
                <Form.Control
                  as="textarea"
                  placeholder="Paste your contract text here..."
                  style={{ minHeight: LIMITS.reviewTextAreaMinHeight }}
                  maxLength={REVIEW_CONTRACT_TEXT_MAX_CHARS}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
                <Form.Text data-testid="character-counter">
                  {text.length.toLocaleString('en-US')} characters
                </Form.Text>
              </Form.Group>
              <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mt-3">
                {signedIn ? (
                  <span className="small text-body-secondary" data-testid="credits-note">
                    {credits.data
                      ? `You have ${countLabel(credits.data.credits, 'credit')} available${credits.lastKnown ? ' (last known)' : ''}`
                      : 'Loading credits...'}{' '}
                    · <Link to="/buy-credits">Need credits? Buy here</Link>
                  </span>
                ) : sessionKnown ? (
                  <span className="small badge text-bg-secondary" data-testid="guest-note">
                    Guest Mode
                  </span>
                ) : (
                  <span />
                )}
                <Button
                  onClick={() => void review()}
                  disabled={!sessionKnown || pending || text.trim() === ''}
                >
                  {pending ? 'Reviewing...' : 'Review Contract'}
                </Button>
              </div>
              <UploadBox onText={setText} />
              {signedIn && (
                <p className="small mt-3 mb-0">
                  Got a contract back with changes?{' '}
                  <Link to="/contract-review/compare">What did they change? Compare two versions</Link>
                </p>
              )}
            </Card.Body>
          </Card>
        </Col>
        <Col lg={6}>
          <div ref={resultsRef} style={{ scrollMarginTop: 80 }}>
            {shown?.review.perspective && (
              <PartyPicker
                perspective={shown.review.perspective}
                pending={pending || side.changing}
                onPick={(party) => void pickSide(party)}
              />
            )}
            {shown ? (
              <ReviewResults
                review={shown.review}
                view={resultView({ signedIn, isPaid: shown.isPaid, review: shown.review })}
                canUnlock={shown.reviewId !== null}
                unlocking={paid.unlocking}
                onUnlock={() => {
                  if (shown.reviewId) void paid.unlock(shown.reviewId);
                }}
                downloading={paid.downloading}
                downloadLabel={reportLabel}
                onDownload={shown.reviewId ? () => void paid.download(shown.reviewId ?? '') : undefined}
              />
            ) : saved.isFetching ? (
              <Card className="shadow-sm text-center p-5 text-body-secondary">Loading review...</Card>
            ) : (
              <Card className="shadow-sm text-center p-5" data-testid="review-empty">
                <h2 className="h5">Ready for Review</h2>
                <p className="text-body-secondary mb-0">
                  Paste your contract or upload a file, then choose Review Contract.
                </p>
              </Card>
            )}
          </div>
        </Col>
      </Row>
      {paid.chargeDialog}
      <CreditsRequiredDialog
        state={paid.creditsModal}
        action={paid.creditsModal?.action}
        onClose={paid.closeCreditsModal}
      />
    </div>
  );
}
