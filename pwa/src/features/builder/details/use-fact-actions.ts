import { useCallback, useRef } from 'react';
import type { FactAction } from '@shared-schema';
import { loadEngine } from '../builder-engine';

type Engine = Awaited<ReturnType<typeof loadEngine>>;

/** The user message that records a Details-panel change: a sentence for people, a tail for the engine. */
export function factActionMessage(engine: Engine, typeId: string, action: FactAction): string {
  if (action.action === 'set') return engine.formatFactSetMessage(typeId, action.key, action.value);
  if (action.action === 'remove-clause') return engine.formatClauseRemoveMessage(typeId, action.clause);
  return engine.formatClauseRestoreMessage(typeId, action.clause);
}

/**
 * Sends each Details-panel change through the chat's own send (same turn rules, storage and sync as a
 * typed edit), one after the other: a party's name and legal form are two turns, never concurrent.
 */
export function useFactActions(
  typeId: string | null,
  send: (text: string) => Promise<void>,
): (action: FactAction) => void {
  const queue = useRef<Promise<void>>(Promise.resolve());
  return useCallback(
    (action: FactAction) => {
      if (!typeId) return;
      queue.current = queue.current
        .then(async () => {
          const engine = await loadEngine();
          await send(factActionMessage(engine, typeId, action));
        })
        // A failed change must not block the ones after it; the send itself tells the person.
        .catch((error: unknown) => console.error('Details change not sent', error));
    },
    [typeId, send],
  );
}
