import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { Link, useParams } from 'react-router';
import { editSuggestionIds } from '@shared-schema';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/page-spinner';
import { SignInGate, useSession } from '../auth';
import { usePageMeta } from '../../components/ui/use-page-meta';
import { CreditsRequiredDialog, FinishAfterPurchase } from '../credits';
import {
  BlurredCard,
  ContractAnalysisCard,
  ExplanationsCard,
  KeyTermsCard,
  MissingClausesCard,
  ObligationsCard,
  RedFlagsCard,
  ReviewCard,
} from './review-cards';
import { PartyPicker } from './party-picker';
import { SuggestedEditsCard } from './suggested-edits-card';
import { usePaidReviewActions, useReportButtonLabel } from './use-paid-review-actions';
import { useChangeSide } from './use-change-side';
import { useReviewDetails } from './use-review-details';

function reviewedDate(createdAt: string | undefined): string {
  const date = createdAt ? new Date(createdAt) : null;
  return date && !Number.isNaN(date.getTime())
    ? date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })
    : 'Unknown';
}

export function ReviewDetailsPage() {
  const { status } = useSession();
  const { id = '' } = useParams();
  usePageMeta({ title: 'Contract Review Details', noindex: true });
  const query = useReviewDetails(id);
  const paid = usePaidReviewActions();
  const side = useChangeSide();
  const reportLabel = useReportButtonLabel(query.data?.id ?? null, query.data?.isPaid ?? false);

  if (status === 'loading') return <PageSpinner />;
  if (status !== 'authenticated') {
    return (
      <SignInGate title="Access Contract Review" text="Sign in to see the details of this contract review." />
    );
  }
  if (query.isLoading) return <PageSpinner />;
  const review = query.data;
  if (!review) {
    return (
      <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
        <h1 className="h3">Review Not Found</h1>
        <p className="text-body-secondary">
          The contract review you're looking for doesn't exist or has been deleted.
        </p>
        <Link className="btn btn-primary" to="/my-documents">
          Back to My Documents
        </Link>
      </div>
    );
  }
  const data = review.reviewData;
  return (
    <div className="container py-4">
      <Link to="/my-documents">← Back to My Documents</Link>
      <FinishAfterPurchase
        actions={{
          'unlock full analysis': () => paid.unlock(review.id),
          'download contract review report': () => paid.download(review.id),
        }}
      />
      <PageHeader title="Contract Review Details">
        <div className="d-flex flex-wrap align-items-center gap-2">
          {review.isPaid ? (
            <Badge bg="success">Paid Review</Badge>
          ) : (
            <Badge bg="secondary">Free Preview</Badge>
          )}
          {review.isPaid ? (
            <Button
              variant="success"
              onClick={() => void paid.download(review.id)}
              disabled={paid.downloading}
            >
              {paid.downloading ? 'Downloading...' : reportLabel}
            </Button>
          ) : (
            <>
              <Button onClick={() => void paid.unlock(review.id)} disabled={paid.unlocking}>
                {paid.unlocking ? 'Unlocking...' : 'Unlock Full Analysis (1 Credit)'}
              </Button>
              <Link to="/buy-credits">Need credits? Buy here</Link>
            </>
          )}
        </div>
      </PageHeader>
      {data.perspective && (
        <PartyPicker
          perspective={data.perspective}
          pending={side.changing}
          onPick={(party) => void side.changeSide(review.id, party)}
        />
      )}
      <ContractAnalysisCard info={data.contractInfo} reviewed={reviewedDate(review.createdAt)} />
      <KeyTermsCard terms={data.keyTermsSummary} title="Key Terms" withTermination />
      {review.isPaid ? (
        <>
          <RedFlagsCard flags={data.redFlags} showCount />
          <MissingClausesCard
            clauses={data.missingClauses}
            title="Missing or Recommended Clauses"
            showModelClause
          />
          <SuggestedEditsCard key={editSuggestionIds(data.editSuggestions).join()} review={review} />
          <ObligationsCard obligations={data.obligations} />
          <ExplanationsCard explanations={data.plainLanguageExplanations} />
        </>
      ) : (
        <>
          <BlurredCard title="Red Flags" premium />
          <BlurredCard title="Missing or Recommended Clauses" premium />
          <BlurredCard title="Edit Suggestions" premium />
          <BlurredCard title="Obligations & Deadlines" premium />
          <BlurredCard title="Plain Language Explanations" premium />
        </>
      )}
      <ReviewCard title="Original Contract" testId="original-contract">
        <pre className="mb-0 small" style={{ whiteSpace: 'pre-wrap', maxHeight: 480, overflow: 'auto' }}>
          {review.originalText}
        </pre>
      </ReviewCard>
      <p className="small text-body-secondary">
        This analysis is produced automatically and is not legal advice.
      </p>
      {paid.chargeDialog}
      <CreditsRequiredDialog
        state={paid.creditsModal}
        action={paid.creditsModal?.action}
        onClose={paid.closeCreditsModal}
      />
    </div>
  );
}
