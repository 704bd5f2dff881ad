/**
 * The GET endpoints audited to change nothing and to answer at once (no stream held open, no file sent):
 * their query may run while the account check's proof is still in flight, and their answer is replaced by
 * the refusal if the proof fails (authenticate.ts). A route belongs here only if running it for a user who
 * turns out suspended a moment earlier writes, sends, charges and reveals nothing; the live-sync stream,
 * downloads and every admin endpoint stay out.
 */
const READS: readonly RegExp[] = [
  /^\/api\/credits$/,
  /^\/api\/credit-transactions$/,
  /^\/api\/contracts$/,
  /^\/api\/contracts\/[^/]+$/,
  /^\/api\/contracts\/[^/]+\/messages$/,
  /^\/api\/contract-reviews\/[^/]+$/,
  /^\/api\/profile$/,
  /^\/api\/auth\/user$/,
  /^\/api\/sync\/[^/]+\/[^/]+\/pull$/,
];

export function isSideEffectFreeRead(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && READS.some((read) => read.test(path));
}
