import type { KeyTermsDetail, MissingClause } from '@shared-schema';
import type { CuadCategory } from '../clauses/categories';
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

/** What the rest of the review found: a clause it extracted or detected is never reported missing. */
export interface ReviewEvidence {
  readonly keyTerms?: KeyTermsDetail;
  /** Clause categories detected present. */
  readonly categories?: ReadonlySet<CuadCategory>;
}

/** Whether the review itself shows the item's clause: an extracted key term or a detected category. */
export function evidenced(item: ChecklistItem, found: ReviewEvidence): boolean {
  const terms = found.keyTerms;
  if (terms && item.keyTerms?.some((k) => hasValue(terms[k]))) return true;
  return item.cuadCategory !== undefined && (found.categories?.has(item.cuadCategory) ?? false);
}

function hasValue(v: KeyTermsDetail[keyof KeyTermsDetail]): boolean {
  return Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined;
}

export function findMissingClauses(
  doc: ContractDocument,
  type: ContractType,
  found: ReviewEvidence = {},
): MissingFinding[] {
  const out: MissingFinding[] = [];
  for (const item of CHECKLIST) {
    if (!itemApplies(item, type) || item.mention.test(doc.text.norm) || evidenced(item, found)) continue;
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
