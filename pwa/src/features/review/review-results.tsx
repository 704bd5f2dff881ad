import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import type { ReviewData } from '@shared-schema';
import {
  BlurredCard,
  ContractAnalysisCard,
  EditSuggestionsCard,
  ExplanationsCard,
  KeyTermsCard,
  MissingClausesCard,
  ObligationsCard,
  PREMIUM_CARD_TITLES,
  RedFlagsCard,
} from './review-cards';
import type { ResultView } from './review-state';

type Props = {
  review: ReviewData;
  view: ResultView;
  onUnlock: () => void;
  unlocking: boolean;
  /** Null when the preview was made offline and is not saved: it cannot be unlocked. */
  canUnlock: boolean;
  onDownload?: () => void;
  downloading?: boolean;
  /** The report button, with its price while the download costs. */
  downloadLabel?: string;
};

function BlurredSamples() {
  return PREMIUM_CARD_TITLES.map((title) => <BlurredCard key={title} title={title} />);
}

/** Right column with a result: the four display states of spec 001 section 2. */
export function ReviewResults({
  review,
  view,
  onUnlock,
  unlocking,
  canUnlock,
  onDownload,
  downloading = false,
  downloadLabel = 'Download Report',
}: Props) {
  return (
    <div data-testid="review-results" data-view={view}>
      <ContractAnalysisCard info={review.contractInfo} />
      <KeyTermsCard terms={review.keyTermsSummary} />
      {view === 'locked' && (
        <>
          <BlurredSamples />
          <Button className="w-100" size="lg" onClick={onUnlock} disabled={unlocking || !canUnlock}>
            {unlocking ? 'Unlocking...' : 'Unlock Full Analysis (1 Credit)'}
          </Button>
          {!canUnlock && (
            <p className="small text-body-secondary mt-2">
              This preview was made offline. Review it again when you are online to unlock the full analysis.
            </p>
          )}
        </>
      )}
      {view === 'guest-locked' && (
        <>
          <BlurredSamples />
          <Link className="btn btn-primary btn-lg w-100" to="/auth">
            Sign Up to Unlock Full Analysis
          </Link>
        </>
      )}
      {view === 'guest-preview' && (
        <>
          <RedFlagsCard flags={review.redFlags} />
          <ExplanationsCard explanations={review.plainLanguageExplanations} />
          <MissingClausesCard clauses={review.missingClauses} />
          <Link className="btn btn-primary btn-lg w-100 mb-3" to="/auth">
            Sign Up for Detailed Analysis & Download
          </Link>
          <Card className="shadow-sm border-primary" data-testid="signup-download">
            <Card.Body className="text-center">
              <h2 className="h5">Sign Up & Download</h2>
              <p className="fw-semibold mb-1">Complete Analysis Ready!</p>
              <p className="small text-body-secondary">
                Create a free account to see edit suggestions and obligations, and download the full report.
              </p>
              <Link className="btn btn-outline-primary" to="/auth">
                Sign Up & Download
              </Link>
            </Card.Body>
          </Card>
        </>
      )}
      {view === 'full' && (
        <>
          <RedFlagsCard flags={review.redFlags} />
          <ExplanationsCard explanations={review.plainLanguageExplanations} />
          <MissingClausesCard clauses={review.missingClauses} />
          <ObligationsCard obligations={review.obligations} />
          <EditSuggestionsCard suggestions={review.editSuggestions} />
          {onDownload && (
            <Button className="w-100" size="lg" variant="success" onClick={onDownload} disabled={downloading}>
              {downloading ? 'Downloading...' : downloadLabel}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
