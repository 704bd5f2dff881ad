import type { IncomingMessage, ServerResponse } from 'node:http';

export type EngineAdmissionLimits = {
  /** Anonymous engine calls one address may have in flight. */
  perAddress: number;
  /** Anonymous engine calls in flight from everyone together. */
  global: number;
  /** What Retry-After tells a refused caller. */
  retryAfterSeconds: number;
  /**
   * How long a refusal is held before it is sent. A caller that ignores Retry-After and calls again at once
   * would otherwise be answered as fast as the server can refuse, and spend its event loop on nothing else.
   */
  refusalPauseMs: number;
};

/**
 * Enough for a guest with two tabs and a retry; the global figure keeps guests to a share of the engine
 * threads' queue (engine-pool.ts), so signed-in users always find room.
 */
export const DEFAULT_ENGINE_ADMISSION: EngineAdmissionLimits = {
  perAddress: 3,
  global: 24,
  retryAfterSeconds: 5,
  refusalPauseMs: 1000,
};

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
/** The app's own listener (Koa's callback()): settles once the request's work is done. */
export type AppListener = (req: IncomingMessage, res: ServerResponse) => Promise<unknown>;

/** Which limit turned a call away. */
export type EngineRefusal = 'address' | 'global';

/** A request's path and client address exactly as the app reads them (its proxy settings, its URL parser). */
export type RequestAddressing = (req: IncomingMessage, res: ServerResponse) => { path: string; ip: string };

/** The endpoints anyone may call that run the assistant or the reviewer. */
const ANONYMOUS_ENGINE_PATH = /^\/api\/guest\/(chat|review)$/;

/**
 * Concurrency limits for anonymous engine calls, in this process, in front of the app: the rate limits count
 * calls per minute, this counts calls running now, so a burst of slow calls cannot fill the engine.
 *
 * A refused call is answered 429 with Retry-After here, before the app sees it: no body read or parsed, no
 * context, session, request id or access-log line, no error thrown; the answer is written once at start-up,
 * and sent after refusalPauseMs. Under a flood most calls are refusals, and their cost on the event loop is
 * what health checks and signed-in users wait behind (`npm run bench -- guest-load`). `onRefused` counts them
 * instead of logging each.
 */
export function withEngineAdmission(
  handler: AppListener,
  options: {
    addressing: RequestAddressing;
    limits?: EngineAdmissionLimits;
    onRefused?: (reason: EngineRefusal) => void;
    /** Tests only: holds refusals until the test sends them (default: a timer of refusalPauseMs). */
    pause?: (send: () => void, ms: number) => void;
  },
): RequestListener {
  const pause = options.pause ?? ((send: () => void, ms: number) => void setTimeout(send, ms));
  const limits = options.limits ?? DEFAULT_ENGINE_ADMISSION;
  const answers: Record<EngineRefusal, Refusal> = {
    address: refusal(
      limits,
      `At most ${limits.perAddress} assistant requests at a time from one address. Please wait for the answers and try again.`,
    ),
    global: refusal(
      limits,
      `The assistant is answering many guests right now (at most ${limits.global} at a time). Please try again in ${limits.retryAfterSeconds} seconds, or sign in.`,
    ),
  };
  const perAddress = new Map<string, number>();
  let total = 0;

  return (req, res) => {
    if (req.method !== 'POST') return void handler(req, res);
    const { path, ip } = options.addressing(req, res);
    if (!ANONYMOUS_ENGINE_PATH.test(path)) return void handler(req, res);
    const mine = perAddress.get(ip) ?? 0;
    const reason: EngineRefusal | undefined =
      mine >= limits.perAddress ? 'address' : total >= limits.global ? 'global' : undefined;
    if (reason) {
      options.onRefused?.(reason);
      // The unread body is discarded by Node once the answer is sent; the connection stays usable. A caller
      // gone meanwhile is not written to.
      const answer = answers[reason];
      pause(() => {
        if (res.destroyed) return;
        res.writeHead(429, answer.headers);
        res.end(answer.body);
      }, limits.refusalPauseMs);
      return;
    }
    perAddress.set(ip, mine + 1);
    total += 1;
    // The place is given back when the app has finished the call, not when its caller leaves: the engine
    // work goes on after a hang-up, and a caller must not start more of it by hanging up and calling again.
    const release = () => {
      total -= 1;
      const left = (perAddress.get(ip) ?? 1) - 1;
      if (left > 0) perAddress.set(ip, left);
      else perAddress.delete(ip);
    };
    void handler(req, res).then(release, release);
  };
}

type Refusal = { headers: Record<string, string>; body: Buffer };

/** The app's error body (`{message, code}`, as errors.ts' TooManyRequestsError) with the API's plain headers. */
function refusal(limits: EngineAdmissionLimits, message: string): Refusal {
  const body = Buffer.from(JSON.stringify({ message, code: 'too-many-requests' }));
  return {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(body.length),
      'retry-after': String(limits.retryAfterSeconds),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  };
}
