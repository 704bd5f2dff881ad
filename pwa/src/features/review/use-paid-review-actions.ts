import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { toast } from '../../components/ui/toast/toast-store';
import { CREDIT_COSTS } from '@shared-schema/constants';
import { api } from '../../lib/api/api';
import { serverMessage } from '../../lib/http';
import { reviewApi } from './review-api';
import { downloadReviewReport } from './review-files';
import { creditsRequiredFrom, type CreditsRequired } from '../credits';
import { mentionsCredits } from './review-state';

export type CreditsModalState = CreditsRequired & {
  action: 'unlock full analysis' | 'download contract review report';
};

/** Unlock (1 credit) and report download (1 credit, once per review) with the toasts and credits modal of spec 001 section 8. */
export function usePaidReviewActions() {
  const dispatch = useDispatch();
  const [upgrade, upgradeState] = reviewApi.useUpgradeReviewMutation();
  const [downloading, setDownloading] = useState(false);
  const [creditsModal, setCreditsModal] = useState<CreditsModalState | null>(null);

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
      setDownloading(true);
      try {
        await downloadReviewReport(reviewId);
        // Spec 001 section 7: credits and the user are refreshed after a download.
        dispatch(api.util.invalidateTags(['Credits', 'CreditTransactions', 'Profile']));
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
    [dispatch],
  );

  return {
    unlock,
    unlocking: upgradeState.isLoading,
    download,
    downloading,
    creditsModal,
    closeCreditsModal: () => setCreditsModal(null),
  };
}
