import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { AppError } from '../../errors';
import { loadWorker } from '../../worker-loader';
import { gateWorkerData, type EngineGate } from './engine-gate';
import { engineReplySchema, type EngineTask } from './engine-task';

export type EnginePoolLimits = {
  /** Engine threads kept running. */
  threads: number;
  /** Tasks that may wait for a thread; beyond that callers get 503 with Retry-After. */
  maxQueued: number;
  /** A task running longer is stopped (its thread replaced) and answered 503. */
  timeoutMs: number;
};

/**
 * One thread per core but one, so the main thread keeps a core for everything else (health, sign-in,
 * sync); at least one, at most four (the engine is fast: more threads only queue behind the database).
 */
export function defaultEngineLimits(): EnginePoolLimits {
  return {
    threads: Math.max(1, Math.min(4, os.availableParallelism() - 1)),
    maxQueued: 64,
    timeoutMs: 30_000,
  };
}

/** Seconds a caller turned away by a full queue is told to wait. */
export const ENGINE_RETRY_AFTER_SECONDS = 5;

/** 503 from the pool: the queue is full, or a task ran past its deadline. Carries Retry-After. */
export class EngineBusyError extends AppError {
  readonly retryAfterSeconds = ENGINE_RETRY_AFTER_SECONDS;
  constructor(message: string) {
    super(503, 'engine-busy', message, { retryAfter: ENGINE_RETRY_AFTER_SECONDS });
  }
}

type Job = {
  id: number;
  task: EngineTask;
  resolve: (result: unknown) => void;
  reject: (error: unknown) => void;
};
type Slot = { worker: Worker; job: Job | undefined; timer: NodeJS.Timeout | undefined };

/**
 * The built-in engine off the event loop: a fixed set of long-lived worker threads (started with the server,
 * never on a request) and a bounded queue in front of them.
 */
export class EnginePool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  /** `gate` (tests only) holds each task in its thread until opened: see engine-gate.ts. */
  constructor(
    private readonly limits: EnginePoolLimits = defaultEngineLimits(),
    private readonly gate?: EngineGate,
  ) {}

  /** Starts the threads; each loads the engine in the background, tasks posted meanwhile wait in its port. */
  start(): void {
    if (this.closed) return;
    while (this.slots.length < this.limits.threads) this.slots.push(this.spawn());
  }

  run(task: EngineTask): Promise<unknown> {
    if (this.closed) return Promise.reject(new EngineBusyError('The server is shutting down.'));
    this.start();
    if (this.queue.length >= this.limits.maxQueued)
      return Promise.reject(
        new EngineBusyError('The assistant is busy with other requests. Please try again in a few seconds.'),
      );
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, task, resolve, reject });
      this.dispatch();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new EngineBusyError('The server is shutting down.'));
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      if (slot.timer) clearTimeout(slot.timer);
      slot.job?.reject(new EngineBusyError('The server is shutting down.'));
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): Slot {
    const worker = loadWorker(
      {
        bundled: new URL('./engine-worker.mjs', import.meta.url),
        source: new URL('./engine-worker.ts', import.meta.url),
      },
      undefined,
      gateWorkerData(this.gate),
    );
    // A pool left open (a test that forgot close()) must not keep the process alive.
    worker.unref();
    const slot: Slot = { worker, job: undefined, timer: undefined };
    worker.on('message', (raw: unknown) => this.settle(slot, raw));
    worker.on('error', (error: unknown) => this.replace(slot, error));
    worker.on('exit', () => this.replace(slot, new Error('The engine thread stopped')));
    return slot;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      slot.job = job;
      slot.timer = setTimeout(
        () =>
          this.replace(slot, new EngineBusyError('The assistant took too long to answer. Please try again.')),
        this.limits.timeoutMs,
      );
      slot.worker.postMessage({ id: job.id, task: job.task });
    }
  }

  private settle(slot: Slot, raw: unknown): void {
    const reply = engineReplySchema.safeParse(raw);
    const job = slot.job;
    if (!job || !reply.success || reply.data.id !== job.id) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    if (reply.data.ok) job.resolve(reply.data.result);
    else job.reject(new Error(`Engine failed: ${reply.data.message}`));
    this.dispatch();
  }

  /** A thread that failed, stopped or overran: its task fails, a fresh thread takes its place. */
  private replace(slot: Slot, error: unknown): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    if (slot.timer) clearTimeout(slot.timer);
    slot.job?.reject(error);
    slot.job = undefined;
    this.slots.splice(index, 1);
    void slot.worker.terminate();
    if (this.closed) return;
    this.slots.push(this.spawn());
    this.dispatch();
  }
}
