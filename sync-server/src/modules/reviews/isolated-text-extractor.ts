import type { ResourceLimits, Worker } from 'node:worker_threads';
import { z } from 'zod';
import { AppError, PayloadTooLargeError, ServiceUnavailableError } from '../../errors';
import { loadWorker } from '../../worker-loader';
import { UnreadableFileError } from './upload-errors';

export type ExtractionLimits = {
  /** Old-generation heap of one extraction worker; a document that needs more is refused (413). */
  maxHeapMb: number;
  /** Wall-clock time one extraction may take before its worker is stopped (422). */
  timeoutMs: number;
  /** Extractions running at once; more wait in line. */
  concurrency: number;
  /** Uploads that may wait for a worker; beyond that the server answers 503. */
  maxQueued: number;
};

// Measured: mammoth needs about 70 MB of memory per MB of document XML, and the XML of a docx is capped
// at 12 MB before expansion (zip-inspector.ts), so 1 GB holds any document we accept.
export const DEFAULT_EXTRACTION_LIMITS: ExtractionLimits = {
  maxHeapMb: 1024,
  timeoutMs: 30_000,
  concurrency: 2,
  maxQueued: 20,
};

const replySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), text: z.string() }),
  z.object({ ok: z.literal(false), status: z.number().int(), code: z.string(), message: z.string() }),
]);

// The bundle (scripts/start.mjs) puts the worker beside main.mjs; from sources it is the TypeScript file.
function createWorker(resourceLimits: ResourceLimits): Worker {
  return loadWorker(
    {
      bundled: new URL('./extraction-worker.mjs', import.meta.url),
      source: new URL('./extraction-worker.ts', import.meta.url),
    },
    resourceLimits,
  );
}

/**
 * Text extraction off the event loop: each upload runs text-extractor.ts in its own worker thread with a
 * heap limit and a deadline, so one hostile document can neither crash nor stall the server.
 */
export class IsolatedTextExtractor {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly limits: ExtractionLimits = DEFAULT_EXTRACTION_LIMITS) {}

  async extract(buf: Buffer, filename: string): Promise<string> {
    await this.acquire();
    try {
      return await this.runWorker(buf, filename);
    } finally {
      this.release();
    }
  }

  private async acquire(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return;
    }
    if (this.waiting.length >= this.limits.maxQueued)
      throw new ServiceUnavailableError(
        'The server is busy reading other documents. Please try again in a minute.',
        'busy',
      );
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }

  private runWorker(buf: Buffer, filename: string): Promise<string> {
    const worker = createWorker({
      maxOldGenerationSizeMb: this.limits.maxHeapMb,
      maxYoungGenerationSizeMb: 64,
    });
    return new Promise<string>((resolve, reject) => {
      let settled = false;
      const settle = (action: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        void worker.terminate();
        action();
      };
      const timer = setTimeout(
        () =>
          settle(() =>
            reject(new UnreadableFileError('The document took too long to read and was refused.')),
          ),
        this.limits.timeoutMs,
      );
      worker.once('message', (raw: unknown) => {
        const reply = replySchema.safeParse(raw);
        settle(() => {
          if (!reply.success) reject(new Error('Malformed reply from the extraction worker'));
          else if (reply.data.ok) resolve(reply.data.text);
          else reject(new AppError(reply.data.status, reply.data.code, reply.data.message));
        });
      });
      worker.once('error', (error: unknown) =>
        settle(() => {
          if (isOutOfMemory(error))
            reject(new PayloadTooLargeError('The document expands to an unreasonable size and was refused.'));
          else reject(error);
        }),
      );
      worker.once('exit', () =>
        settle(() => reject(new Error('The extraction worker stopped without an answer'))),
      );
      worker.postMessage({ buf: new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength), filename });
    });
  }
}

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && Reflect.get(error, 'code') === 'ERR_WORKER_OUT_OF_MEMORY';
}
