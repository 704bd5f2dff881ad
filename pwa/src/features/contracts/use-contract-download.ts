import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { CREDIT_COSTS } from '@shared-schema';
import { creditsRequiredFrom, type CreditsRequired } from '../credits';
import { toast } from '../../components/ui/toast/toast-store';
import { api } from '../../lib/api/api';
import { serverMessage } from '../../lib/http';
import { downloadContractFile } from './contract-download';

/**
 * Download with the outcomes of spec 000 section 8: 'Download Complete', the 'Credits Required' dialog on
 * 402 or an insufficient-credits message, otherwise 'Download Failed'. Credits, transactions and the
 * profile are refetched afterwards; the contract's downloadedAt comes back through sync.
 */
export function useContractDownload() {
  const dispatch = useDispatch();
  const [downloadingId, setDownloadingId] = useState<string | null>(null);
  const [creditsRequired, setCreditsRequired] = useState<CreditsRequired | null>(null);

  const download = useCallback(
    async (id: string): Promise<boolean> => {
      setDownloadingId(id);
      try {
        await downloadContractFile(id);
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
    [dispatch],
  );

  return { download, downloadingId, creditsRequired, closeCreditsRequired: () => setCreditsRequired(null) };
}
