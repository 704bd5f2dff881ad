import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { CREDIT_COSTS } from '@shared-schema';
import { creditsRequiredFrom, fetchDownloadCost, useChargeConfirm, type CreditsRequired } from '../credits';
import { toast } from '../../components/ui/toast/toast-store';
import { api } from '../../lib/api/api';
import { serverMessage } from '../../lib/http';
import { downloadContractFile } from './contract-download';

/** Downloading reaches the server; offline it says so rather than a bare failure. */
export const DOWNLOAD_NEEDS_CONNECTION =
  'Downloading needs a connection. Your contract is saved on this device; download it when you are back online.';

/**
 * Before a download that charges again (the contract's type or a party changed since it was paid for, decision
 * 0120) the price and the reason are shown and the user is asked; re-downloads after other edits are free.
 *
 * Download with the outcomes of spec 000 section 8: 'Download Complete', the 'Credits Required' dialog on
 * 402 or an insufficient-credits message, otherwise 'Download Failed'. Credits, transactions and the
 * profile are refetched afterwards; the contract's downloadedAt comes back through sync.
 */
export function useContractDownload() {
  const dispatch = useDispatch();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [creditsRequired, setCreditsRequired] = useState<CreditsRequired | null>(null);
  const { ask, dialog } = useChargeConfirm();

  const download = useCallback(
    async (id: string, options: { sinceVersion?: string } = {}): Promise<boolean> => {
      if (!navigator.onLine) {
        toast({ title: 'Download Failed', description: DOWNLOAD_NEEDS_CONNECTION, variant: 'destructive' });
        return false;
      }
      setDownloadingId(id);
      try {
        const cost = await fetchDownloadCost(`/api/contracts/${encodeURIComponent(id)}/download-cost`);
        const go =
          cost.reason !== 'changed' ||
          (await ask({
            title: 'Download the changed contract?',
            reason:
              'Its type or parties changed since your last download, so this is a new contract. Re-downloading after edits that keep the type and parties is free.',
            credits: cost.credits,
            confirmLabel: `Download (${cost.credits} credits)`,
          }));
        if (!go) return false;
        await downloadContractFile(id, options.sinceVersion);
        toast({
          title: 'Download Complete',
          description: 'Your contract has been downloaded successfully.',
          variant: 'success',
        });
        return true;
      } catch (error) {
        const needed = creditsRequiredFrom(error, CREDIT_COSTS.contractDownload);
        if (needed) setCreditsRequired(needed);
        else
          toast({
            title: 'Download Failed',
            description: serverMessage(error, 'Failed to download contract.'),
            variant: 'destructive',
          });
        return false;
      } finally {
        setDownloadingId(null);
        dispatch(api.util.invalidateTags(['Credits', 'CreditTransactions', 'Profile']));
      }
    },
    [dispatch, ask],
  );

  return {
    download,
    downloadingId,
    creditsRequired,
    closeCreditsRequired: () => setCreditsRequired(null),
    /** The 'download the changed contract?' dialog: render it once where the hook is used. */
    chargeDialog: dialog,
  };
}
