import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { applyTurn } from '@shared-schema';
import { PageSpinner } from '../../components/ui/page-spinner';
import { useGuestData } from '../../db/use-guest-data';
import { useSession } from '../auth';
import { toast } from '../../components/ui/toast/toast-store';
import { BuilderLayout } from './builder-layout';
import { BuilderCards } from './builder-cards';
import { BuilderFooter } from './builder-footer';
import { builderCard, confidenceFooter, hasContent } from './builder-state';
import { guestGreeting } from './builder-engine';
import { ChatPanel, type ChatItem } from './chat-panel';
import { ContractNotFound } from './contract-not-found';
import { ContractPreview } from './contract-preview';
import { announceGenerated } from './generated-notice';
import { askGuestAssistant } from './guest-chat';
import { newGuestDraft, updateGuestData } from './guest-draft';
import { NameCard } from './name-card';
import { useGenerationOverlay } from './use-generation-overlay';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The builder for guests (and visitors, who become guests on their first draft): everything stays in this browser. */
export function GuestBuilder({ routeId }: { routeId: string | undefined }) {
  const { guestId, ensureGuestSession } = useSession();
  const data = useGuestData(guestId);
  const navigate = useNavigate();
  const overlay = useGenerationOverlay();
  const [pending, setPending] = useState(false);
  const [creating, setCreating] = useState(false);

  const create = useCallback(
    async (name: string) => {
      setCreating(true);
      try {
        const id = await ensureGuestSession();
        const greeting = await guestGreeting(name);
        await updateGuestData(id, (current) => ({ ...current, ...newGuestDraft(name, greeting) }));
      } catch (error) {
        console.error('Guest draft could not be created', error);
        toast({
          title: 'Error',
          description: 'Failed to create contract. Please try again.',
          variant: 'destructive',
        });
      } finally {
        setCreating(false);
      }
    },
    [ensureGuestSession],
  );

  const contract = data?.contract ?? null;

  const send = useCallback(
    async (text: string) => {
      if (!guestId || !contract) return;
      setPending(true);
      try {
        const sent = await updateGuestData(guestId, (current) => ({
          ...current,
          messages: [
            ...current.messages,
            { role: 'user', content: text, timestamp: new Date().toISOString() },
          ],
        }));
        const turn = await askGuestAssistant({
          messages: sent.messages.map(({ role, content }) => ({ role, content })),
          contractId: contract.id,
          contractName: contract.name,
          contractType: contract.type,
        });
        if (turn.typingDelayMs > 0) await sleep(turn.typingDelayMs);
        await updateGuestData(guestId, (current) => ({
          ...current,
          aiConfidence: turn.confidence,
          messages: [
            ...current.messages,
            { role: 'assistant', content: turn.message, timestamp: new Date().toISOString() },
          ],
          contract: current.contract
            ? {
                ...current.contract,
                ...applyTurn(current.contract, { ...turn, contractType: null, contract: null }),
                updatedAt: new Date().toISOString(),
              }
            : current.contract,
        }));
        const written = turn.contract;
        if (written) {
          if (turn.generationDelayMs > 0) {
            overlay.start();
            await sleep(turn.generationDelayMs);
            overlay.stop();
          }
          await updateGuestData(guestId, (current) => ({
            ...current,
            contract: current.contract
              ? {
                  ...current.contract,
                  // The same rule as the signed-in chat (shared-schema applyTurn).
                  ...applyTurn(current.contract, { ...turn, contractType: written.type, contract: written }),
                  updatedAt: new Date().toISOString(),
                }
              : current.contract,
          }));
          announceGenerated(contract.id);
        }
      } catch (error) {
        overlay.stop();
        toast({
          title: 'Error',
          description: error instanceof Error ? error.message : 'Failed to send message.',
          variant: 'destructive',
        });
      } finally {
        setPending(false);
      }
    },
    [guestId, contract, overlay],
  );

  if (guestId && data === undefined) return <PageSpinner />;
  if (routeId !== undefined && (!contract || String(contract.id) !== routeId)) return <ContractNotFound />;
  if (!contract) return <NameCard isGuest busy={creating} onSubmit={create} />;

  const items: ChatItem[] = (data?.messages ?? []).map((message, index) => ({
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
      overlaySeconds={overlay.secondsLeft}
      chat={
        <ChatPanel
          messages={items}
          pending={pending}
          onSend={send}
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
          <ContractPreview
            content={contract.content}
            placeholders={contract.placeholders}
            status={contract.status}
            paywalled
            footer={
              hasContent(contract) ? (
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
              ) : null
            }
          />
        </>
      }
    />
  );
}
