import { useCallback, useState } from 'react';
import { applyTurn, readFactAction, type GuestData } from '@shared-schema';
import { toast } from '../../components/ui/toast/toast-store';
import { guestGreeting } from './builder-engine';
import { announceGenerated } from './generated-notice';
import { askGuestAssistant, type GuestTurn } from './guest-chat';
import { newGuestDraft, updateGuestData, type GuestContract } from './guest-draft';
import { guestDraftLocale } from './guest-locale';
import { useGenerationOverlay } from './use-generation-overlay';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const now = () => new Date().toISOString();

function withUserMessage(data: GuestData, text: string): GuestData {
  return { ...data, messages: [...data.messages, { role: 'user', content: text, timestamp: now() }] };
}

/** The reply, the confidence and the recognised type (not yet the written contract). */
function withReply(data: GuestData, turn: GuestTurn): GuestData {
  return {
    ...data,
    aiConfidence: turn.confidence,
    messages: [...data.messages, { role: 'assistant', content: turn.message, timestamp: now() }],
    contract: data.contract
      ? {
          ...data.contract,
          ...applyTurn(data.contract, { ...turn, contractType: null, contract: null }),
          updatedAt: now(),
        }
      : data.contract,
  };
}

/** The written contract, by the same rule as the signed-in chat (shared-schema applyTurn). */
function withContract(
  data: GuestData,
  written: NonNullable<GuestTurn['contract']>,
  turn: GuestTurn,
): GuestData {
  return {
    ...data,
    contract: data.contract
      ? {
          ...data.contract,
          ...applyTurn(data.contract, { ...turn, contractType: written.type, contract: written }),
          updatedAt: now(),
        }
      : data.contract,
  };
}

function failed(error: unknown, fallback: string): void {
  toast({
    title: 'Error',
    description: error instanceof Error ? error.message : fallback,
    variant: 'destructive',
  });
}

/** Creating a guest draft and chatting about it: everything stays in this browser (Dexie). */
export function useGuestChat(
  guestId: string | null,
  ensureGuestSession: () => Promise<string>,
  contract: GuestContract | null,
) {
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
        failed(null, 'Failed to create contract. Please try again.');
      } finally {
        setCreating(false);
      }
    },
    [ensureGuestSession],
  );

  const send = useCallback(
    async (text: string) => {
      if (!guestId || !contract) return;
      // A Details-panel change shows at once: the simulated typing and generation pauses are for chat.
      const paced = readFactAction(text) === null;
      setPending(true);
      try {
        const sent = await updateGuestData(guestId, (current) => withUserMessage(current, text));
        // The draft as stored now: a locale chosen a moment ago is in it, even before this hook re-renders.
        const draft = sent.contract ?? contract;
        const turn = await askGuestAssistant({
          messages: sent.messages.map(({ role, content }) => ({ role, content })),
          contractId: draft.id,
          contractName: draft.name,
          contractType: draft.type,
          locale: guestDraftLocale(draft),
          ...(draft.placeholders ? { keptFacts: draft.placeholders } : {}),
        });
        if (paced && turn.typingDelayMs > 0) await sleep(turn.typingDelayMs);
        await updateGuestData(guestId, (current) => withReply(current, turn));
        const written = turn.contract;
        if (!written) return;
        if (paced && turn.generationDelayMs > 0) {
          overlay.start();
          await sleep(turn.generationDelayMs);
          overlay.stop();
        }
        await updateGuestData(guestId, (current) => withContract(current, written, turn));
        // A Details-panel change to a drafted contract is not news; the preview flashes it.
        if (paced || !contract.content) announceGenerated(contract.id);
      } catch (error) {
        overlay.stop();
        failed(error, 'Failed to send message.');
      } finally {
        setPending(false);
      }
    },
    [guestId, contract, overlay],
  );

  return { create, creating, send, pending, overlaySeconds: overlay.secondsLeft };
}
