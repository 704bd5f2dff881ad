import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from '../../components/ui/toast/toast-store';
import { CREDIT_COSTS } from '@shared-schema/constants';
import { api } from '../../lib/api/api';
import { serverMessage } from '../../lib/http';
import { reviewApi } from './review-api';
import { downloadReviewReport } from './review-files';
import { countLabel } from '../../lib/count-label';
import { creditsRequiredFrom, fetchDownloadCost, useChargeConfirm, type CreditsRequired } from '../credits';
import { mentionsCredits } from './review-state';

export type CreditsModalState = CreditsRequired & {
  action: 'unlock full analysis' | 'download contract review report';
};

/** The report button names its price while the download still costs (decision 0120). */
export function reportButtonLabel(credits: number | undefined): string {
  return credits ? `Download Report (${countLabel(credits, 'credit')})` : 'Download Report';
}

/** The report button's label for a paid review, from the server's price. */
export function useReportButtonLabel(reviewId: string | null, isPaid: boolean): string {
  const cost = reviewApi.useGetReportCostQuery(reviewId ?? '', { skip: !reviewId || !isPaid });
  return reportButtonLabel(cost.data?.credits);
}

/**
 * Report download asks first while it costs: the price comes from the server, which charges once per review.
 * Unlock (1 credit) and report download (1 credit, once per review) with the toasts and credits modal of spec 001 section 8. */
export function usePaidReviewActions() {
  const dispatch = useDispatch();
  const [upgrade, upgradeState] = reviewApi.useUpgradeReviewMutation();
  const [downloading, setDownloading] = useState(false);
  const [creditsModal, setCreditsModal] = useState<CreditsModalState | null>(null);
  const { ask, dialog } = useChargeConfirm();

  const unlock = useCallback(
    async (reviewId: string): Promise<boolean> => {
      try {
        await upgrade(reviewId).unwrap();
        toast({
          title: 'Review Upgraded',
          description: 'The full analysis is now available.',
          variant: 'success',
        });
        return true;
      } catch (error) {
        const needed = creditsRequiredFrom(error, CREDIT_COSTS.reviewUnlock);
        if (needed) setCreditsModal({ ...needed, action: 'unlock full analysis' });
        else
          toast({
            title: 'Upgrade Failed',
            description: serverMessage(error, 'Failed to unlock the full analysis.'),
            variant: 'destructive',
          });
        return false;
      }
    },
    [upgrade],
  );

  const download = useCallback(
    async (reviewId: string): Promise<void> => {
      if (!navigator.onLine) {
        toast({
          title: 'Download Failed',
          description: 'Downloading the report needs a connection. Try again when you are back online.',
          variant: 'destructive',
        });
        return;
      }
      setDownloading(true);
      try {
        const cost = await fetchDownloadCost(
          `/api/contract-reviews/${encodeURIComponent(reviewId)}/report-cost`,
        );
        const go =
          cost.credits === 0 ||
          (await ask({
            title: 'Download the report?',
            reason:
              'The full review as a Word document. You pay once for this review; downloading it again later is free.',
            credits: cost.credits,
            confirmLabel: reportButtonLabel(cost.credits),
          }));
        if (!go) return;
        await downloadReviewReport(reviewId);
        // Spec 001 section 7: credits and the user are refreshed after a download.
        dispatch(api.util.invalidateTags(['Credits', 'CreditTransactions', 'Profile']));
        dispatch(reviewApi.util.invalidateTags([{ type: 'Review', id: reviewId }]));
        toast({
          title: 'Download Complete',
          description: 'Your contract review report has been downloaded.',
          variant: 'success',
        });
      } catch (error) {
        const needed = creditsRequiredFrom(error, CREDIT_COSTS.reviewReportDownload);
        if (needed) setCreditsModal({ ...needed, action: 'download contract review report' });
        else if (!mentionsCredits(error))
          toast({
            title: 'Download Failed',
            description: serverMessage(error, 'Failed to download contract review.'),
            variant: 'destructive',
          });
      } finally {
        setDownloading(false);
      }
    },
    [dispatch, ask],
  );

  return {
    /** The 'download the report?' dialog: render it once where the hook is used. */
    chargeDialog: dialog,
    unlock,
    unlocking: upgradeState.isLoading,
    download,
    downloading,
    creditsModal,
    closeCreditsModal: () => setCreditsModal(null),
  };
}
