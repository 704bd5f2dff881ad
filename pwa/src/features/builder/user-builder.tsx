import { CREDIT_COSTS } from '@shared-schema';
import { CreditsRequiredDialog, FinishAfterPurchase, useCredits } from '../credits';
import type { UserDbValue } from '../../db/user-db/user-db-context';
import type { LocalContract } from '../../db/user-db/user-db-types';
import { useLocalMessages } from '../../db/use-user-db';
import { useContractDownload } from '../contracts';
import { useOnlineStatus } from '../../lib/use-online-status';
import { BuilderCards } from './builder-cards';
import { BuilderFooter } from './builder-footer';
import { BuilderLayout } from './builder-layout';
import { builderCard, canDownload, hasContent } from './builder-state';
import { ChatPanel } from './chat-panel';
import { ContractHistory } from './history/contract-history';
import { LocaleSelect } from './locale-select';
import { InlineFactEditor } from './details/inline-fact-editor';
import { PreviewWithDetails } from './details/preview-with-details';
import { useFactActions } from './details/use-fact-actions';
import { useFactDetails } from './details/use-fact-details';
import { useFinalize } from './use-finalize';
import { useLocaleChange } from './use-locale-change';
import { useUserChat } from './use-user-chat';

const DOWNLOAD_ACTION = 'download this contract';

/** Decision 0202: the tracked-changes file is the same paid download, never an extra charge. */
function trackedDownloadNote(downloadedAt: string | null): string {
  return downloadedAt
    ? 'Free: this contract is already paid for.'
    : `${CREDIT_COSTS.contractDownload} credits, the same paid download as the clean file (charged once).`;
}
const CLOSED = 'This contract is finalized; the conversation is closed.';

/** The builder of a signed-in user's contract, read from the local database (works offline). */
export function UserBuilder({ value, stored }: { value: UserDbValue; stored: LocalContract }) {
  const messages = useLocalMessages(stored.id);
  const chat = useUserChat(value, stored, messages.data);
  const contract = chat.contract;
  const online = useOnlineStatus();
  const credits = useCredits();
  const balance = credits.data?.credits ?? null;
  const { download, downloadingId, creditsRequired, closeCreditsRequired, chargeDialog } =
    useContractDownload();
  const { finalize, finalizing } = useFinalize();
  const downloadable = canDownload(contract, false);
  const finalized = contract.status === 'finalized';
  const details = useFactDetails({
    contractName: contract.name,
    contractType: contract.type,
    // With the sent message and the answer shown before sync stores them.
    messages: chat.messages,
    content: contract.content,
    placeholders: contract.placeholders,
    locale: contract.locale,
  });
  const onAction = useFactActions(details.typeId, chat.send);
  const changeLocale = useLocaleChange(value, contract, chat.messages);
  const locked = chat.pending || finalized;

  return (
    <>
      <BuilderLayout
        title={contract.name}
        status={contract.status}
        downloadedAt={contract.downloadedAt}
        overlaySeconds={chat.overlaySeconds}
        notice={
          <>
            <LocaleSelect
              locale={contract.locale}
              disabled={finalized}
              onChange={(locale) => void changeLocale(locale)}
            />
            {!online ? (
              <p className="alert alert-info py-2 small">
                You are offline. The assistant answers on this device and your changes sync when you are back
                online.
              </p>
            ) : null}
            <FinishAfterPurchase actions={{ [DOWNLOAD_ACTION]: () => download(contract.id) }} />
            <ContractHistory
              value={value}
              contract={stored}
              onDownloadSince={
                downloadable && online ? (sinceVersion) => void download(contract.id, { sinceVersion }) : null
              }
              downloadNote={trackedDownloadNote(contract.downloadedAt)}
            />
          </>
        }
        chat={
          <ChatPanel
            messages={chat.messages}
            pending={chat.pending}
            onSend={chat.send}
            closedReason={finalized ? CLOSED : null}
            inline={
              details.inlineField && !locked ? (
                <InlineFactEditor field={details.inlineField} disabled={locked} onAction={onAction} />
              ) : null
            }
            emptyHint="Tell the assistant what the contract is about: who the parties are, what is exchanged, amounts and dates."
          />
        }
        preview={
          <>
            <BuilderCards
              card={builderCard(contract, false, balance)}
              credits={balance}
              creditsLastKnown={credits.lastKnown}
              buyAction={DOWNLOAD_ACTION}
              downloading={downloadingId === contract.id}
              onDownload={() => void download(contract.id)}
            />
            <PreviewWithDetails
              fields={details.fields}
              clauses={details.clauses}
              disabled={locked}
              closedReason={finalized ? CLOSED : null}
              onAction={onAction}
              preview={{
                content: contract.content,
                placeholders: contract.placeholders,
                status: contract.status,
                paywalled: !contract.downloadedAt,
                footer: hasContent(contract) ? (
                  <BuilderFooter
                    contractId={contract.id}
                    updatedAt={contract.updatedAt}
                    downloadedAt={contract.downloadedAt}
                    showDownload={downloadable}
                    downloading={downloadingId === contract.id}
                    onDownload={() => void download(contract.id)}
                    showFinalize={contract.status === 'in-progress' || contract.status === 'completed'}
                    finalizing={finalizing}
                    onFinalize={() => void finalize(contract.id)}
                    finalized={finalized}
                    offlineNote={online ? null : 'Downloading and finalizing need a connection.'}
                  />
                ) : null,
              }}
            />
          </>
        }
      />
      <CreditsRequiredDialog
        state={creditsRequired}
        onClose={closeCreditsRequired}
        action={DOWNLOAD_ACTION}
      />
      {chargeDialog}
    </>
  );
}
