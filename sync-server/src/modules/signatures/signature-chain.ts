import { createHash } from 'node:crypto';
import type { SignatureEventType } from '@shared-schema';

/** One step of an envelope's trail, as it is hashed: every field a reader relies on. */
export type ChainedEvent = {
  envelopeId: string;
  signerId: string | null;
  type: SignatureEventType;
  at: Date;
  ip: string;
  userAgent: string;
  documentSha256: string;
  details: string;
};

export type StoredEvent = ChainedEvent & { id: string; prevHash: string; hash: string };

/** The first event of an envelope links to this. */
export const CHAIN_START = '';

/**
 * The event's hash covers its fields and the hash of the event before it, so editing, deleting or reordering
 * a stored event changes every hash after it: the trail cannot be edited unseen (verifyChain).
 */
export function eventHash(event: ChainedEvent, prevHash: string): string {
  const fields = [
    prevHash,
    event.envelopeId,
    event.signerId ?? '',
    event.type,
    event.at.toISOString(),
    event.ip,
    event.userAgent,
    event.documentSha256,
    event.details,
  ];
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

export type ChainCheck = { valid: true } | { valid: false; brokenAt: string };

/** Walks the trail in order: each event must link to the one before and carry its own recomputed hash. */
export function verifyChain(events: readonly StoredEvent[]): ChainCheck {
  let prev = CHAIN_START;
  for (const event of events) {
    if (event.prevHash !== prev || eventHash(event, prev) !== event.hash)
      return { valid: false, brokenAt: event.id };
    prev = event.hash;
  }
  return { valid: true };
}
