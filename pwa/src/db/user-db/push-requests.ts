import type { RxReplicationWriteToMasterRow } from 'rxdb';
import { LIMITS, SYNC_PUSH_MAX_ROWS } from '@shared-schema';
import type { LocalMessageBatch } from './user-db-types';

/**
 * A push request stays well below the server's JSON body limit (1 MB): a whole chat batch is pushed when the
 * server's copy is not known locally (a first load stores none), and a long conversation can outgrow a request.
 */
export const PUSH_REQUEST_BYTES = Math.floor(LIMITS.jsonBodyMaxBytes / 2);

/** One row of a push request. */
export type PushRow = { assumedMasterState: unknown; newDocumentState: { id: string } };

/**
 * Rows in push requests of at most `budget` bytes of JSON and SYNC_PUSH_MAX_ROWS rows (a larger row goes
 * alone). Parts of one document go in separate requests: within one request the server keeps only the last.
 */
export function pushRequests(rows: PushRow[], budget = PUSH_REQUEST_BYTES): PushRow[][] {
  const requests: PushRow[][] = [];
  let current: PushRow[] = [];
  let ids = new Set<string>();
  let size = 0;
  for (const row of rows) {
    const bytes = JSON.stringify(row).length;
    const full = size + bytes > budget || current.length >= SYNC_PUSH_MAX_ROWS;
    if (current.length > 0 && (full || ids.has(row.newDocumentState.id))) {
      requests.push(current);
      current = [];
      ids = new Set();
      size = 0;
    }
    current.push(row);
    ids.add(row.newDocumentState.id);
    size += bytes;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}

/**
 * A chat batch is pushed as what the server has not seen: the messages added or deleted since the last
 * state both sides agreed on (all of them when that state is not known). The server merges by union, so a
 * part is as good as the whole: a long part is cut into several rows of the same batch, each within `budget`,
 * sent in separate requests; the server answers its whole batch where it has more.
 */
export function chatPushRows(
  row: RxReplicationWriteToMasterRow<LocalMessageBatch>,
  budget = PUSH_REQUEST_BYTES,
): PushRow[] {
  const known = new Map(row.assumedMasterState?.messages.map((m) => [m.id, m.deleted]));
  const doc = row.newDocumentState;
  const changed = doc.messages.filter((m) => known.get(m.id) !== m.deleted);
  const parts: Array<typeof changed> = [];
  let part: typeof changed = [];
  let size = 0;
  for (const message of changed) {
    const bytes = JSON.stringify(message).length;
    if (part.length > 0 && size + bytes > budget - 1024) {
      parts.push(part);
      part = [];
      size = 0;
    }
    part.push(message);
    size += bytes;
  }
  parts.push(part);
  return parts.map((messages) => ({
    assumedMasterState: null,
    newDocumentState: { ...doc, messages },
  }));
}
