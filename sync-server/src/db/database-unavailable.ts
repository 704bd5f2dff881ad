// Failures that mean PostgreSQL cannot be reached right now (restarting, stopped, refusing connections), as
// opposed to a failed query: the caller should simply try again shortly.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  '57P01', // admin_shutdown: the connection was ended by a restart or pg_terminate_backend
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
]);
const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /Connection ended unexpectedly/i,
  /not currently accepting connections/i,
  /Knex: Timeout acquiring a connection/i,
];

/** Seconds a client is asked to wait before trying again while the database is away (the watchdog restarts it in ~1 s). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? String(error.code) : '';
  if (UNAVAILABLE_CODES.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}
