import type { ContractStatus } from '@shared-schema';
import type { LocalContract, LocalReview } from '../../db/user-db/user-db-types';

export type DocumentStatus = ContractStatus | 'reviewed';

export interface DocumentItem {
  kind: 'contract' | 'review';
  id: string;
  name: string;
  status: DocumentStatus;
  createdAt: string;
  updatedAt: string;
  /** Contract number, or the reviewed contract's type. */
  detail: string;
  downloadedAt: string | null;
  isPaid: boolean;
  score: number | null;
}

export const STATUS_FILTERS = ['all', 'draft', 'in-progress', 'completed', 'finalized', 'reviewed'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const SORTS = ['newest', 'oldest', 'name-asc', 'name-desc'] as const;
export type SortOrder = (typeof SORTS)[number];

export const STATUS_LABELS: Record<DocumentStatus, string> = {
  draft: 'Draft',
  'in-progress': 'In Progress',
  completed: 'Completed',
  finalized: 'Finalized',
  reviewed: 'Reviewed',
};

export function contractItem(contract: LocalContract): DocumentItem {
  return {
    kind: 'contract',
    id: contract.id,
    name: contract.name,
    status: contract.status,
    createdAt: contract.createdAt,
    updatedAt: contract.updatedAt,
    detail: contract.contractNumber,
    downloadedAt: contract.downloadedAt,
    isPaid: false,
    score: contract.aiConfidence,
  };
}

export function reviewItem(review: LocalReview): DocumentItem {
  const info = review.reviewData.contractInfo;
  return {
    kind: 'review',
    id: review.id,
    name: review.name?.trim() || `${info.type || 'Contract'} review`,
    status: 'reviewed',
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
    detail: info.type,
    downloadedAt: null,
    isPaid: review.isPaid,
    score: info.overallScore,
  };
}

/** Search (name, number or type, case-insensitive) and the status filter. */
export function filterItems(
  items: readonly DocumentItem[],
  search: string,
  status: StatusFilter,
): DocumentItem[] {
  const needle = search.trim().toLowerCase();
  return items.filter(
    (item) =>
      (status === 'all' || item.status === status) &&
      (!needle || item.name.toLowerCase().includes(needle) || item.detail.toLowerCase().includes(needle)),
  );
}

const byTime = (item: DocumentItem) => Date.parse(item.updatedAt) || 0;

export function sortItems(items: readonly DocumentItem[], sort: SortOrder): DocumentItem[] {
  const sorted = [...items];
  if (sort === 'newest') sorted.sort((a, b) => byTime(b) - byTime(a) || b.id.localeCompare(a.id));
  if (sort === 'oldest') sorted.sort((a, b) => byTime(a) - byTime(b) || a.id.localeCompare(b.id));
  if (sort === 'name-asc')
    sorted.sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
  if (sort === 'name-desc')
    sorted.sort((a, b) => b.name.localeCompare(a.name, undefined, { sensitivity: 'base' }));
  return sorted;
}

/** Spec 000 section 2: the edit (pencil) action is hidden for finalized, completed and reviewed. */
export function canEdit(status: DocumentStatus): boolean {
  return status !== 'finalized' && status !== 'completed' && status !== 'reviewed';
}

/** Download buttons show for completed and finalized contracts. */
export function canDownloadItem(item: DocumentItem): boolean {
  return item.kind === 'contract' && (item.status === 'completed' || item.status === 'finalized');
}
