import type { MissingClause } from '@shared-schema';
import type { ContractType } from '../contract-type';
import type { ContractDocument } from '../text/document';
import { CHECKLIST, PERSONAL_TYPES, type ChecklistItem } from './checklist';
import { MODEL_CLAUSES } from './model-clauses';

export function itemApplies(item: ChecklistItem, type: ContractType): boolean {
  if (item.appliesTo === 'all') return true;
  if (item.appliesTo === 'commercial') return !PERSONAL_TYPES.includes(type);
  return item.appliesTo.includes(type);
}

export interface MissingFinding {
  readonly item: ChecklistItem;
  readonly clause: MissingClause;
}

export function findMissingClauses(doc: ContractDocument, type: ContractType): MissingFinding[] {
  const out: MissingFinding[] = [];
  for (const item of CHECKLIST) {
    if (!itemApplies(item, type) || item.mention.test(doc.text.norm)) continue;
    out.push({
      item,
      clause: {
        clauseType: item.clauseType,
        importance: item.importance,
        description: item.description,
        suggestedText: item.suggestedText,
        modelClause: MODEL_CLAUSES[item.model],
      },
    });
  }
  const rank = { critical: 0, important: 1, other: 2 } as const;
  return out.sort((a, b) => rank[a.item.importance] - rank[b.item.importance]);
}
