import { BUILDER_STEP, CREDIT_COSTS, type ContractStatus } from '@shared-schema';

/** What the builder screens need of a contract, guest draft or synced document alike. */
export interface BuilderContract {
  id: string;
  name: string;
  status: ContractStatus;
  aiConfidence: number | null;
  content: string | null;
  placeholders: Record<string, string> | null;
  downloadedAt: string | null;
  updatedAt: string | null;
}

export const READY_CONFIDENCE = 75;
export const BUILDER_STEPS = ['Start Building', 'AI Generated', 'Ready to Download'] as const;

/**
 * Spec 000 section 4: draft = 1, in-progress = 2, completed = 3 (finalized shows the last step too). A
 * contract already downloaded has reached 'Ready to Download' whatever its status.
 */
export function builderStep(status: ContractStatus, downloadedAt: string | null = null): 1 | 2 | 3 {
  return downloadedAt ? 3 : BUILDER_STEP[status];
}

export function hasContent(contract: Pick<BuilderContract, 'content'> | null | undefined): boolean {
  return !!contract?.content && contract.content.trim() !== '';
}

/** The guest footer under the chat input: only for a generated in-progress guest draft. */
export function confidenceFooter(
  contract: Pick<BuilderContract, 'content' | 'status' | 'aiConfidence'> | null | undefined,
): string | null {
  if (!contract || !hasContent(contract) || contract.status !== 'in-progress') return null;
  return (contract.aiConfidence ?? 0) >= READY_CONFIDENCE ? '(Ready to generate)' : '(Need more info)';
}

const DOWNLOADABLE: readonly ContractStatus[] = ['in-progress', 'completed', 'finalized'];

/** Spec 000 section 4: a generated contract of a signed-in user can be downloaded. */
export function canDownload(
  contract: Pick<BuilderContract, 'status' | 'content'>,
  isGuest: boolean,
): boolean {
  return !isGuest && DOWNLOADABLE.includes(contract.status) && hasContent(contract);
}

export type BuilderCard = 'guest-generated' | 'download' | 'download-required' | null;

/** Which call-to-action card shows beside the preview (spec 000 section 2). */
export function builderCard(
  contract: Pick<BuilderContract, 'status' | 'content' | 'downloadedAt'>,
  isGuest: boolean,
  credits: number | null,
): BuilderCard {
  if (isGuest) return contract.status === 'in-progress' && hasContent(contract) ? 'guest-generated' : null;
  if (!canDownload(contract, isGuest) || contract.downloadedAt) return null;
  return (credits ?? 0) >= CREDIT_COSTS.contractDownload ? 'download' : 'download-required';
}

export function downloadLabel(downloadedAt: string | null): string {
  return downloadedAt ? 'Download Again' : `Download (${CREDIT_COSTS.contractDownload} credits)`;
}

/** The chat input: trimmed, never blank, never while a request is pending. */
export function canSend(text: string, pending: boolean): boolean {
  return !pending && text.trim() !== '';
}
