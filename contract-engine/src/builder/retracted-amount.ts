import type { ContractTypeDef } from './model';
import { NO_AMOUNT } from './extract/answer';

// "Deposit of $500. Scratch that, no deposit": a correction that says there is no deposit (or fee,
// or limit) takes back the amount given earlier. It reads as $0, as a bare "no deposit" answer does,
// so the contract no longer holds the amount the user withdrew.

const RETRACTED = /\b(?:no|without\s+(?:a|any)|drop\s+the|forget\s+the)\s+([a-z]+)\b/gi;

export function retractedAmounts(
  type: ContractTypeDef,
  facts: Readonly<Record<string, string>>,
  text: string,
  latest: Record<string, string>,
): void {
  for (const match of text.matchAll(RETRACTED)) {
    const noun = (match[1] ?? '').toLowerCase();
    const fact = type.facts.find(
      (candidate) =>
        candidate.kind === 'money' &&
        facts[candidate.key] &&
        !latest[candidate.key] &&
        candidate.key.toLowerCase().split(' ').at(-1) === noun,
    );
    if (fact) latest[fact.key] = NO_AMOUNT;
  }
}
