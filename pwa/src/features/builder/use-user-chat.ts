import { useCallback, useEffect, useRef, useState } from 'react';
import { applyTurn, readFactAction, type Contract } from '@shared-schema';
import { toast } from '../../components/ui/toast/toast-store';
import type { UserDbValue } from '../../db/user-db/user-db-context';
import type { LocalContract, LocalMessage } from '../../db/user-db/user-db-types';
import { isSerializedApiError, serverMessage } from '../../lib/http';
import { TIMINGS_MS } from '../../lib/shared-constants';
import { builderApi, fetchContract } from './builder-api';
import { runLocalInterview } from './builder-engine';
import { hasContent } from './builder-state';
import type { ChatItem } from './chat-panel';
import { announceGenerated } from './generated-notice';
import { changeWithVersion } from './history/record-version';
import { useGenerationOverlay } from './use-generation-overlay';
import { waitForPushed } from './wait-for-sync';

/** How long a send waits for offline-made changes to reach the server before the in-browser engine answers. */
const PUSH_WAIT_MS = 6_000;

type Optimistic = { role: 'user' | 'assistant'; content: string; at: number };

/** Neither an answer nor a refusal: the server was not reached (offline, DNS, connection dropped). */
function unreachable(error: unknown): boolean {
  return isSerializedApiError(error) && error.status === 0;
}

function notOnServer(error: unknown): boolean {
  return isSerializedApiError(error) && error.status === 404;
}

/**
 * Chat of a signed-in user. Online: POST /api/contracts/{id}/chat once the server has this contract (the
 * answer shows at once; the stored rows arrive through sync). Offline, or while local changes cannot be
 * pushed: the built-in engine answers in the browser and the conversation and draft are written locally.
 */
export function useUserChat(value: UserDbValue, contract: LocalContract, messages: LocalMessage[]) {
  const [chat] = builderApi.useContractChatMutation();
  const overlay = useGenerationOverlay();
  const [pending, setPending] = useState(false);
  const [optimistic, setOptimistic] = useState<Optimistic[]>([]);
  const [answered, setAnswered] = useState<Contract | null>(null);
  const latest = useRef({ contract, messages });
  latest.current = { contract, messages };
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (refreshTimer.current) clearTimeout(refreshTimer.current);
    },
    [],
  );

  const localTurn = useCallback(
    async (text: string) => {
      const { contract: current, messages: history } = latest.current;
      const at = Date.now();
      await value.documents.addMessage(current.id, 'user', text, new Date(at));
      const turn = await runLocalInterview({
        contractName: current.name,
        contractType: current.type,
        messages: [
          ...history.map(({ role, content }) => ({ role, content })),
          { role: 'user', content: text },
        ],
        locale: current.locale,
        ...(current.placeholders ? { keptFacts: current.placeholders } : {}),
      });
      await value.documents.addMessage(current.id, 'assistant', turn.message, new Date(at + 1));
      // The same rule as the server's chat: only the fields the turn changes, so only their clocks move.
      const byPerson = readFactAction(text) !== null;
      await changeWithVersion(value.documents, current, applyTurn(current, turn), {
        authorKind: byPerson ? 'person' : 'assistant',
        cause: byPerson ? 'details' : 'chat',
      });
      // A Details-panel change to a drafted contract is not news; the preview flashes it.
      if (turn.contract && (!readFactAction(text) || !current.content)) announceGenerated(current.id);
    },
    [value],
  );

  const send = useCallback(
    async (text: string) => {
      const id = latest.current.contract.id;
      const sentAt = Date.now();
      // A Details-panel change shows at once from the answer: no generation countdown, no delayed re-read.
      const paced = readFactAction(text) === null;
      setPending(true);
      setOptimistic([{ role: 'user', content: text, at: sentAt }]);
      try {
        const pushed = navigator.onLine && (await waitForPushed(value.syncState$, PUSH_WAIT_MS));
        if (pushed) {
          try {
            const answer = await chat({ id, message: text }).unwrap();
            setOptimistic([
              { role: 'user', content: text, at: sentAt },
              { role: 'assistant', content: answer.message, at: sentAt },
            ]);
            setAnswered(answer.contract);
            if (paced && answer.generationStarting) overlay.start();
            if (paced && answer.shouldGenerate) {
              // Spec 000 section 4: the contract (and messages, through sync) are re-read 3 s later.
              refreshTimer.current = setTimeout(() => {
                fetchContract(id).then(
                  (fresh) => {
                    setAnswered(fresh);
                    overlay.stop();
                    if (fresh.status === 'in-progress' && hasContent(fresh)) announceGenerated(id);
                  },
                  () => overlay.stop(),
                );
              }, TIMINGS_MS.refreshAfterGeneration);
            }
            return;
          } catch (error) {
            if (!unreachable(error) && !notOnServer(error)) throw error;
          }
        }
        await localTurn(text);
        setOptimistic([]);
      } catch (error) {
        overlay.stop();
        setOptimistic([]);
        toast({
          title: 'Error',
          description: serverMessage(
            error,
            error instanceof Error ? error.message : 'Failed to send message.',
          ),
          variant: 'destructive',
        });
      } finally {
        setPending(false);
      }
    },
    [chat, localTurn, overlay, value],
  );

  // An optimistic message disappears once the synced copy (same role and text, sent after it) is here.
  const shown: ChatItem[] = messages.map((message) => ({
    key: message.id,
    role: message.role,
    content: message.content,
  }));
  const synced = (item: Optimistic) =>
    messages.some(
      (message) =>
        message.role === item.role &&
        message.content === item.content &&
        Date.parse(message.timestamp) >= item.at - 5_000,
    );
  optimistic
    .filter((item) => !synced(item))
    .forEach((item, index) =>
      shown.push({ key: `optimistic-${index}`, role: item.role, content: item.content }),
    );

  // The chat answer's contract shows until the synced row is at least as new.
  const answeredNewer =
    answered &&
    answered.id === contract.id &&
    Date.parse(answered.updatedAt) > Date.parse(contract.updatedAt);
  const view = answeredNewer ? { ...contract, ...pickContractFields(answered) } : contract;

  return { send, pending, messages: shown, contract: view, overlaySeconds: overlay.secondsLeft };
}

function pickContractFields(contract: Contract): Partial<LocalContract> {
  return {
    status: contract.status,
    aiConfidence: contract.aiConfidence,
    content: contract.content,
    placeholders: contract.placeholders,
    type: contract.type,
    downloadedAt: contract.downloadedAt,
    updatedAt: contract.updatedAt,
  };
}
