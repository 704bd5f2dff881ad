import {
  sameValue,
  VERSION_SUMMARY_MAX,
  type VersionAuthorKind,
  type VersionCause,
  type VersionDoc,
} from '@shared-schema';
import { factChanges, factChangeSummary } from './fact-changes';

/** A contract's text as a version keeps it. */
export interface VersionedText {
  content: string | null;
  placeholders: Record<string, string> | null;
}

export interface NewVersionInput {
  id: string;
  contractId: string;
  deviceId: string;
  authorKind: VersionAuthorKind;
  cause: VersionCause;
  before: VersionedText;
  after: VersionedText;
  createdAt: Date;
  restoredFrom?: string | null;
  /** The summary of a restore names the version brought back ("Restored the version of ..."). */
  restoredLabel?: string;
}

const FALLBACK: Record<VersionCause, string> = {
  generation: 'First draft',
  chat: 'Text changed in the chat',
  details: 'Details changed',
  restore: 'Restored an earlier version',
  'guest-draft': 'Draft written before signing up',
};

/**
 * The version a change makes, or null when the text (content and filled-in values) did not change: written
 * the same way by the server's chat, the device's offline chat, the Details panel and a restore.
 */
export function newVersion(input: NewVersionInput): VersionDoc | null {
  const { before, after } = input;
  if (after.content === null) return null;
  if (before.content === after.content && sameValue(before.placeholders, after.placeholders)) return null;
  const changes = factChanges(before.placeholders, after.placeholders);
  const summary =
    input.cause === 'restore'
      ? (input.restoredLabel ?? FALLBACK.restore)
      : input.cause === 'guest-draft'
        ? FALLBACK['guest-draft']
        : input.cause === 'generation' || before.content === null
          ? `${FALLBACK.generation}${changes.length > 0 ? ` with ${changes.length} details filled in` : ''}`
          : factChangeSummary(changes, FALLBACK[input.cause], VERSION_SUMMARY_MAX);
  return {
    id: input.id,
    contractId: input.contractId,
    deviceId: input.deviceId,
    authorKind: input.authorKind,
    cause: before.content === null && input.cause === 'chat' ? 'generation' : input.cause,
    content: after.content,
    placeholders: after.placeholders,
    summary: summary.slice(0, VERSION_SUMMARY_MAX),
    restoredFrom: input.restoredFrom ?? null,
    createdAt: input.createdAt.toISOString(),
    _deleted: false,
  };
}

/**
 * A contract's versions in the order every device shows them: by the time they were made, then by id (two
 * devices' versions made offline interleave by time once both synced), numbered 1, 2, ... in that order.
 */
export function orderVersions<V extends Pick<VersionDoc, 'id' | 'createdAt'>>(
  versions: readonly V[],
): Array<V & { number: number }> {
  return [...versions]
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((version, index) => ({ ...version, number: index + 1 }));
}
