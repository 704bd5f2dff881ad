import { useNavigate } from 'react-router';
import type { ContractLocale } from '@shared-schema';
import { PageSpinner } from '../../components/ui/page-spinner';
import { toast } from '../../components/ui/toast/toast-store';
import { useGuestData } from '../../db/use-guest-data';
import { useSession } from '../auth';
import { BuilderCards } from './builder-cards';
import { BuilderFooter } from './builder-footer';
import { BuilderLayout } from './builder-layout';
import { builderCard, confidenceFooter, hasContent } from './builder-state';
import { ChatPanel, type ChatItem } from './chat-panel';
import { ContractNotFound } from './contract-not-found';
import { InlineFactEditor } from './details/inline-fact-editor';
import { PreviewWithDetails } from './details/preview-with-details';
import { useFactActions } from './details/use-fact-actions';
import { useFactDetails } from './details/use-fact-details';
import type { GuestContract, GuestMessage } from './guest-draft';
import { changeGuestLocale, guestDraftLocale } from './guest-locale';
import { LocaleSelect } from './locale-select';
import { NameCard } from './name-card';
import { useGuestChat } from './use-guest-chat';

/** The builder for guests (and visitors, who become guests on their first draft): everything stays in this browser. */
export function GuestBuilder({ routeId }: { routeId: string | undefined }) {
  const { guestId, ensureGuestSession } = useSession();
  const data = useGuestData(guestId);
  const contract = data?.contract ?? null;
  const chat = useGuestChat(guestId, ensureGuestSession, contract);

  if (guestId && data === undefined) return <PageSpinner />;
  if (routeId !== undefined && (!contract || String(contract.id) !== routeId)) return <ContractNotFound />;
  if (!contract) return <NameCard isGuest busy={chat.creating} onSubmit={chat.create} />;
  return (
    <GuestWorkspace
      contract={contract}
      messages={data?.messages ?? []}
      pending={chat.pending}
      overlaySeconds={chat.overlaySeconds}
      send={chat.send}
      changeLocale={(locale) => {
        if (guestId) void changeGuestLocale(guestId, locale).catch(localeFailed);
      }}
    />
  );
}

interface WorkspaceProps {
  contract: GuestContract;
  messages: GuestMessage[];
  pending: boolean;
  overlaySeconds: number | null;
  send: (text: string) => Promise<void>;
  changeLocale: (locale: ContractLocale) => void;
}

function localeFailed(error: unknown): void {
  console.error('The guest draft could not be rewritten for the new locale', error);
  toast({
    title: 'Error',
    description: 'The contract language could not be changed.',
    variant: 'destructive',
  });
}

/** Chat, preview and Details panel of a guest draft. */
function GuestWorkspace({ contract, messages, pending, overlaySeconds, send, changeLocale }: WorkspaceProps) {
  const navigate = useNavigate();
  const details = useFactDetails({
    contractName: contract.name,
    contractType: contract.type,
    messages,
    content: contract.content,
    placeholders: contract.placeholders,
    locale: guestDraftLocale(contract),
  });
  const onAction = useFactActions(details.typeId, send);
  const items: ChatItem[] = messages.map((message, index) => ({
    key: `${index}`,
    role: message.role,
    content: message.content,
  }));
  const footer = confidenceFooter(contract);
  const card = builderCard(
    { status: contract.status, content: contract.content, downloadedAt: null },
    true,
    null,
  );

  return (
    <BuilderLayout
      title={contract.name}
      status={contract.status}
      overlaySeconds={overlaySeconds}
      notice={
        // As for a signed-in user (decision 0350); not while a turn written for the old locale is on its way.
        <LocaleSelect locale={guestDraftLocale(contract)} disabled={pending} onChange={changeLocale} />
      }
      chat={
        <ChatPanel
          messages={items}
          pending={pending}
          onSend={send}
          inline={
            details.inlineField && !pending ? (
              <InlineFactEditor field={details.inlineField} disabled={pending} onAction={onAction} />
            ) : null
          }
          footer={
            footer ? (
              <span data-testid="confidence-footer">
                AI confidence: {contract.aiConfidence ?? 0}% {footer}
              </span>
            ) : null
          }
        />
      }
      preview={
        <>
          <BuilderCards card={card} credits={null} downloading={false} onDownload={() => undefined} />
          <PreviewWithDetails
            fields={details.fields}
            clauses={details.clauses}
            disabled={pending}
            onAction={onAction}
            preview={{
              content: contract.content,
              placeholders: contract.placeholders,
              status: contract.status,
              paywalled: true,
              footer: hasContent(contract) ? (
                <BuilderFooter
                  contractId={String(contract.id)}
                  updatedAt={contract.updatedAt ?? null}
                  downloadedAt={null}
                  showDownload={false}
                  downloading={false}
                  onDownload={() => undefined}
                  showFinalize
                  finalizing={false}
                  // Spec 000 section 2: a guest who tries to finalize signs in first.
                  onFinalize={() => void navigate('/auth?redirect=/contract-builder')}
                  finalized={false}
                  offlineNote={null}
                />
              ) : null,
            }}
          />
        </>
      }
    />
  );
}
