import { useState } from 'react';
import { CREDIT_COSTS } from '@shared-schema';
import { creditsRequiredFrom, type CreditsRequired } from '../credits';
import { toast } from '../../components/ui/toast/toast-store';
import type { UserDbValue } from '../../db/user-db/user-db-context';
import { contractsApi, useContractDownload } from '../contracts';
import { serverMessage } from '../../lib/http';
import type { CardActions } from './document-card';
import { documentsApi } from './documents-api';
import type { DocumentItem } from './document-items';

/** Card actions: local writes for rename and delete (they sync), server calls for download, e-mail and unlock. */
export function useDocumentActions(value: UserDbValue) {
  const contractDownload = useContractDownload();
  const [sendEmail, emailState] = contractsApi.useSendContractEmailMutation();
  const [unlockReview, unlockState] = documentsApi.useUnlockReviewMutation();
  const [deleting, setDeleting] = useState<DocumentItem | null>(null);
  const [emailing, setEmailing] = useState<DocumentItem | null>(null);
  const [unlockCredits, setUnlockCredits] = useState<CreditsRequired | null>(null);

  const actions: CardActions = {
    rename: (item, name) => {
      const write =
        item.kind === 'contract'
          ? value.documents.updateContract(item.id, { name })
          : value.documents.renameReview(item.id, name);
      write.catch((error: unknown) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'Unable to update contract name.'),
          variant: 'destructive',
        }),
      );
    },
    remove: (item) => setDeleting(item),
    download: (item) => void contractDownload.download(item.id),
    email: (item) => setEmailing(item),
    unlock: (item) => {
      unlockReview(item.id)
        .unwrap()
        .then(
          () =>
            toast({
              title: 'Review Upgraded',
              description: 'The full analysis is now available.',
              variant: 'success',
            }),
          (error: unknown) => {
            const needed = creditsRequiredFrom(error, CREDIT_COSTS.reviewUnlock);
            if (needed) setUnlockCredits(needed);
            else
              toast({
                title: 'Upgrade Failed',
                description: serverMessage(error, 'Failed to unlock the full analysis.'),
                variant: 'destructive',
              });
          },
        );
    },
  };

  const confirmDelete = () => {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    const write =
      item.kind === 'contract'
        ? value.documents.deleteContract(item.id)
        : value.documents.deleteReview(item.id);
    write.then(
      () => toast({ title: 'Deleted', description: `“${item.name}” was deleted.` }),
      (error: unknown) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'Unable to delete contract.'),
          variant: 'destructive',
        }),
    );
  };

  const confirmEmail = (email: string) => {
    const item = emailing;
    if (!item) return;
    sendEmail({ id: item.id, email })
      .unwrap()
      .then(
        () => {
          setEmailing(null);
          toast({
            title: 'Email Sent',
            description: `The contract was sent to ${email}.`,
            variant: 'success',
          });
        },
        (error: unknown) =>
          toast({
            title: 'Error',
            description: serverMessage(error, 'Unable to send email.'),
            variant: 'destructive',
          }),
      );
  };

  const creditsRequired = contractDownload.creditsRequired ?? unlockCredits;
  return {
    actions,
    busyId:
      contractDownload.downloadingId ?? (unlockState.isLoading ? (unlockState.originalArgs ?? null) : null),
    deleting,
    cancelDelete: () => setDeleting(null),
    confirmDelete,
    emailing,
    cancelEmail: () => setEmailing(null),
    confirmEmail,
    sendingEmail: emailState.isLoading,
    creditsRequired,
    chargeDialog: contractDownload.chargeDialog,
    creditsAction: contractDownload.creditsRequired ? 'download this contract' : 'unlock the full review',
    closeCreditsRequired: () => {
      contractDownload.closeCreditsRequired();
      setUnlockCredits(null);
    },
  };
}
