import type { ContractStatus } from '../synced-fields/contract-fields';
import { sameValue } from './field-clocks';

/** What an assistant turn brings, whichever assistant answered (server provider, server or in-browser engine). */
export type TurnOutcome = {
  confidence: number;
  contractType: string | null;
  contract: { content: string; placeholders: Record<string, string> } | null;
};

/** The contract fields an assistant turn may change. */
export type TurnTarget = {
  aiConfidence: number | null;
  type: string | null;
  status: ContractStatus;
  content: string | null;
  placeholders: Record<string, string> | null;
};

export type TurnPatch = Partial<TurnTarget>;

/**
 * Applies an assistant turn to a contract: the new confidence, the recognised type (an unknown type
 * keeps the old one) and, when the turn wrote the contract, its content and placeholders with status
 * 'in-progress'. Answers only the fields that change, so only their clocks move (field-clocks.ts).
 * Used by the server's chat, the signed-in PWA offline and the guest builder.
 */
export function applyTurn(contract: TurnTarget, turn: TurnOutcome): TurnPatch {
  const patch: TurnPatch = {};
  if (contract.aiConfidence !== turn.confidence) patch.aiConfidence = turn.confidence;
  if (turn.contractType && contract.type !== turn.contractType) patch.type = turn.contractType;
  if (turn.contract) {
    if (contract.content !== turn.contract.content) patch.content = turn.contract.content;
    if (!sameValue(contract.placeholders, turn.contract.placeholders))
      patch.placeholders = turn.contract.placeholders;
    if (contract.status !== 'in-progress') patch.status = 'in-progress';
  }
  return patch;
}
